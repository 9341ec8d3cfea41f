/**
 * What the element runtime (src/runtime/element.ts) and the module that draws views
 * (src/runtime/mount.ts) share: a view, and where an element's view comes from. Both import it;
 * neither imports the other's types.
 */
import type { ReactNode } from 'react';

/** An element's view: props in, markup out. */
export type ElementView<P> = (props: P) => ReactNode;

/** What mount.ts needs of an element spec: its view, given as it is or loaded when first drawn. */
export interface ViewSource {
  // `never`: any spec's view, whatever its props; mount.ts draws it with the props its element gives.
  readonly view: () => ElementView<never> | Promise<ElementView<never>>;
}
