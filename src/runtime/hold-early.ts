/**
 * What the loader keeps of a visitor's press before an element can answer: the clicks and
 * submissions aimed at a server-rendered element whose tag is not defined yet (its module still
 * loading), queued as they happen on the window under a global symbol (a submit button's click and
 * a submission are held back there and then). The element runtime holds them properly, with the
 * rules of what is held and how it is made again, once it runs (src/runtime/hold.ts): the loader
 * carries only this queue. The snippet a page may inline in its `<head>` (`HOLD_SCRIPT`) does the
 * same before the loader has even run; the loader takes its queue over.
 */

/**
 * The host attribute that says the server rendered its markup; its value is the prefix of the ids
 * in that markup (src/runtime/mount.ts and dist/server.js use it from here).
 */
export const SERVER_ATTRIBUTE = 'data-sq-server';

/** What a click on a target does by itself (follow a link, tick a box, focus a field): not held. */
export const ACTS_ALONE = 'a[href], label, input, select, textarea, option, summary';

/**
 * A link that opens a dialog once its element is awake (`aria-haspopup`: the cart pill's drawer),
 * its page being where it goes otherwise: a plain press on it while its element sleeps is held
 * back and made again on waking (src/runtime/hold.ts), so that a phone's first tap opens the
 * dialog instead of leaving the page.
 */
export const OPENS_DIALOG = 'a[href][aria-haspopup]';

/** The global key under which the queue lives. */
const EARLY_KEY = 'storefront-elements.early';

/** The queue's global symbol. */
export const EARLY = Symbol.for(EARLY_KEY);

/** The queue: each press as made (the event, its target, the server-rendered host), and its listener. */
export interface EarlyQueue {
  readonly q: [event: Event, target: Element, host: Element][];
  readonly h: (event: Event) => void;
}

/**
 * The snippet a page may inline at the start of its `<head>` (`HOLD_SCRIPT`, from
 * `dist/server.js`): the queue below, before the loader has even run. Plain ES2017, no
 * dependency; written from the same attribute, key and rule as `holdBeforeDefined`.
 */
export const HOLD_SCRIPT =
  `(()=>{const k=Symbol.for('${EARLY_KEY}');if(window[k])return;const q=[],h=e=>{const t=e.composedPath()[0];` +
  `if(!(t instanceof Element))return;const s=t.closest('[${SERVER_ATTRIBUTE}]');if(!s||customElements.get(s.localName))return;` +
  `const b=t.closest('button');if(e.type==='submit'||(b&&b.type==='submit'&&b.form&&!t.closest('${ACTS_ALONE}')))` +
  `e.preventDefault();q.push([e,t,s])};window[k]={q,h};addEventListener('click',h,true);addEventListener('submit',h,true)})();`;

/**
 * Queues the clicks and submissions aimed at server-rendered elements whose tag is not defined
 * yet, from the moment the loader runs (taking over the inline snippet's queue and listener, if it
 * ran): a press made while the element's module loads is made again once the element is awake,
 * not lost. A click on a submit button (not on a control inside its form that acts alone) and a
 * submission are held back now, so the form is submitted once, when the element is awake.
 */
export function holdBeforeDefined(win: Window): void {
  const page = win as Window & { [EARLY]?: EarlyQueue };
  const before = page[EARLY];
  if (before) {
    win.removeEventListener('click', before.h, true);
    win.removeEventListener('submit', before.h, true);
  }
  const q: EarlyQueue['q'] = before?.q ?? [];
  const h = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    const host = target.closest(`[${SERVER_ATTRIBUTE}]`);
    if (!host || win.customElements.get(host.localName)) return;
    const button = target.closest('button');
    if (event.type === 'submit' || (button?.type === 'submit' && button.form && !target.closest(ACTS_ALONE)))
      event.preventDefault();
    q.push([event, target, host]);
  };
  page[EARLY] = { q, h };
  win.addEventListener('click', h, true);
  win.addEventListener('submit', h, true);
}
