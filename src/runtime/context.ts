/**
 * The custom elements community's context protocol
 * (github.com/webcomponents-cg/community-protocols, "context"): a consumer fires a bubbling,
 * composed `context-request` event carrying `context`, `callback` and `subscribe`; the nearest
 * provider above it that knows the context stops the event and calls back with its value. A
 * provider connected after its consumers (its code loaded later, or it was inserted around them)
 * fires `context-provider`, and the requests nobody answered yet are fired again.
 */

/** A context key, typed by what its providers hand out. */
export type Context<T> = { readonly name: string; readonly __value?: T };

/** Creates a context key. */
export function createContext<T>(name: string): Context<T> {
  return { name };
}

/** The `context-request` event of the protocol. */
export type ContextRequestEvent<T> = Event & {
  readonly context: Context<T>;
  readonly callback: (value: T) => void;
  readonly subscribe: boolean;
};

function fire(target: EventTarget, type: string, fields: object): void {
  target.dispatchEvent(Object.assign(new Event(type, { bubbles: true, composed: true }), fields));
}

interface Request {
  readonly target: WeakRef<Element>;
  readonly context: Context<unknown>;
  readonly callback: (value: never) => void;
}

const pending = new Set<Request>();
/**
 * A consumer's method that asks again (for the rare provider that appears inside another, a quick
 * view in a card): consumers keep nothing per request here, so idle elements cost no memory.
 */
export const ASK_AGAIN = Symbol.for('storefront-elements.context.ask-again');
const providers = new WeakSet<Element>();
const roots = new WeakSet<Document>();

/** Keeps the unanswered requests of a document, and fires them again when a provider appears. */
function ensureContextRoot(doc: Document): void {
  if (roots.has(doc)) return;
  roots.add(doc);
  doc.addEventListener('context-request', (event) => {
    const { context, callback } = event as ContextRequestEvent<unknown>;
    const target = event.composedPath()[0];
    if (target instanceof Element) pending.add({ target: new WeakRef(target), context, callback });
  });
  doc.addEventListener('context-provider', (event) => {
    const { context } = event as Event & { context: Context<unknown> };
    const provider = event.composedPath()[0] as Element;
    // Inside another provider, the elements within it may have been answered by the outer one
    // first (where connections run inner first): they ask again, and the nearest answers.
    let outer = provider.parentElement;
    while (outer && !providers.has(outer)) outer = outer.parentElement;
    if (outer) askAgainWithin(provider);
    for (const item of [...pending]) {
      const target = item.target.deref();
      if (!target?.isConnected) pending.delete(item);
      else if (item.context === context && provider.contains(target)) {
        pending.delete(item);
        fire(target, 'context-request', { context, callback: item.callback, subscribe: false });
      }
    }
  });
}

/** Has every consumer inside `provider` ask again (what it provides, or where, has changed). */
export function askAgainWithin(provider: Element): void {
  for (const element of provider.querySelectorAll('*'))
    (element as Element & { [ASK_AGAIN]?: () => void })[ASK_AGAIN]?.();
}

/** Asks the elements above `consumer` for a context's value; `callback` runs when a provider answers (maybe later). */
export function requestContext<T>(consumer: Element, context: Context<T>, callback: (value: T) => void): void {
  ensureContextRoot(consumer.ownerDocument);
  fire(consumer, 'context-request', { context, callback, subscribe: false });
}

/**
 * Makes `provider` answer requests for `context` from the elements inside it with `value()`, and
 * announces it so that earlier unanswered requests come again. Returns the function that stops it.
 */
export function provideContext<T>(provider: Element, context: Context<T>, value: () => T): () => void {
  const answer = (event: Event) => {
    const request = event as ContextRequestEvent<T>;
    if (request.context !== context || event.target === provider) return;
    event.stopImmediatePropagation();
    request.callback(value());
  };
  provider.addEventListener('context-request', answer);
  providers.add(provider);
  ensureContextRoot(provider.ownerDocument);
  fire(provider, 'context-provider', { context });
  return () => provider.removeEventListener('context-request', answer);
}
