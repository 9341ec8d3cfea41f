import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { setPageContext } from '../stores/page-context';
import { parsePageContext, type PageContext } from '../src/context/page-context';
import type { Product } from '../src/product/product';
import '../elements/index';
import { channel, type TrackMessage } from '../src/analytics/channel';

/** Puts markup in the page and lets every element render. */
export async function mount(html: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  await act(async () => {
    container.innerHTML = html;
    document.body.append(container);
  });
  return container;
}

/** The markup of an `<sq-product>` around some elements. */
export function productMarkup(product: Product, inner: string, pageType = 'pdp'): string {
  const json = JSON.stringify(product).replace(/</g, '\\u003c');
  return `<sq-product page-type="${pageType}"><script type="application/json">${json}</script>${inner}</sq-product>`;
}

/** Sets the page context (as the server would render it) and whether a session existed at start. */
export function givenPageContext(
  context: Partial<PageContext> | Record<string, unknown> = {},
  sessionStarted = true,
): void {
  setPageContext(parsePageContext(JSON.stringify(context)), sessionStarted);
}

/** Sets the cookies a platform page sets: crumb and CART. */
export function givenSessionCookies({
  crumb = 'crumb-token',
  cart = 'cart-token',
}: { crumb?: string | null; cart?: string | null } = {}): void {
  if (crumb) document.cookie = `crumb=${crumb}; path=/`;
  if (cart) document.cookie = `CART=${cart}; path=/`;
}

/** Runs something that changes state, letting React finish. */
export async function settle(run: () => unknown = () => {}): Promise<void> {
  await act(async () => {
    await run();
  });
}

/** Lets pending network answers (msw) and React updates finish; works with fake timers for setTimeout. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/**
 * Waits until `check` passes, for at most 5 s: for what comes after code loaded on first use (a
 * module's import takes longer than one `flush` the first time a test file asks for it). The
 * waiting is `flush` after `flush`, with nothing but the check between them, so whatever the import
 * starts is a React update inside act (and fake timers do not stop it).
 */
export async function until(check: () => void): Promise<void> {
  const deadline = performance.now() + 5000;
  for (;;) {
    await flush();
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
  }
}

/** Clicks an element and lets everything it started finish. */
export async function click(element: Element): Promise<void> {
  // One act() around the press and all it starts (the flow runs after its module's import).
  await act(async () => {
    (element as HTMLElement).click();
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Fake setTimeout/Date only, so msw and React keep their own scheduling. */
export async function useFakeTimers(): Promise<void> {
  const { vi } = await import('vitest');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Advances fake timers inside act. */
export async function advance(ms: number): Promise<void> {
  const { vi } = await import('vitest');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Sets an input's value as typing would (React sees the change). */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    fireEvent.input(input, { target: { value } });
  });
}

/** Picks a value in a select as a visitor would. */
export async function selectValue(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(select, { target: { value } });
  });
}

/**
 * What the elements hand the analytics module from now on (src/analytics/channel.ts), in order:
 * commerce events, census calls, reported errors, flag exposures.
 */
export function trackedMessages(): TrackMessage[] {
  const messages: TrackMessage[] = [];
  channel().sink = (message) => messages.push(message);
  return messages;
}

/** The messages of errors reported (src/lib/report.ts) from now on. */
export function reportedErrors(): string[] {
  const reported: string[] = [];
  channel().sink = (message) => {
    if (message.type === 'report') reported.push(message.error.message);
  };
  return reported;
}
