/**
 * The bodies and answers of the analytics, performance, error and flag calls, where the analytics
 * module and the elements have long read them: each is defined once, beside its call, in
 * src/api/ (event-bodies.ts, flag-bodies.ts, flag-exposure.ts, flags.ts); the dev platform
 * validates with those same schemas.
 */
export * from './limits';
export {
  ButtonCensusSchema,
  CENSUS_CALLS,
  CommerceEventSchema,
  ErrorReportSchema,
  ErrorReportsSchema,
  EventContentSchema,
  FormRenderCensusSchema,
  HitDataSchema,
  OverlayCensusSchema,
  PageFieldsSchema,
  PageSpeedRecordSchema,
  PerformanceBatchSchema,
  QuickViewCensusSchema,
  VisitorCookieSchema,
  VitalRecordSchema,
  type CensusCall,
  type ErrorReport,
  type EventContent,
  type HitData,
  type PageFields,
  type PerformanceBatch,
} from '../api/event-bodies';
export { FlagInitializeRequestSchema, FlagLogRequestSchema, FlagUserSchema, type FlagUser } from '../api/flag-bodies';
export { FlagExposureSchema, type FlagExposure } from '../api/flag-exposure';
export { ExperimentContextSchema, FlagInitializeResponseSchema, type FlagInitializeResponse } from '../api/flags';
