import type { PageContext } from '../context/page-context';

/** The shopper's language: the PDP context's, else the page's `lang`, else en-US. */
export function shopperLocale(context: PageContext): string {
  return context.pdp?.shopperLanguage || (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';
}
