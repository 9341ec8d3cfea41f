/**
 * The page's one root renders its elements in groups (src/runtime/root.ts): a change of one
 * element on a page of many renders its group again, not a portal for every element.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttributeMeta } from '../src/lib/element-meta';
import { defineElement } from '../src/runtime/element';
import { mount, settle } from './render';

vi.mock('react-dom', async (original) => {
  const actual = await original<typeof import('react-dom')>();
  return { ...actual, createPortal: vi.fn(actual.createPortal) };
});
const { createPortal } = await import('react-dom');
const portals = vi.mocked(createPortal);

const label: AttributeMeta = { name: 'label', type: 'string', default: '' };

defineElement({
  meta: { tag: 'sq-test-cell', attributes: { label } },
  props: (state: { attributes: { label: string } }) => ({ label: state.attributes.label }),
  view:
    () =>
    ({ label }: { label: string }) => <b>{label}</b>,
} as never);

afterEach(() => portals.mockClear());

describe('one root, elements in groups', () => {
  it('renders a change of one element of 200 with its group alone, and every element still shows its own', async () => {
    const cells = Array.from({ length: 200 }, (_, i) => `<sq-test-cell label="cell ${i}"></sq-test-cell>`).join('');
    const root = await mount(cells);
    const elements = [...root.querySelectorAll('sq-test-cell')];
    expect(elements.map((element) => element.textContent)).toEqual(elements.map((_, i) => `cell ${i}`));

    portals.mockClear();
    await settle(() => elements[150]!.setAttribute('label', 'changed'));
    expect(elements[150]!.textContent).toBe('changed');
    // Its group of at most 32, not 200 portals.
    expect(portals.mock.calls.length).toBeGreaterThan(0);
    expect(portals.mock.calls.length).toBeLessThanOrEqual(32);
    expect(portals.mock.calls.every(([, host]) => elements.indexOf(host as Element) >= 128)).toBe(true);

    // Elements leaving and arriving keep every group right.
    await settle(() => {
      for (const element of elements.slice(0, 40)) element.remove();
      root.insertAdjacentHTML('beforeend', '<sq-test-cell label="late"></sq-test-cell>');
    });
    const now = [...root.querySelectorAll('sq-test-cell')];
    expect(now).toHaveLength(161);
    expect(now.at(-1)!.textContent).toBe('late');
    expect(now[0]!.textContent).toBe('cell 40');
    // The late one fills the room the leavers made in the second group (elements 32 to 63).
    portals.mockClear();
    await settle(() => now.at(-1)!.setAttribute('label', 'late, changed'));
    expect(now.at(-1)!.textContent).toBe('late, changed');
    const rendered = portals.mock.calls.map(([, host]) => now.indexOf(host as Element));
    expect(rendered).toContain(0);
    expect(rendered.every((index) => index < 24 || index === 160)).toBe(true);
    await settle(() => now[0]!.setAttribute('label', 'first'));
    expect(now[0]!.textContent).toBe('first');
    expect(elements[0]!.textContent).toBe('');
  });
});
