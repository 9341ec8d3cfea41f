/**
 * The page view's data, read from the page, the window and the page context (its call, and every
 * other census call, is in src/api/events.ts, its body in src/api/event-bodies.ts).
 */
import type { HitData } from '../api/event-bodies';
import type { AnalyticsContext } from './context';
import { MAX_TEXT } from './limits';

const cut = (text: string) => text.slice(0, MAX_TEXT);
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), Number.MAX_SAFE_INTEGER) : 0);

/** Whether the page may use localStorage (a private window or a site policy may forbid it: reading it then throws). */
function localStorageSupported(win: Window): boolean {
  try {
    return typeof win.localStorage?.getItem === 'function';
  } catch {
    return false;
  }
}

/** The `data` of a page view, from the page, the window and the page context. */
export function hitData(context: AnalyticsContext, doc: Document, win: Window, now: number): HitData {
  const { location } = doc;
  return {
    websiteId: context.website.id ?? '',
    templateId: context.templateId ?? '',
    website_locale: (doc.documentElement.lang || win.navigator.language || 'en-US').slice(0, 35),
    userAgent: cut(win.navigator.userAgent),
    clientDate: whole(now),
    viewportInnerWidth: whole(win.innerWidth),
    viewportInnerHeight: whole(win.innerHeight),
    screenWidth: whole(win.screen?.width ?? 0),
    screenHeight: whole(win.screen?.height ?? 0),
    url: cut(location.href),
    title: cut(doc.title),
    itemId: context.item?.id ?? '',
    recordType: context.item?.recordType ?? null,
    collectionId: context.collection?.id ?? '',
    localStorageSupported: localStorageSupported(win),
    queryString: cut(location.search.replace(/^\?/, '')),
    referrer: cut(doc.referrer),
  };
}
