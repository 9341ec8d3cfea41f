/**
 * The captcha's module (./captcha.ts), loaded when first asked for: a page whose forms are never
 * sent never downloads it, and the browser fetches it once however often it is asked for.
 */
export const loadCaptcha = () => import('./captcha');

/**
 * Starts loading the captcha's module ahead of a send that will need it (a visitor reaching for a
 * form). A failure here is the send's to tell: it asks for the module again, and fails as it says.
 */
export function preloadCaptcha(): void {
  void loadCaptcha().catch(() => {});
}
