/**
 * How React takes over an element the server rendered (src/runtime/mount.ts decides when):
 * `hydrateRoot` on the host, React's documented API for adopting server markup without redrawing
 * it, so focus, caret, selection and typed values stay where they are. Each woken element is a
 * root of its own (an island): hydration needs the markup of one root to match one tree, and only
 * the elements a visitor reaches for (or that must change) ever pay for one.
 *
 * Two behaviours of React that its documentation does not promise are relied on here, each with a
 * test that fails when it changes (test/resume.test.tsx) and a fallback that keeps things right:
 *
 * 1. `hydrateRoot` called inside `flushSync` hydrates before it returns (the hydration takes the
 *    sync lane). Fallback: when the island has not committed by then, the visitor's events are
 *    handed over once it has (a layout effect says so), and React's own event replay covers the
 *    events in between.
 * 2. React notices a changed value only when it differs from the value it last saw, which it keeps
 *    through the control's own `value` / `checked` property: a value written through the
 *    element's prototype is not seen, so an `input` or `click` event dispatched after it reaches the
 *    view's onChange with what the visitor typed or ticked. Fallback: the control's DOM value is
 *    written back after the event whatever React did, so nothing typed is lost from the page.
 */
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createElement, useLayoutEffect, useSyncExternalStore } from 'react';
import type { ElementView } from './view';
import type { Island } from './view';
import type { ControlState, HeldEvent } from './resume';

const roots = new Map<Element, Root>();

function IslandView({
  island,
  View,
  subscribe,
  committed,
}: {
  island: Island;
  View: ElementView<object>;
  subscribe: (listener: () => void) => () => void;
  committed: () => void;
}) {
  // The server's props while hydrating (what its markup shows), the current ones after.
  const props = useSyncExternalStore(
    subscribe,
    () => island.props,
    () => island.serverProps,
  );
  useLayoutEffect(committed, [committed]);
  return createElement(View, props);
}

/**
 * Hydrates an island: resolves once React holds the host's markup and has drawn the current props
 * (in this same task where React hydrates synchronously, see above). `prefix` is the prefix of the
 * ids in the server's markup (its host's `data-sq-server`, src/runtime/mount.ts). `run` runs the
 * hydration: `flushSync`, and a plain call in the test of the fallback.
 */
export function hydrateIsland(
  island: Island,
  View: ElementView<object>,
  prefix: string | undefined,
  run: (hydrate: () => void) => void = flushSync,
): Promise<void> {
  const { host } = island;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  let done!: () => void;
  const hydrated = new Promise<void>((resolve) => (done = resolve));
  island.update = () => {
    for (const listener of listeners) listener();
  };
  run(() => {
    roots.set(
      host,
      hydrateRoot(host, createElement(IslandView, { island, View, subscribe, committed: done }), {
        ...(prefix ? { identifierPrefix: prefix } : {}),
        onRecoverableError: (error) =>
          console.error(
            `storefront-elements: <${host.localName}>'s server markup is not what its view draws; it was drawn again.`,
            error,
          ),
      }),
    );
  });
  // Its props may have moved on while it loaded: drawn once React holds the markup (an update
  // before that would make React give up the markup and draw it anew).
  return hydrated.then(() => flushSync(() => island.update?.()));
}

/** A DOM property's own setter, from the prototype: a write React's watch on the element does not see. */
function prototypeSetter(control: Element, name: 'value' | 'checked'): ((value: unknown) => void) | undefined {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, name)?.set;
  return setter && ((value: unknown) => setter.call(control, value));
}

/** Hands a control's changed state to its view (see 2. above), keeping caret and selection. */
function handOverControl(state: ControlState): void {
  const { control, value, checked, focused, selection } = state;
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // Seen by React as the opposite, then clicked into the visitor's state: onChange runs once.
    control.checked = !checked;
    control.click();
    if (control.checked !== checked) prototypeSetter(control, 'checked')?.(checked);
    return;
  }
  const setter = prototypeSetter(control, 'value');
  // React's last-seen value becomes another one; the visitor's text is written past it.
  control.value = `${value}\u0000`;
  setter?.(value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (control.value !== value) setter?.(value);
  if (focused && selection[0] !== null) {
    try {
      control.setSelectionRange(selection[0], selection[1], selection[2] ?? undefined);
    } catch {
      // a type without a selection
    }
  }
}

/**
 * Hands what the visitor did before the wake to the woken view: first the controls they changed
 * (in document order), then the clicks and submissions held back, in the order they were made.
 */
export function handOver(controls: readonly ControlState[], held: readonly HeldEvent[]): void {
  for (const state of controls) handOverControl(state);
  for (const event of held) {
    if (event.type === 'click') {
      if (event.target.isConnected) event.target.dispatchEvent(new MouseEvent('click', event.init));
    } else if (event.form.isConnected) {
      const submitter = event.submitter?.isConnected ? event.submitter : null;
      event.form.requestSubmit(submitter as HTMLButtonElement | null);
    }
  }
}

/** Unmounts an island whose host has left the page (checked at the end of the task). */
export function releaseIsland(host: Element): void {
  const root = roots.get(host);
  if (!root) return;
  queueMicrotask(() => {
    if (host.isConnected || roots.get(host) !== root) return;
    roots.delete(host);
    root.unmount();
  });
}
