import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../src/lib/once';

describe('loadOnce', () => {
  it('loads once for every caller and keeps what arrived', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'module' }));
    const code = loadOnce(load);
    expect(code.loaded()).toBeNull();
    const [first, second] = await Promise.all([code.get(), code.get()]);
    expect(first).toBe(second);
    expect(code.loaded()).toBe(first);
    await code.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const code = loadOnce(load);
    await expect(code.get()).rejects.toThrow('offline');
    expect(code.loaded()).toBeNull();
    await expect(code.get()).resolves.toBe('module');
    expect(code.loaded()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
