/**
 * What the analytics module reads back, validated before use: the site's experiment context, the
 * flag service's answer, and the flag exposures a page left in storage (a failed log). (The dev platform answers with the same
 * schemas; src/analytics/schemas.ts re-exports them.)
 */
import * as v from 'valibot';

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
