/**
 * A flag exposure, as the flag client logs it (`POST /api/flags/log-event`) and reads back from
 * storage (a log that failed on an earlier page).
 */
import * as v from 'valibot';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

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
