/**
 * The dev platform's stand-in for reCAPTCHA Enterprise v3, so the demo works offline.
 * `GET /captcha/enterprise.js` defines `window.grecaptcha.enterprise` with the provider's two
 * functions, `ready(callback)` and `execute(siteKey, { action })`; `execute` asks
 * `POST /captcha/token` (`{ siteKey, action }`) for a token, which the shop signs with its secret
 * (HMAC-SHA256, as the cart cookies are signed) and which carries the site key, the action and
 * when it was issued. A call that needs a captcha (the restock signup) checks the token with
 * `CaptchaTokens.check`: signed by this shop, for the site key of the page context, for the call's
 * action, at most two minutes old and not used before (as the provider's tokens). It scores nothing: anyone can get a
 * token, so it proves the wiring, not that a visitor is human.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from './db';
import { errorAnswer, HttpError, jsonAnswer, type ShopEnv } from './http';
import { shopSettings } from './settings';

/** How long a token is good for after it is issued: two minutes, as the provider's. */
export const CAPTCHA_TOKEN_MAX_AGE_MS = 2 * 60 * 1000;

/** How far in the future an issue time may lie (clocks of processes on one database). */
const CLOCK_SKEW_MS = 30 * 1000;

/** What a call that needs a captcha answers (400) when the token does not pass. */
export const CAPTCHA_MESSAGES = {
  /** No token at all (captcha on, the form sent none): the platform's own words. */
  missing: 'Complete CAPTCHA before submitting.',
  /** Not a token this shop issued, altered, issued in the future, or for another site key. */
  invalid: 'The captcha could not be verified. Please reload the page and try again.',
  /** A token made for another form's action. */
  wrongAction: 'The captcha was completed for another form. Please reload the page and try again.',
  /** Older than `CAPTCHA_TOKEN_MAX_AGE_MS`. */
  expired: 'The captcha has expired. Please try again.',
  /** A token that already passed a check once (as the provider's, a token is good for one call). */
  used: 'The captcha was already used. Please try again.',
  /** Captcha is on but the shop has no site key, so no token can be checked. */
  noSiteKey: 'The shop has no captcha site key, so it cannot check the captcha.',
} as const;

/** The token route's refusals. */
export const CAPTCHA_TOKEN_MESSAGES = {
  body: 'Request body must be JSON: { siteKey, action }.',
  siteKey: 'Invalid site key: it is not the site key of this shop.',
  action: 'action must be 1 to 100 letters, digits, underscores or slashes.',
} as const;

/** What a token carries. */
interface TokenPayload {
  /** The site key it was made for. */
  readonly k: string;
  /** The action. */
  readonly a: string;
  /** When it was issued, epoch ms. */
  readonly t: number;
  /** Random, so two tokens are never the same. */
  readonly n: string;
}

/** Issues and checks captcha tokens under the shop's secret. */
export interface CaptchaTokens {
  /** A token for `siteKey` and `action`, issued at `now`. */
  issue(siteKey: string, action: string, now?: number): string;
  /**
   * Why `token` does not pass for this site key and action at `now` (one of `CAPTCHA_MESSAGES`),
   * or null when it does. A null site key (captcha on without a key) passes nothing.
   */
  check(
    token: string | null | undefined,
    expected: { siteKey: string | null; action: string },
    now?: number,
  ): string | null;
}

const PART = /^[A-Za-z0-9_-]{1,2048}$/;

function isPayload(value: unknown): value is TokenPayload {
  const payload = value as Partial<TokenPayload> | null;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.k === 'string' &&
    typeof payload.a === 'string' &&
    typeof payload.t === 'number' &&
    Number.isSafeInteger(payload.t) &&
    typeof payload.n === 'string'
  );
}

/** Captcha tokens signed with `secret` (the shop's, from the database; kept apart from the cart tokens' by a prefix). */
export function createCaptchaTokens(secret: Buffer, db: Db): CaptchaTokens {
  // The tokens that passed a check, by their random part, until they would have expired anyway
  // (in the database: every process sharing it refuses a token another one took).
  const spend = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO captcha_tokens_used (nonce, expires) VALUES (?, ?)',
  );
  const forgetExpired = db.prepare<[number]>('DELETE FROM captcha_tokens_used WHERE expires <= ?');
  const sign = (payload: string) => createHmac('sha256', secret).update(`captcha:${payload}`).digest('base64url');
  const read = (token: string): TokenPayload | null => {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0 || !PART.test(payload) || !PART.test(signature)) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return isPayload(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  return {
    issue(siteKey, action, now = Date.now()) {
      const payload: TokenPayload = { k: siteKey, a: action, t: now, n: randomBytes(9).toString('base64url') };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${sign(encoded)}`;
    },
    check(token, { siteKey, action }, now = Date.now()) {
      if (siteKey === null) return CAPTCHA_MESSAGES.noSiteKey;
      if (typeof token !== 'string' || token.trim() === '') return CAPTCHA_MESSAGES.missing;
      const payload = read(token.trim());
      if (!payload || payload.k !== siteKey || payload.t > now + CLOCK_SKEW_MS) return CAPTCHA_MESSAGES.invalid;
      if (payload.a !== action) return CAPTCHA_MESSAGES.wrongAction;
      if (now - payload.t > CAPTCHA_TOKEN_MAX_AGE_MS) return CAPTCHA_MESSAGES.expired;
      forgetExpired.run(now);
      const expires = payload.t + CAPTCHA_TOKEN_MAX_AGE_MS + CLOCK_SKEW_MS;
      return spend.run(payload.n, expires).changes === 0 ? CAPTCHA_MESSAGES.used : null;
    },
  };
}

/** Actions as the provider takes them. */
const ACTION = /^[A-Za-z0-9_/]{1,100}$/;

/**
 * The script the page context's `captchaSettings.scriptUrl` names: the provider's API, answered
 * by this server. Plain ES5-style code, so it runs wherever the library does.
 */
export const CAPTCHA_SCRIPT = `/* The dev platform's stand-in for reCAPTCHA Enterprise (server/captcha.ts): the same API, offline. */
(function () {
  'use strict';
  var script = document.currentScript;
  var endpoint = new URL('/captcha/token', script && script.src ? script.src : location.href).href;
  var enterprise = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    execute: function (siteKey, options) {
      return fetch(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: options && options.action })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok || !body || typeof body.token !== 'string') {
            throw new Error('captcha stand-in: ' + ((body && body.message) || response.status));
          }
          return body.token;
        });
      });
    }
  };
  window.grecaptcha = window.grecaptcha || {};
  window.grecaptcha.enterprise = enterprise;
})();
`;

/** `/captcha/…`: the stand-in's script and its token call (no cookies or CSRF header needed, as with the provider). */
export function captchaRoutes(tokens: CaptchaTokens): Hono<ShopEnv> {
  const routes = new Hono<ShopEnv>();

  routes.get('/enterprise.js', (c) =>
    c.body(CAPTCHA_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  routes.post(
    '/token',
    bodyLimit({ maxSize: 2048, onError: (c) => errorAnswer(c, new HttpError(413, 'Request body is too large.')) }),
    async (c) => {
      let input: unknown;
      try {
        input = await c.req.json();
      } catch {
        throw new HttpError(400, CAPTCHA_TOKEN_MESSAGES.body);
      }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        throw new HttpError(400, CAPTCHA_TOKEN_MESSAGES.body);
      }
      const { siteKey, action } = input as { siteKey?: unknown; action?: unknown };
      const ownKey = shopSettings().captcha?.siteKey;
      if (typeof siteKey !== 'string' || !ownKey || siteKey !== ownKey) {
        throw new HttpError(400, CAPTCHA_TOKEN_MESSAGES.siteKey);
      }
      if (typeof action !== 'string' || !ACTION.test(action)) throw new HttpError(400, CAPTCHA_TOKEN_MESSAGES.action);
      return jsonAnswer(c, 200, { token: tokens.issue(siteKey, action) });
    },
  );

  routes.all('*', (c) => errorAnswer(c, new HttpError(404, `Nothing at ${c.req.path}.`)));
  return routes;
}
