/**
 * The feature-flag calls: the site's experiment context (`GET /api/rest/websites/mine`), the flag
 * service's values for a user (`POST /api/flags/initialize`) and the exposure logs (`POST
 * /api/flags/log-event`), each with its valibot schemas; the dev platform validates the bodies it
 * receives and answers with the same ones. Every call gives up after 10 s; nothing here throws.
 */
import * as v from 'valibot';
import { isObject } from '../lib/schemas';
import { parseTolerant } from '../lib/tolerant';
import { MAX_FLAG_EVENTS } from '../analytics/limits';
import { deadline, post } from './beacon';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const finite = v.pipe(v.number(), v.finite());
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** `GET /api/rest/websites/mine`: the site's experiment context (used only for flag targeting). */
export const ExperimentContextSchema = v.object({
  experimentContext: v.record(text(100), v.union([text(200), finite, v.boolean()])),
});

/** `POST /api/flags/initialize` answer: every flag's value for the user. */
export const FlagInitializeResponseSchema = v.object({
  flags: v.record(text(200), v.boolean()),
  configs: v.optional(v.record(text(200), v.unknown()), {}),
});

/** The flag service's answer. */
export type FlagInitializeResponse = v.InferOutput<typeof FlagInitializeResponseSchema>;

/** One exposure: a flag's value was read. */
export const FlagExposureSchema = v.object({
  eventName: v.literal('flag_exposure'),
  time: count,
  userID: text(100),
  /** The flag client's session (30 minutes idle, 4 hours at most). */
  sessionID: v.optional(text(100)),
  flag: text(200),
  value: v.boolean(),
  /** Where the value came from: `page-context` (before the service answered), `service`, or `default`. */
  reason: text(40),
});

/** A flag exposure. */
export type FlagExposure = v.InferOutput<typeof FlagExposureSchema>;

/** The user a flag is evaluated for (`POST /api/flags/initialize`). */
export const FlagUserSchema = v.object({
  /** The visitor's client id (`ss_cid`), or a fresh one per page under a restrictive cookie policy. */
  userID: text(100),
  custom: v.object({
    websiteId: text(100),
    /** The member account's guild flags (targeting only). */
    guildFlags: v.optional(v.pipe(v.array(text(100)), v.maxLength(50))),
    /** The member account's circle tier (targeting only). */
    circleTier: v.optional(count),
    /** The site's experiment context (`GET /api/rest/websites/mine`). */
    experiment: v.optional(v.record(text(100), v.union([text(200), finite, v.boolean()]))),
  }),
});

/** A flag user. */
export type FlagUser = v.InferOutput<typeof FlagUserSchema>;

/** `POST /api/flags/initialize` request. */
export const FlagInitializeRequestSchema = v.object({ user: FlagUserSchema });

/** `POST /api/flags/log-event`. */
export const FlagLogRequestSchema = v.object({
  events: v.pipe(v.array(FlagExposureSchema), v.minLength(1), v.maxLength(MAX_FLAG_EVENTS * 5)),
});

/** The initialize call's path. */
export const INITIALIZE_PATH = '/api/flags/initialize';
/** The log call's path. */
export const LOG_EVENT_PATH = '/api/flags/log-event';

/** Every flag call gives up after this long. */
export const FLAG_TIMEOUT_MS = 10_000;

/** The site's experiment context (`GET /api/rest/websites/mine`), for flag targeting; empty when it cannot be read. */
export async function fetchExperimentContext(): Promise<Record<string, string | number | boolean>> {
  const { signal, done } = deadline(FLAG_TIMEOUT_MS);
  try {
    const response = await fetch(new URL('/api/rest/websites/mine', document.baseURI), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return {};
    const parsed = v.safeParse(ExperimentContextSchema, await response.json());
    return parsed.success ? parsed.output.experimentContext : {};
  } catch {
    return {};
  } finally {
    done();
  }
}

/**
 * What one initialize call came to: the user's flags (null for an answer that is not the expected
 * JSON), or no usable answer with its status (null: no answer at all).
 */
export type FlagInitializeOutcome =
  | { readonly ok: true; readonly flags: Readonly<Record<string, boolean>> | null }
  | { readonly ok: false; readonly status: number | null };

/**
 * One `POST /api/flags/initialize` for a user. Loosely typed values are read as the platform's data
 * is ("true", 1); a value that is no boolean at all leaves its flag at its default. An answer
 * without `flags` reads as null.
 */
export async function initializeFlags(user: FlagUser): Promise<FlagInitializeOutcome> {
  const response = await post(INITIALIZE_PATH, JSON.stringify({ user }), { timeoutMs: FLAG_TIMEOUT_MS });
  if (!response?.ok) return { ok: false, status: response?.status ?? null };
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = isObject(json) ? parseTolerant(FlagInitializeResponseSchema, json, []) : null;
  return { ok: true, flags: parsed ? Object.freeze({ ...parsed.flags }) : null };
}

/** One `POST /api/flags/log-event` with exposures: its status, or null without an answer. Never rejects. */
export async function logFlagExposures(events: readonly FlagExposure[], keepalive: boolean): Promise<number | null> {
  const response = await post(LOG_EVENT_PATH, JSON.stringify({ events }), { timeoutMs: FLAG_TIMEOUT_MS, keepalive });
  return response?.status ?? null;
}
