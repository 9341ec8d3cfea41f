/**
 * The instalment modal of `<sq-afterpay-badge>`, loaded when a visitor first opens it: the
 * dialog, and the provider's page fetched and made inert.
 */
import { ModalClose, ModalDialog } from '../../src/dialogs/ModalDialog';
import type { AfterpayDialogProps, AfterpayModalContent } from './AfterpayBadgeView';

/** Elements that never belong in the modal's page, with whatever they hold. */
const UNSAFE = 'script,iframe,frame,frameset,object,embed,applet,base,template,meta[http-equiv]';

/**
 * The provider's page made inert for a sandboxed frame's `srcdoc`: scripts, frames, plug-ins,
 * event handler attributes and `javascript:` URLs removed (parsed with DOMParser, which runs
 * nothing); relative addresses resolve against `url`, links open in a new tab, and a content
 * security policy forbids scripts again.
 */
export function sanitizeModalHtml(html: string, url: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll(UNSAFE)) element.remove();
  for (const element of doc.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      // Browsers ignore controls and spaces in a URL's scheme ("java\tscript:").
      if (/^on/i.test(name) || /^(java|vb)script:/i.test(value.replace(/[\0- ]/g, ''))) element.removeAttribute(name);
    }
  }
  const policy = doc.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "script-src 'none'; object-src 'none'";
  const base = doc.createElement('base');
  base.href = url;
  base.target = '_blank';
  doc.head.prepend(policy, base);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/**
 * Loads the modal's page (when the modal first opens): fetched without credentials and
 * sanitised; a failure is only logged, and the modal shows the built-in summary.
 */
export async function loadAfterpayModal(url: string): Promise<AfterpayModalContent> {
  try {
    const address = new URL(url, document.baseURI).href;
    const response = await fetch(address, { credentials: 'omit' });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    return { phase: 'loaded', html: sanitizeModalHtml(await response.text(), address) };
  } catch (error) {
    console.error(
      `storefront-elements: <sq-afterpay-badge> could not load ${url} (${String(error)}); showing a summary.`,
    );
    return { phase: 'failed' };
  }
}

/** The modal: the provider's page in a sandboxed frame, or the built-in summary. */
export function AfterpayDialog({
  infoText,
  closeText,
  loadingText,
  summaryTitle,
  summaryText,
  content,
  opener,
  onClose,
}: AfterpayDialogProps) {
  // Focus goes back to the button that opened it once the dialog has closed.
  return (
    <ModalDialog
      className="sq-afterpay-badge__dialog"
      label={infoText}
      aria-busy={content.phase === 'loading' || undefined}
      focus="button"
      opener={opener}
      overlay="afterpay-modal"
      backdropCloses
      onClose={onClose}
    >
      <ModalClose className="sq-afterpay-badge__close" aria-label={closeText}>
        <span aria-hidden="true">×</span>
      </ModalClose>
      {content.phase === 'loading' ? <p className="sq-afterpay-badge__status">{loadingText}</p> : null}
      {content.phase === 'failed' ? (
        <>
          <h2 className="sq-afterpay-badge__title">{summaryTitle}</h2>
          <p className="sq-afterpay-badge__summary">{summaryText}</p>
        </>
      ) : null}
      {content.phase === 'loaded' ? (
        // No script of the page runs: it is sanitised first, and the frame allows none (nor
        // same-origin access); its links open in a new tab.
        <iframe
          className="sq-afterpay-badge__frame"
          title={infoText}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={content.html}
        />
      ) : null}
    </ModalDialog>
  );
}
