/**
 * The bodies of the flag calls (src/api/flags.ts): the dev platform validates with them; the flag
 * client only takes its types from them, so no page carries their code.
 */
import * as v from 'valibot';
import { MAX_FLAG_EVENTS } from '../analytics/limits';
import { FlagExposureSchema } from './flag-exposure';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const finite = v.pipe(v.number(), v.finite());
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

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
