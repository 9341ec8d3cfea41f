import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../src/dialogs/ConfirmDialog';
import {
  ModalClose,
  ModalDescription,
  ModalDialog,
  ModalTitle,
  type ModalDialogProps,
} from '../src/dialogs/ModalDialog';
import { settle, trackedMessages } from './render';

type ShellOptions = Omit<ModalDialogProps, 'className' | 'children' | 'onClose'>;

/** A button that opens a dialog in the shell, as every dialog of the library opens. */
function Opener({ options }: { readonly options: ShellOptions }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog className="test-dialog" {...options} onClose={() => setOpen(false)}>
          <ModalTitle className="test-dialog__title">Your cart</ModalTitle>
          <ModalDescription className="test-dialog__text">Two items</ModalDescription>
          <input className="test-dialog__field" aria-label="Note" />
          <ModalClose className="test-dialog__close" aria-label="Close">
            ×
          </ModalClose>
        </ModalDialog>
      ) : null}
    </>
  );
}

let root: Root | null = null;

async function render(element: React.ReactNode): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root!.render(element));
  return container;
}

/** Renders an opener and opens its dialog with a click, as a visitor would. */
async function opened(options: ShellOptions = {}) {
  const container = await render(<Opener options={options} />);
  const opener = container.querySelector<HTMLButtonElement>('.opener')!;
  opener.focus();
  await settle(() => opener.click());
  return { container, opener, dialog: () => container.querySelector('dialog') };
}

const cancel = (dialog: HTMLDialogElement) => dialog.dispatchEvent(new Event('cancel', { cancelable: true }));

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('ModalDialog', () => {
  it('opens as a native modal dialog, named by its title', async () => {
    const { dialog } = await opened();
    expect(dialog()!.open).toBe(true);
    expect(dialog()!.className).toBe('test-dialog');
    expect(dialog()!.hasAttribute('role')).toBe(false);
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Your cart');
    expect(dialog()!.hasAttribute('aria-label')).toBe(false);
    expect(dialog()!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is named by its label instead of a title when it has one', async () => {
    const { dialog } = await opened({ label: 'Loading…' });
    expect(dialog()!.getAttribute('aria-label')).toBe('Loading…');
    expect(dialog()!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('as an alert, is described by its text', async () => {
    const { dialog } = await opened({ role: 'alertdialog', described: true });
    expect(dialog()!.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog()!.getAttribute('aria-describedby')!)?.textContent).toBe('Two items');
  });

  it('moves focus to what `focus` selects when it opens', async () => {
    const { dialog } = await opened({ focus: '.test-dialog__close' });
    expect(document.activeElement).toBe(dialog()!.querySelector('.test-dialog__close'));
  });

  it('closes on its close button and gives focus back to the opener', async () => {
    const { dialog, opener } = await opened({ focus: '.test-dialog__field' });
    expect(document.activeElement).toBe(dialog()!.querySelector('.test-dialog__field'));
    const shown = dialog()!;
    await settle(() => shown.querySelector<HTMLButtonElement>('.test-dialog__close')!.click());
    expect(dialog()).toBeNull();
    expect(shown.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { dialog, opener } = await opened({ focus: '.test-dialog__close' });
    const event = new Event('cancel', { cancelable: true });
    await settle(() => dialog()!.dispatchEvent(event));
    // The browser does not close it itself: its owner does, by removing it.
    expect(event.defaultPrevented).toBe(true);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to `opener` when one is named, not to what had focus', async () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    const container = await render(<Opener options={{ opener: elsewhere }} />);
    const opener = container.querySelector<HTMLButtonElement>('.opener')!;
    opener.focus();
    await settle(() => opener.click());
    await settle(() => cancel(container.querySelector('dialog')!));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('closes on a click on the backdrop only where `backdropCloses` says', async () => {
    const kept = await opened();
    await settle(() => kept.dialog()!.click());
    expect(kept.dialog()).not.toBeNull();
    await act(async () => root?.unmount());
    document.body.replaceChildren();

    const { dialog } = await opened({ backdropCloses: true });
    // A click inside (on its content) is not on the backdrop.
    await settle(() => dialog()!.querySelector<HTMLElement>('.test-dialog__title')!.click());
    expect(dialog()).not.toBeNull();
    await settle(() => dialog()!.click());
    expect(dialog()).toBeNull();
  });

  it('ignores Escape and the backdrop while not dismissible, but not its close button', async () => {
    const { dialog } = await opened({ backdropCloses: true, dismissible: false });
    await settle(() => cancel(dialog()!));
    await settle(() => dialog()!.click());
    expect(dialog()).not.toBeNull();
    await settle(() => dialog()!.querySelector<HTMLButtonElement>('.test-dialog__close')!.click());
    expect(dialog()).toBeNull();
  });

  it('counts an overlay in the census when it opens over the page', async () => {
    const tracked = trackedMessages();
    await opened({ overlay: 'quick-view' });
    expect(tracked).toEqual([{ type: 'census', call: 'overlay', fields: { overlayType: 'quick-view' } }]);
  });

  it('counts nothing when it names no overlay', async () => {
    const tracked = trackedMessages();
    await opened();
    expect(tracked).toEqual([]);
  });

  it("asks the stylesheet to hold the page's scroll while open with lockScroll", async () => {
    const { dialog } = await opened({ lockScroll: true });
    expect(dialog()!.hasAttribute('data-lock-scroll')).toBe(true);
  });

  it("leaves the page's scroll alone without lockScroll", async () => {
    const { dialog } = await opened();
    expect(dialog()!.hasAttribute('data-lock-scroll')).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  function Question({ busy, onConfirm }: { readonly busy: boolean; readonly onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return open ? (
      <ConfirmDialog
        title="Send notices?"
        message="Send 3 notices for Linen Shirt?"
        confirmText="Send"
        busyText="Sending…"
        cancelText="Cancel"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    ) : null;
  }

  it('asks as an alert dialog with its title and question, focus on Cancel', async () => {
    const container = await render(<Question busy={false} onConfirm={() => {}} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.className).toBe('sq-alert-dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Send notices?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Send 3 notices for Linen Shirt?',
    );
    expect(document.activeElement).toBe(dialog.querySelector('.sq-form-dialog__cancel'));
    expect(dialog.querySelector('.sq-form-dialog__submit')?.textContent).toBe('Send');
  });

  it('confirms with its confirm button and closes with Cancel or Escape', async () => {
    let confirmed = 0;
    const container = await render(<Question busy={false} onConfirm={() => confirmed++} />);
    await settle(() => container.querySelector<HTMLButtonElement>('.sq-form-dialog__submit')!.click());
    expect(confirmed).toBe(1);
    await settle(() => cancel(container.querySelector('dialog')!));
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('while busy, says so and neither confirms again nor closes', async () => {
    let confirmed = 0;
    const container = await render(<Question busy onConfirm={() => confirmed++} />);
    const submit = container.querySelector<HTMLButtonElement>('.sq-form-dialog__submit')!;
    expect(submit.textContent).toBe('Sending…');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await settle(() => submit.click());
    await settle(() => container.querySelector<HTMLButtonElement>('.sq-form-dialog__cancel')!.click());
    await settle(() => cancel(container.querySelector('dialog')!));
    expect(confirmed).toBe(0);
    expect(container.querySelector('dialog')).not.toBeNull();
  });
});
