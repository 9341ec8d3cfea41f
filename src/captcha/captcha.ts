/**
 * reCAPTCHA Enterprise v3 for the forms that need it: one small module for the restock form, the
 * form block, the newsletter and the promotional pop-up. The provider's script loads only when a
 * form first asks for a token. The page context's `captchaSettings` turns it on: `siteKey` (the
 * site's key) and `scriptUrl` (where the script comes from, `{siteKey}` in it replaced; the
 * provider's by default, so a dev platform can stand in for it).
 */
import type { PageContext } from '../context/page-context';
import { reportError } from '../lib/report';

/** The actions each form reports with. */
export const CAPTCHA_ACTIONS = {
  productWaitlist: 'PRODUCT_WAITLIST_SUBMISSION',
  formBlock: 'FORM_BLOCK_SUBMISSION',
  newsletter: 'NEWSLETTER_BLOCK_SUBMISSION',
  promoPopup: 'PROMO_POPUP_SUBMISSION',
} as const;

/** One of the actions. */
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

/** The error a form needing a captcha raises on a site without a key. */
export const SITE_KEY_NOT_FOUND = 'Enterprise V3 ReCaptcha site key not found';

/** The provider's script, `{siteKey}` replaced. */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js?render={siteKey}';

/** What the provider's script defines. */
interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
  }
}

/** What a page says of its captcha. */
export type CaptchaSettings = NonNullable<PageContext['captchaSettings']>;

const scripts = new Map<string, Promise<Enterprise>>();

/** Loads the provider's script once per address, resolving when it is ready. */
function loadScript(src: string): Promise<Enterprise> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<Enterprise>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const enterprise = window.grecaptcha?.enterprise;
        if (enterprise) enterprise.ready(() => resolve(enterprise));
        else reject(new Error(`${src} did not define grecaptcha.enterprise`));
      };
      script.onerror = () => reject(new Error(`${src} could not be loaded`));
      document.head.append(script);
    });
    // A failed load is tried again on the next submission.
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * A token for one submission of `action`, or null when the page needs no captcha. Rejects (after
 * reporting it) when the page needs one but has no site key: SITE_KEY_NOT_FOUND; or when the
 * provider cannot be reached.
 */
export async function captchaToken(context: PageContext, action: CaptchaAction): Promise<string | null> {
  const settings = context.captchaSettings;
  if (!settings) return null;
  const siteKey = settings.siteKey?.trim();
  if (!siteKey) {
    const error = new Error(SITE_KEY_NOT_FOUND);
    reportError(error, { action });
    throw error;
  }
  const src = (settings.scriptUrl ?? DEFAULT_CAPTCHA_SCRIPT).replaceAll('{siteKey}', encodeURIComponent(siteKey));
  const enterprise = await loadScript(src);
  return enterprise.execute(siteKey, { action });
}
