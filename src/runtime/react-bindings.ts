/**
 * React's and ReactDOM's functions as the bindings of an ES module, for the modules the loader
 * loads (vite.config.ts, `reactBindings()`): React ships CommonJS, so a module that imports
 * `useState` from it calls `(0, React.useState)(…)` through the package's exports on every use;
 * imported from here it calls one short local name. Only the names the library uses are here: a
 * new one fails the build until it is added.
 */
import {
  createElement as reactCreateElement,
  Fragment as ReactFragment,
  useEffect as reactUseEffect,
  useEffectEvent as reactUseEffectEvent,
  useId as reactUseId,
  useLayoutEffect as reactUseLayoutEffect,
  useRef as reactUseRef,
  useState as reactUseState,
  useSyncExternalStore as reactUseSyncExternalStore,
} from 'react';
import { createPortal as reactCreatePortal, flushSync as reactFlushSync } from 'react-dom';

export const createElement = reactCreateElement;
export const Fragment = ReactFragment;
export const useEffect = reactUseEffect;
export const useEffectEvent = reactUseEffectEvent;
export const useId = reactUseId;
export const useLayoutEffect = reactUseLayoutEffect;
export const useRef = reactUseRef;
export const useState = reactUseState;
export const useSyncExternalStore = reactUseSyncExternalStore;
export const createPortal = reactCreatePortal;
export const flushSync = reactFlushSync;
