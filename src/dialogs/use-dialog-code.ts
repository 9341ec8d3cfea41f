import { useState, type ComponentType } from 'react';
import type { loadOnce } from '../lib/once';

/**
 * A dialog whose code loads on first use (src/lib/once.ts): `reach` starts the download (a pointer
 * over the control that opens it, focus), `load` hands the dialog over once it is there, then runs
 * `opened`; where its code cannot be loaded (offline, most likely), the page goes to `fallback`,
 * where the control's link would have taken it. Once one view has the code, every other has it
 * from its first render.
 */
export function useDialogCode<P>(code: ReturnType<typeof loadOnce<ComponentType<P>>>, fallback: string) {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(code.loaded);
  return {
    Dialog,
    reach: () => void code.get().catch(() => {}),
    load: (opened?: () => void) =>
      code.get().then(
        (loaded) => {
          setDialog(() => loaded);
          opened?.();
        },
        () => window.location.assign(fallback),
      ),
  };
}
