import r2wc from '@r2wc/react-to-web-component';
import { createElement, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { parseAttributes, type AttributeProps, type ElementMeta } from './element-meta';

/** Props every element component receives: its host element and its parsed attributes. */
export type ElementProps<M extends ElementMeta> = AttributeProps<M> & { readonly host: HTMLElement };

/** The instance type of a defined element: an HTMLElement with a reflecting property per attribute. */
export type ElementInstance<M extends ElementMeta> = HTMLElement & AttributeProps<M>;

function subscribeToAttributes(host: HTMLElement, meta: ElementMeta) {
  const names = Object.values(meta.attributes).map((attribute) => attribute.name);
  return (notify: () => void) => {
    if (names.length === 0) return () => {};
    const observer = new MutationObserver(notify);
    observer.observe(host, { attributes: true, attributeFilter: names });
    return () => observer.disconnect();
  };
}

/** Reads a host's attributes as props and re-renders when they change (or are removed). */
function useAttributes<M extends ElementMeta>(host: HTMLElement, meta: M): AttributeProps<M> {
  const subscribe = useMemo(() => subscribeToAttributes(host, meta), [host, meta]);
  const snapshot = useSyncExternalStore(subscribe, () =>
    Object.values(meta.attributes)
      .map((attribute) => host.getAttribute(attribute.name) ?? '\u0001')
      .join('\u0000'),
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshot is the attributes' text
  return useMemo(() => parseAttributes(meta, host), [snapshot, meta, host]);
}

/**
 * Wraps a React component as a custom element with r2wc, rendering into the light DOM.
 * Attributes follow HTML's rules (see parseAttributes) and every attribute has a reflecting property.
 * Defining a tag that is already defined does nothing and returns the existing class.
 */
export function defineElement<M extends ElementMeta>(
  meta: M,
  Component: ComponentType<ElementProps<M>>,
): { new (): ElementInstance<M> } {
  const existing = customElements.get(meta.tag);
  if (existing) return existing as unknown as { new (): ElementInstance<M> };
  function Bridge({ container }: { container: HTMLElement }) {
    const attributes = useAttributes(container, meta);
    return createElement(Component, { ...attributes, host: container } as ElementProps<M>);
  }
  const Base = r2wc(Bridge as ComponentType<{ container: HTMLElement }>) as unknown as {
    new (): HTMLElement & { disconnectedCallback(): void };
  };
  const ElementClass = class extends Base {
    // r2wc unmounts the element's React root as soon as it leaves the document. Wait a microtask:
    // an element moved within the page keeps its root, and a React tree that removes the element
    // while it renders does not unmount another root in the middle of that render.
    override disconnectedCallback() {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  };
  for (const [prop, attribute] of Object.entries(meta.attributes)) {
    Object.defineProperty(ElementClass.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseAttributes(meta, this)[prop as keyof AttributeProps<M>];
      },
      set(this: HTMLElement, value: unknown) {
        if (attribute.type === 'boolean') this.toggleAttribute(attribute.name, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attribute.name);
        else this.setAttribute(attribute.name, String(value));
      },
    });
  }
  customElements.define(meta.tag, ElementClass);
  return ElementClass as unknown as { new (): ElementInstance<M> };
}
