import { atom } from 'nanostores';
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useStore } from '../src/runtime/use-store';

let root: Root | null = null;

function render(node: React.ReactNode): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(node));
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('useStore', () => {
  it('renders the store’s value, and again on every change', () => {
    const $count = atom(1);
    let renders = 0;
    function Count() {
      renders += 1;
      return <output>{useStore($count)}</output>;
    }
    const container = render(<Count />);
    expect(container.textContent).toBe('1');
    act(() => $count.set(2));
    expect(container.textContent).toBe('2');
    act(() => $count.set(3));
    expect(container.textContent).toBe('3');
    // Setting the same value again renders nothing.
    const before = renders;
    act(() => $count.set(3));
    expect(renders).toBe(before);
  });

  it('catches a change made after its render and before it subscribes', () => {
    // A layout effect runs after the render and before the passive effects, in which React
    // subscribes: a hook that only listened from then on would keep showing the old value.
    const $label = atom('before');
    function Label() {
      const label = useStore($label);
      useLayoutEffect(() => $label.set('after'), []);
      return <output>{label}</output>;
    }
    const container = render(<Label />);
    expect(container.textContent).toBe('after');
  });

  it('stops listening when the component leaves', () => {
    const $count = atom(0);
    function Count() {
      return <output>{useStore($count)}</output>;
    }
    render(<Count />);
    expect($count.lc).toBe(1);
    act(() => root?.unmount());
    root = null;
    expect($count.lc).toBe(0);
  });
});
