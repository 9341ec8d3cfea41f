import { describe, expect, it, vi } from 'vitest';
import { listenerMode, preferEagerListeners } from '../src/runtime/root';
import { makeShirt } from './factories/product';
import { givenPageContext, mount, productMarkup, settle } from './render';

// React's documented path, the one the runtime takes when its feature test fails: every element's
// portal listens from the start. (Each test file has its own modules, so this root is a new one.)
preferEagerListeners();

describe('event handling on the documented path', () => {
  it('listens on every element from its first render, and handles events', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker><sq-quantity-input></sq-quantity-input>'),
    );
    expect(listenerMode()).toBe('eager');
    const picker = root.querySelector('sq-variant-picker') as HTMLElement;
    expect(Object.keys(picker).some((key) => key.startsWith('_reactListening'))).toBe(true);
    const later = vi.spyOn(picker, 'addEventListener');
    const select = picker.querySelector('select')!;
    await settle(() => {
      select.value = 'L';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(later).not.toHaveBeenCalled();
    expect(picker.querySelector('select')!.value).toBe('L');
    expect(
      (
        root.querySelector('sq-product') as unknown as { scope: { $selection: { get(): { options: object } } } }
      ).scope.$selection.get().options,
    ).toEqual({ Size: 'L' });
  });
});
