import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../src/analytics/schedule';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('runs in a task after the next frame while the page is visible', () => {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as typeof setTimeout);
    const run = vi.fn();
    afterNextPaint(window, run);
    expect(tasks, 'no task before the frame').toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(run, 'not in the frame itself').not.toHaveBeenCalled();
    tasks.splice(0).forEach((task) => task());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task while the page is hidden (it draws no frames then)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const tasks: (() => void)[] = [];
    vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as typeof setTimeout);
    const run = vi.fn();
    afterNextPaint(window, run);
    expect(frame).not.toHaveBeenCalled();
    tasks.splice(0).forEach((task) => task());
    expect(run).toHaveBeenCalledTimes(1);
  });
});
