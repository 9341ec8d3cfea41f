/**
 * What the element runtime (src/runtime/element.ts), the module that draws views
 * (src/runtime/mount.ts) and the islands' hydration (src/runtime/hydrate.ts) share: a view, where
 * an element's view comes from, and an island. Each imports them from here; none imports
 * another's types.
 */
import type { ReactNode } from 'react';

/** An element's view: props in, markup out. */
export type ElementView<P> = (props: P) => ReactNode;

/** What mount.ts needs of an element spec: its view, given as it is or loaded when first drawn. */
export interface ViewSource {
  // `never`: any spec's view, whatever its props; mount.ts draws it with the props its element gives.
  readonly view: () => ElementView<never> | Promise<ElementView<never>>;
}

/** An element the server rendered: what React needs to take its markup over, and to follow it after. */
export interface Island {
  readonly host: HTMLElement;
  readonly spec: ViewSource;
  /** The props it shows now (set by the element on every change). */
  props: object;
  /** The props the server's markup shows. */
  readonly serverProps: object;
  /** Set by the runtime once React holds it: draws the current props. */
  update?: () => void;
  /** Called once React has drawn it on waking: its host's own state follows. */
  readonly drawn?: () => void;
}
