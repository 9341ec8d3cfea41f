/**
 * The analytics module: loaded after the page is interactive (by the loader, or by
 * `dist/storefront.js`), once per page. It keeps the visitor cookies, records the page view, sends
 * what the elements tracked (commerce events, census calls), measures web vitals, reports the
 * library's errors and loads the feature flags. It never throws into the page.
 */
import { emit } from '../events';
import { channel, listenForUncaught, MAX_WAITING, type PendingExposure, type TrackMessage } from './channel';
import { censusCall, recordHit, recordQuickView, sendErrorReports, sendEvent, sendPerformance } from '../api/events';
import type { FlagUser } from '../api/flag-bodies';
import { fetchExperimentContext } from '../api/flags';
import { hitData } from './census';
import { hitRefusal, pageFields, persistentTracking, readAnalyticsContext } from './context';
import { createErrorReporter, isLibraryError, reportUncaught } from './errors';
import { createFlagClient, type FlagClient } from './flag-client';
import { afterNextPaint, whenIdle } from './schedule';
import { clearTrackingCookies, clientId, formatRecord, nextVisit, randomId, visit } from './visitor';
import { startCollector } from './vitals';

/**
 * The performance measures of the analytics module's start, one per task it runs in (the cookies
 * and what waited; the page view; the vitals; the flags): DevTools' timings track shows them.
 */
export const START_MEASURE = 'storefront-elements: analytics start';

/** The performance mark made once every start task has run. */
export const STARTED_MARK = 'storefront-elements: analytics started';

/** How many of the messages that waited for the module one of its start tasks sends. */
export const REPLAY_PER_TASK = 10;

/** The event a site dispatches on the document to clear the tracking cookies (a cookie banner's "decline"). */
export const CLEAR_TRACKING_EVENT = 'sq-clear-tracking-cookies';

/** Where storage may be used: only where tracking may persist, and only if the browser allows it. */
function storageFor(win: Window, persistent: boolean): Storage | null {
  if (!persistent) return null;
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Starts analytics on a page (once; later calls do nothing). */
export function start(doc: Document = document, win: Window = window): void {
  const shared = channel();
  if (shared.sink) return;
  const began = performance.now();
  const context = readAnalyticsContext(doc);
  let persistent = persistentTracking(context) && !context.analyticsDisabled;
  const path = doc.location.pathname;
  const refusal = hitRefusal(context, path);
  // Events and census calls follow the page view's rules, but for the search page, which only
  // the automatic page view leaves out.
  const recording = refusal === null || refusal === 'search';
  const now = Date.now();
  const { record } = context.analyticsDisabled ? nextVisit({}, now, false, randomId) : visit(doc, now, persistent);
  const visitorCookie = formatRecord(record);
  const page = pageFields(context, doc, visitorCookie);

  // The library's folder (dist/: this module is in dist/lazy/ or dist/chunks/): errors thrown by
  // scripts under it, the loader included, are the library's.
  const libraryBase = new URL(/* @vite-ignore */ '../', import.meta.url).href;
  const reporter = createErrorReporter({
    pagePath: path,
    // With the CSRF header, so not without a `crumb` cookie (the platform would refuse them).
    send: sendErrorReports,
  });

  // Exposures wait here until the flag client exists (it needs the site's experiment context).
  const exposures: PendingExposure[] = [];
  let flags: FlagClient | undefined;
  const userId = clientId(doc, persistent);
  const account = context.authenticatedAccount;
  const handle = (message: TrackMessage) => {
    switch (message.type) {
      case 'event':
        if (recording && !context.analyticsDisabled) void sendEvent(message.name, message.content);
        break;
      case 'census':
        if (recording && !context.analyticsDisabled) void censusCall(message.call, page, message.fields);
        break;
      case 'quick-view':
        if (recording && !context.analyticsDisabled) void recordQuickView(message.productId, page);
        break;
      case 'report':
        reporter.add('reported', message.error, {}, message.context);
        break;
      case 'uncaught':
        if (isLibraryError(message.event, libraryBase)) reportUncaught(reporter, message.event);
        break;
      case 'exposure':
        // Exposure logs are analytics too: off with it.
        if (context.analyticsDisabled) break;
        if (flags) flags.logExposure(message.exposure);
        else if (exposures.length < MAX_WAITING) exposures.push(message.exposure);
        break;
    }
  };
  const deliver = (message: TrackMessage) => {
    try {
      handle(message);
    } catch (error) {
      // A tracking failure is swallowed and reported: the visitor never sees it.
      reporter.add('reported', error, {}, { tracking: message.type });
    }
  };
  // What the elements left before the module came is sent REPLAY_PER_TASK at a time, one idle
  // task after another (a list page's census calls and a press's events in one task made it a long
  // one); what comes meanwhile waits behind it, so everything goes in the order it happened.
  const backlog = shared.waiting.splice(0);
  // One that comes later is sent once what its task changed is painted: a press's events and
  // census calls never hold up what the press shows ("Adding…").
  const soon: TrackMessage[] = [];
  const deliverSoon = () => {
    for (const message of soon.splice(0)) deliver(message);
  };
  shared.sink = (message) => {
    if (backlog.length > 0) backlog.push(message);
    else if (soon.push(message) === 1) afterNextPaint(win, deliverSoon);
  };
  const replay = () => {
    for (const message of backlog.splice(0, REPLAY_PER_TASK)) deliver(message);
    if (backlog.length > 0) steps.unshift(replay);
  };
  listenForUncaught(win);
  const sendHit = () => {
    if (refusal === null) recordHit(hitData(context, doc, win, now), visitorCookie);
  };
  const measure = () => {
    if (context.analyticsDisabled) return;
    startCollector({
      win,
      doc,
      page: { websiteId: page.websiteId, pagePath: path.slice(0, 2000), pageType: context.pageType ?? null },
      send: sendPerformance,
    });
  };
  const loadFlags = () =>
    void fetchExperimentContext().then((experiment) => {
      const user: FlagUser = {
        userID: userId,
        custom: {
          websiteId: page.websiteId,
          ...(account?.guildFlags
            ? { guildFlags: account.guildFlags.slice(0, 50).map((name) => name.slice(0, 100)) }
            : {}),
          ...(account?.circleTier != null ? { circleTier: Math.max(0, Math.trunc(account.circleTier)) } : {}),
          ...(Object.keys(experiment).length > 0 ? { experiment } : {}),
        },
      };
      flags = createFlagClient({
        user,
        storage: storageFor(win, persistent),
        onChange: (status, values) => emit(doc, 'sq-flags-change', { status, flags: values }),
      });
      for (const exposure of exposures.splice(0)) flags.logExposure(exposure);
      return flags.initialize();
    });

  const hidden = () => {
    // Whatever still waits goes now: the page may not come back.
    for (const message of backlog.splice(0)) deliver(message);
    deliverSoon();
    reporter.flush();
    void flags?.flush();
  };
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') hidden();
  });
  win.addEventListener('pagehide', hidden);
  doc.addEventListener(CLEAR_TRACKING_EVENT, () => {
    persistent = false;
    clearTrackingCookies(doc);
  });
  // The rest in tasks of their own, so the start never holds the page for long; each one's cost
  // is in the page's performance timeline (and `npm run bench`'s report).
  performance.measure(START_MEASURE, { start: began });
  const steps = [replay, sendHit, measure, loadFlags];
  const next = () => {
    const step = steps.shift();
    if (!step) {
      performance.mark(STARTED_MARK);
      return;
    }
    const at = performance.now();
    step();
    performance.measure(START_MEASURE, { start: at });
    whenIdle(win, next);
  };
  whenIdle(win, next);
}
