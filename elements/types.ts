import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeProps } from '../src/lib/element-meta';
import type { ElementInstance } from '../src/runtime/element';
import type { SqProductElement } from './product/product.element';
import type { ELEMENTS } from './registry';

type Module = (typeof ELEMENTS)[number];

/** Every tag mapped to its element's instance type, from the registry. */
export type ElementTagMap = {
  [E in Module as E['meta']['tag']]: E['meta']['tag'] extends 'sq-product'
    ? SqProductElement
    : ElementInstance<E['meta']>;
};

/** The attributes of every tag as markup writes them (kebab case), from the registry: for JSX. */
export type ElementAttributeMap = {
  [E in Module as E['meta']['tag']]: {
    [
      K in keyof E['meta']['attributes'] as E['meta']['attributes'][K] extends { readonly name: infer N extends string }
        ? N
        : never
    ]?: AttributeProps<E['meta']>[K] | string;
  };
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends ElementTagMap {}
}

/**
 * Every `sq-*` tag of the registry as a JSX element: the usual HTML attributes plus the element's
 * own, as markup writes them (above). Adding an element to the registry adds its tag here.
 */
type StorefrontIntrinsicElements = {
  [Tag in keyof ElementAttributeMap]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
    ElementAttributeMap[Tag];
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends StorefrontIntrinsicElements {}
  }
}
