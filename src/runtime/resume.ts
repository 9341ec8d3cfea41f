/**
 * Elements the server rendered sleep: their host keeps the server's markup, and no React runs for
 * them, until a store they show changes (src/runtime/element.ts) or the visitor reaches for one.
 * This module watches for the visitor, with a handful of capture listeners on the window for the
 * whole page (no listener per element), and keeps what the visitor did before the element woke so
 * that it takes effect once React has taken the markup over (src/runtime/mount.ts):
 *
 * - pointer over or down, touch, focus and keys wake the element they are aimed at;
 * - a click on anything but a link, a label or a form control (whose own default action already
 *   did its part) is kept and dispatched again once the element is awake, so that its handler runs
 *   exactly once; a click that would submit a form is held back (the replayed click submits), and
 *   so is a plain click on a link that opens a dialog once awake (the cart pill's drawer);
 * - a form submitted from the keyboard (Enter in a field) is held back and submitted again;
 * - what the visitor typed, ticked or chose in a form control stays in the control (React takes
 *   the markup over without redrawing it) and is handed to the view once it is awake
 *   (`dirtyControls` here reads it; src/runtime/hydrate.ts hands it over); an element whose
 *   controls already differ from the server's markup when it is defined (changed while its code
 *   loaded, or put back by the browser on Back) wakes at once.
 *
 * Nothing here imports React: a page whose elements all sleep runs none of it.
 */
import { hasHeld, holdEvent, takeHeldEvents, type HeldEvent } from './hold';

export type { HeldEvent };

/** The events that wake an element (a visitor reaching for it); `click` and `submit` are also held. */
const WAKE_EVENTS = [
  'pointerover',
  'pointerdown',
  'mouseover',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'click',
  'submit',
] as const;

/** Each sleeping host, and what wakes it. */
const sleepers = new WeakMap<Element, { readonly wake: () => void }>();
const watching = new WeakSet<Window>();

function onEvent(event: Event): void {
  let first = true;
  for (const target of event.composedPath()) {
    if (!(target instanceof Element)) continue;
    const sleeper = sleepers.get(target);
    if (!sleeper) continue;
    // The innermost sleeping element is the one the visitor used; those around it wake too.
    if (first) holdEvent(event, target);
    first = false;
    sleeper.wake();
  }
}

/**
 * Puts `host` to sleep: `wake` is called (maybe more than once) when the visitor reaches for it.
 * Its held events are taken with `takeHeld` when it wakes.
 */
export function sleep(host: Element, wake: () => void): void {
  const view = host.ownerDocument.defaultView;
  if (view && !watching.has(view)) {
    watching.add(view);
    for (const type of WAKE_EVENTS) view.addEventListener(type, onEvent, { capture: true });
  }
  if (sleepers.has(host)) return;
  sleepers.set(host, { wake });
  // Pressed before its element was even defined (the loader held it), or a control changed before
  // then (a choice made while its code loaded; one the browser put back on Back): it wakes at
  // once, and its view hears of the change, so the page acts on what the visitor sees.
  if (hasHeld(host) || hasChangedControl(host)) wake();
}

/** Whether `host` still sleeps (its markup is the server's, untouched by React). */
export function isAsleep(host: Element): boolean {
  return sleepers.has(host);
}

/** Wakes `host` for good: it is no longer watched, and what the visitor did before is returned. */
export function takeHeld(host: Element): HeldEvent[] {
  sleepers.delete(host);
  return takeHeldEvents(host);
}

/** A form control the visitor changed before its element woke, as it is now. */
export interface ControlState {
  readonly control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  readonly value: string;
  readonly checked: boolean;
  readonly focused: boolean;
  readonly selection: readonly [number | null, number | null, 'forward' | 'backward' | 'none' | null];
}

/**
 * Whether the visitor changed a control from what the server's markup set. A select's first choice
 * is the last option marked `selected`, else its first option that is not disabled (read from the
 * attribute: `defaultSelected` is not everywhere).
 */
function changed(control: ControlState['control']): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.some((option) => option.selected !== option.hasAttribute('selected'));
    let initial = -1;
    options.forEach((option, index) => option.hasAttribute('selected') && (initial = index));
    if (initial < 0) initial = options.findIndex((option) => !option.disabled);
    return options.findIndex((option) => option.selected) !== initial;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** The element a control belongs to: the nearest `sq-*` element around it. */
function ownerOf(control: Element): Element | null {
  for (let node = control.parentElement; node; node = node.parentElement)
    if (node.localName.startsWith('sq-')) return node;
  return null;
}

/** Whether a control of `host` itself (not of an element inside it) differs from the server's markup. */
function hasChangedControl(host: Element): boolean {
  return [...host.querySelectorAll<ControlState['control']>('input, textarea, select')].some(
    (control) => ownerOf(control) === host && changed(control),
  );
}

/** Reads the selection of a text control (null where its type has none). */
function selectionOf(control: ControlState['control']): ControlState['selection'] {
  if (control instanceof HTMLSelectElement) return [null, null, null];
  try {
    return [control.selectionStart, control.selectionEnd, control.selectionDirection];
  } catch {
    return [null, null, null];
  }
}

/** The controls in `host` the visitor changed since the server wrote them, in document order. */
export function dirtyControls(host: Element): ControlState[] {
  const active = host.ownerDocument.activeElement;
  const states: ControlState[] = [];
  for (const control of host.querySelectorAll<ControlState['control']>('input, textarea, select')) {
    if (!changed(control)) continue;
    states.push({
      control,
      value: control.value,
      checked: control instanceof HTMLInputElement ? control.checked : false,
      focused: control === active,
      selection: selectionOf(control),
    });
  }
  return states;
}
