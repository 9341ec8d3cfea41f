import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useModal } from '../src/dialogs/modal';

function Dialog() {
  const ref = useModal('button');
  return (
    <dialog ref={ref}>
      <button type="button">Close</button>
    </dialog>
  );
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('useModal', () => {
  it('opens the dialog in the commit that inserts it, before any observer of the page sees it', async () => {
    // Outside act() (as in a page), passive effects wait for a later task; a mutation observer
    // runs right after the commit, so it sees what a layout effect has already done.
    const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = document.body.appendChild(document.createElement('div'));
      const seen = new Promise<{ open: boolean; focused: boolean }>((resolve) => {
        new MutationObserver((_, observer) => {
          const dialog = container.querySelector('dialog');
          if (!dialog) return;
          observer.disconnect();
          resolve({ open: dialog.open, focused: document.activeElement === dialog.querySelector('button') });
        }).observe(container, { childList: true, subtree: true });
      });
      const root = createRoot(container);
      root.render(<Dialog />);
      expect(await seen).toEqual({ open: true, focused: true });
      root.unmount();
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('closes the dialog and gives focus back to what had it when it goes', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const container = document.body.appendChild(document.createElement('div'));
    const { act } = await import('react');
    const root = createRoot(container);
    await act(async () => root.render(<Dialog />));
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await act(async () => root.unmount());
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
