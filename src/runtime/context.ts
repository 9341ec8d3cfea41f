/**
 * The custom elements community's context protocol
 * (github.com/webcomponents-cg/community-protocols, "context"): a consumer fires a bubbling
 * `context-request` event with a context key and a callback; the nearest provider above it that
 * knows the key stops the event and calls back with its value. A provider connected after its
 * consumers (its code loaded later, or it was inserted around them) fires `context-provider`, and
 * the requests nobody answered yet are fired again.
 */

/** A context key: any value, typed by what its providers hand out. */
export type Context<T> = { readonly name: string; readonly __value?: T };

/** Creates a context key. */
export function createContext<T>(name: string): Context<T> {
  return { name };
}

/** The `context-request` event of the protocol. */
export class ContextRequestEvent<T> extends Event {
  constructor(
    readonly context: Context<T>,
    readonly callback: (value: T) => void,
    readonly subscribe = false,
  ) {
    super('context-request', { bubbles: true, composed: true });
  }
}

/** The `context-provider` event of the protocol: a provider of `context` is now connected. */
export class ContextProviderEvent extends Event {
  constructor(readonly context: Context<unknown>) {
    super('context-provider', { bubbles: true, composed: true });
  }
}

interface Pending {
  readonly target: WeakRef<Element>;
  readonly event: ContextRequestEvent<unknown>;
}

const pending = new Set<Pending>();
const roots = new WeakSet<Document>();

/** Keeps unanswered requests in a document, and fires them again when a provider appears. */
function ensureContextRoot(doc: Document): void {
  if (roots.has(doc)) return;
  roots.add(doc);
  doc.addEventListener('context-request', (event) => {
    const request = event as ContextRequestEvent<unknown>;
    const target = event.composedPath()[0];
    if (target instanceof Element) pending.add({ target: new WeakRef(target), event: request });
  });
  doc.addEventListener('context-provider', (event) => {
    const { context } = event as ContextProviderEvent;
    const provider = event.composedPath()[0];
    for (const item of [...pending]) {
      const target = item.target.deref();
      if (!target || !target.isConnected) pending.delete(item);
      else if (item.event.context === context && provider instanceof Node && provider.contains(target)) {
        pending.delete(item);
        target.dispatchEvent(new ContextRequestEvent(context, item.event.callback, item.event.subscribe));
      }
    }
  });
}

/** Asks the elements above `consumer` for a context's value; `callback` runs when a provider answers (maybe later). */
export function requestContext<T>(consumer: Element, context: Context<T>, callback: (value: T) => void): void {
  ensureContextRoot(consumer.ownerDocument);
  consumer.dispatchEvent(new ContextRequestEvent(context, callback));
}

/**
 * Makes `provider` answer requests for `context` from the elements inside it with `value()`, and
 * announces it so that earlier unanswered requests come again. Returns the function that stops it.
 */
export function provideContext<T>(provider: Element, context: Context<T>, value: () => T): () => void {
  const answer = (event: Event) => {
    const request = event as ContextRequestEvent<T>;
    if (request.context !== context || event.composedPath()[0] === provider) return;
    event.stopImmediatePropagation();
    request.callback(value());
  };
  provider.addEventListener('context-request', answer);
  ensureContextRoot(provider.ownerDocument);
  provider.dispatchEvent(new ContextProviderEvent(context));
  return () => provider.removeEventListener('context-request', answer);
}
