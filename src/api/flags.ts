/**
 * The feature-flag calls: the site's experiment context (`GET /api/rest/websites/mine`), the flag
 * service's values for a user (`POST /api/flags/initialize`) and the exposure logs (`POST
 * /api/flags/log-event`), with the schemas of what the library reads back (its bodies' schemas are
 * in src/api/flag-bodies.ts); the dev platform validates and answers with the same ones. Every call gives up after 10 s; nothing here throws.
 */
import * as v from 'valibot';
import { isObject } from '../lib/schemas';
import { parseTolerant } from '../lib/tolerant';
import { deadline, post } from './beacon';
import type { FlagUser } from './flag-bodies';
import type { FlagExposure } from './flag-exposure';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const finite = v.pipe(v.number(), v.finite());

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
