/**
 * What a visitor did to a server-rendered element before it could answer: a click on one of its
 * buttons, a form submitted. Held here, per host, and made again once the element is awake
 * (src/runtime/hydrate.ts), so that its handler runs exactly once. Two callers hold events: the
 * loader, for a host whose tag is not defined yet (its module still loading), and the element
 * runtime for a sleeping one (src/runtime/resume.ts). They share one record per page, on the
 * window under a global symbol, because the loader and the runtime are separate scripts.
 *
 * What is held:
 * - a click on anything but a link, a label or a form control (whose own default action already
 *   did its part: the DOM keeps a choice, a tick or text, handed over on waking); a click that
 *   would submit a form is held back too (the replayed click submits it);
 * - a submission (Enter in a field), held back and made again.
 */

/** A click or a submission made before the element woke, to be made again once it is awake. */
export type HeldEvent =
  | { readonly type: 'click'; readonly target: Element; readonly init: MouseEventInit }
  | { readonly type: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null };

const RECORD = Symbol.for('storefront-elements.held');

function record(): WeakMap<Element, HeldEvent[]> {
  const page = globalThis as typeof globalThis & { [RECORD]?: WeakMap<Element, HeldEvent[]> };
  return (page[RECORD] ??= new WeakMap());
}

/** What a click on a target does by itself (follow a link, tick a box, focus a field): not held. */
const ACTS_ALONE = 'a[href], label, input, select, textarea, option, summary';

/**
 * Holds `event` (a click or a submission aimed at `target` inside `host`) for `host`, if it is one
 * to hold. `target` defaults to the event's own (given for an event whose dispatch is over).
 */
export function holdEvent(event: Event, host: Element, target: unknown = event.composedPath()[0]): void {
  if (!(target instanceof Element)) return;
  let held: HeldEvent | null = null;
  if (event.type === 'click') {
    const alone = target.closest(ACTS_ALONE);
    if (alone && host.contains(alone)) return;
    const mouse = event as MouseEvent;
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

/** Whether `host` has held events waiting. */
export function hasHeld(host: Element): boolean {
  return (record().get(host)?.length ?? 0) > 0;
}

/** Takes the events held for `host`, in the order they were made. */
export function takeHeldEvents(host: Element): HeldEvent[] {
  const all = record();
  const held = all.get(host) ?? [];
  all.delete(host);
  return held;
}

/**
 * The host attribute that says the server rendered its markup; its value is the prefix of the ids
 * in that markup (src/runtime/mount.ts and dist/server.js use it from here).
 */
export const SERVER_ATTRIBUTE = 'data-sq-server';

/** The global key under which the inline snippet leaves what it held for the loader. */
const EARLY_KEY = 'storefront-elements.early';

/**
 * The snippet a page may inline at the start of its `<head>` (`HOLD_SCRIPT`, from
 * `dist/server.js`): before the loader has even run, it keeps each click and submission aimed at a
 * server-rendered element whose tag is not defined yet, as it happens (a submit button's click and
 * a submission are held back there and then), for the loader to hold properly once it runs. Plain
 * ES2017, no dependency; written from the same attribute, key and rule as the code below.
 */
export const HOLD_SCRIPT =
  `(()=>{const k=Symbol.for('${EARLY_KEY}');if(window[k])return;const q=[],h=e=>{const t=e.composedPath()[0];` +
  `if(!(t instanceof Element))return;const s=t.closest('[${SERVER_ATTRIBUTE}]');if(!s||customElements.get(s.localName))return;` +
  `const b=t.closest('button');if(e.type==='submit'||(b&&b.type==='submit'&&b.form&&!t.closest('${ACTS_ALONE}')))` +
  `e.preventDefault();q.push([e,t,s])};window[k]={q,h};addEventListener('click',h,true);addEventListener('submit',h,true)})();`;

const EARLY = Symbol.for(EARLY_KEY);

/** Takes over from the page's inline snippet (HOLD_SCRIPT), if it ran: its events are held here. */
function takeOverEarly(win: Window): void {
  const early = (win as Window & { [EARLY]?: { q: [Event, Element, Element][]; h: (event: Event) => void } })[EARLY];
  if (!early) return;
  win.removeEventListener('click', early.h, true);
  win.removeEventListener('submit', early.h, true);
  for (const [event, target, host] of early.q.splice(0)) holdEvent(event, host, target);
}

/**
 * Holds the clicks and submissions aimed at server-rendered elements whose tag is not defined
 * yet, from the moment the loader runs (and before, where the page inlined HOLD_SCRIPT): a press
 * made while the element's module loads is made again once the element is awake, not lost.
 */
export function holdBeforeDefined(win: Window): void {
  takeOverEarly(win);
  const listener = (event: Event) => {
    for (const target of event.composedPath()) {
      if (target instanceof Element && target.hasAttribute(SERVER_ATTRIBUTE)) {
        if (!win.customElements.get(target.localName)) holdEvent(event, target);
        return;
      }
    }
  };
  win.addEventListener('click', listener, { capture: true });
  win.addEventListener('submit', listener, { capture: true });
}
