/**
 * When the analytics module starts: after the page's load event, when the browser is next idle
 * (at most 5 s later), so it never competes with the page's own start-up.
 */

/** Runs `run` in a task of its own when the main thread is next idle (at most 5 s later). */
export function whenIdle(win: Window, run: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => run(), { timeout: 5000 });
  else win.setTimeout(run, 1);
}

/**
 * Runs `run` in a task after the page's next frame (so after what the current task changed is
 * painted), or in the next task while the page is hidden (it draws no frames then).
 */
export function afterNextPaint(win: Window, run: () => void): void {
  if (win.document.visibilityState === 'hidden') win.setTimeout(run);
  else win.requestAnimationFrame(() => win.setTimeout(run));
}

/** Runs `run` once the page has loaded and the main thread is idle. */
export function afterInteractive(win: Window, run: () => void): void {
  const idle = () => whenIdle(win, run);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * Starts visitor analytics, performance and error reporting and the feature flags after the page
 * is interactive, so none of it slows the page down. The pasted script (`storefront.iife.js`) does
 * this by itself; an app that imports `dist/storefront.js` calls it once.
 */
export function startAnalytics(win: Window = window): void {
  afterInteractive(win, () => loadAndStart(win, () => import('./start')));
}

/**
 * Loads the analytics module when the main thread is idle, and starts it in an idle task of its
 * own: its evaluation and its first step never add up to one long task.
 */
export function loadAndStart(win: Window, load: () => Promise<{ start(doc?: Document, win?: Window): void }>): void {
  whenIdle(win, () => {
    load().then(
      (module) => whenIdle(win, () => module.start(win.document, win)),
      () => {},
    );
  });
}
