/**
 * What a visitor did to a server-rendered element before it could answer: a click on one of its
 * buttons, a form submitted. Held here, per host, and made again once the element is awake
 * (src/runtime/hydrate.ts), so that its handler runs exactly once. Events reach it two ways: the
 * element runtime holds them for a sleeping host (src/runtime/resume.ts), and the loader (or the
 * page's inline snippet before it) only queues what is aimed at a host whose tag is not defined
 * yet (src/runtime/hold-early.ts), which is held here once the runtime runs. They meet on the
 * window under global symbols, because the loader and the runtime are separate scripts.
 *
 * What is held:
 * - a click on anything but a link, a label or a form control (whose own default action already
 *   did its part: the DOM keeps a choice, a tick or text, handed over on waking); a click that
 *   would submit a form is held back too (the replayed click submits it);
 * - a plain click (the main button, no modifier key) on a link that opens a dialog once awake (the
 *   cart pill's drawer), held back while the element runtime sees it happen; should the element
 *   fail to wake, the page goes where the link goes (`followHeldLink`). One made before the
 *   element's tag was defined has gone its way already, as a link does;
 * - a submission (Enter in a field), held back and made again.
 */
import { ACTS_ALONE, EARLY, OPENS_DIALOG, type EarlyQueue } from './hold-early';

export { HOLD_SCRIPT, SERVER_ATTRIBUTE } from './hold-early';

/** A click or a submission made before the element woke, to be made again once it is awake. */
export type HeldEvent =
  | { readonly type: 'click'; readonly target: Element; readonly init: MouseEventInit }
  | { readonly type: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null };

const RECORD = Symbol.for('storefront-elements.held');

function record(): WeakMap<Element, HeldEvent[]> {
  const page = globalThis as typeof globalThis & { [RECORD]?: WeakMap<Element, HeldEvent[]> };
  return (page[RECORD] ??= new WeakMap());
}

/**
 * Holds `event` (a click or a submission aimed at `target` inside `host`) for `host`, if it is one
 * to hold. `target` defaults to the event's own (given for an event whose dispatch is over).
 */
export function holdEvent(event: Event, host: Element, target: unknown = event.composedPath()[0]): void {
  if (!(target instanceof Element)) return;
  let held: HeldEvent | null = null;
  if (event.type === 'click') {
    const mouse = event as MouseEvent;
    const link = target.closest(OPENS_DIALOG);
    if (link && host.contains(link)) {
      // Its dispatch over (queued by the loader), the link was followed; a modifier key or another
      // button asks for its page in a new tab or window.
      if (!event.eventPhase || mouse.button || mouse.altKey || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey) return;
      event.preventDefault();
    } else {
      const alone = target.closest(ACTS_ALONE);
      if (alone && host.contains(alone)) return;
    }
    const button = target.closest('button');
    // A submit button's click would submit the form now: the replayed click submits it instead.
    if (button && button.type === 'submit' && button.form) event.preventDefault();
    const { detail, clientX, clientY, screenX, screenY, altKey, ctrlKey, metaKey, shiftKey } = mouse;
    held = {
      type: 'click',
      target,
      init: {
        bubbles: true,
        cancelable: true,
        composed: true,
        detail,
        clientX,
        clientY,
        screenX,
        screenY,
        button: mouse.button,
        buttons: mouse.buttons,
        altKey,
        ctrlKey,
        metaKey,
        shiftKey,
      },
    };
  } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault();
    held = { type: 'submit', form: target, submitter: (event as SubmitEvent).submitter ?? null };
  }
  if (!held) return;
  const all = record();
  all.set(host, [...(all.get(host) ?? []), held]);
}

/** Holds what the loader (or the page's inline snippet) queued before the runtime ran. */
function holdQueued(): void {
  const queue = (globalThis as typeof globalThis & { [EARLY]?: EarlyQueue })[EARLY]?.q;
  for (const [event, target, host] of queue?.splice(0) ?? []) holdEvent(event, host, target);
}

/**
 * The element in `host` could not wake (its view or React failed to load): a press held on a link
 * that opens a dialog goes where the link goes, as it would have without the element.
 */
export function followHeldLink(host: Element): void {
  for (const held of record().get(host) ?? []) {
    const link = held.type === 'click' ? held.target.closest<HTMLAnchorElement>(OPENS_DIALOG) : null;
    if (link) return location.assign(link.href);
  }
}

/** Whether `host` has held events waiting. */
export function hasHeld(host: Element): boolean {
  holdQueued();
  return (record().get(host)?.length ?? 0) > 0;
}

/** Takes the events held for `host`, in the order they were made. */
export function takeHeldEvents(host: Element): HeldEvent[] {
  holdQueued();
  const all = record();
  const held = all.get(host) ?? [];
  all.delete(host);
  return held;
}
