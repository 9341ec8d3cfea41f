/**
 * The bodies of the analytics calls (src/api/events.ts), one valibot schema each. The dev platform
 * validates every body it receives with them; the analytics module only takes its types from them
 * (it validates nothing it sends), so no page carries their code.
 */
import * as v from 'valibot';
import {
  CONTENT_SOURCES,
  COMMERCE_EVENTS,
  MAX_CONTEXT_KEYS,
  MAX_ELEMENT_PATH,
  MAX_ERROR_REPORTS,
  MAX_STACK,
  MAX_TEXT,
  RATINGS,
  VISITOR_RECORD_PATTERN,
  VITALS,
} from '../analytics/limits';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const finite = v.pipe(v.number(), v.finite());

/**
 * The `data` of a page view, JSON text in the form-encoded `POST /api/census/RecordHit`:
 * the hit's own fields plus the page fields.
 */
export const HitDataSchema = v.object({
  websiteId: text(100),
  templateId: text(100),
  website_locale: text(35),
  userAgent: text(MAX_TEXT),
  /** The visitor's clock, ms since 1970. */
  clientDate: count,
  viewportInnerWidth: count,
  viewportInnerHeight: count,
  screenWidth: count,
  screenHeight: count,
  url: text(MAX_TEXT),
  title: text(MAX_TEXT),
  itemId: text(100),
  recordType: v.nullable(count),
  collectionId: text(100),
  localStorageSupported: v.boolean(),
  queryString: text(MAX_TEXT),
  referrer: text(MAX_TEXT),
});

/** A page view's data. */
export type HitData = v.InferOutput<typeof HitDataSchema>;

/** A visitor record's text, as the calls carry it (`ss_cvr`, `visitorCookie`). */
export const VisitorCookieSchema = v.pipe(v.string(), v.regex(VISITOR_RECORD_PATTERN, 'Expected a visitor record'));

/** The page fields of the button, form and overlay calls. */
export const PageFieldsSchema = v.object({
  visitorCookie: VisitorCookieSchema,
  websiteId: text(100),
  pageTitle: text(MAX_TEXT),
  pageId: text(100),
  contentSource: v.picklist(CONTENT_SOURCES),
  pagePath: text(MAX_TEXT),
  pagePermissionTypeValue: count,
});

/** The page fields every census call but the page view carries. */
export type PageFields = v.InferOutput<typeof PageFieldsSchema>;

/** `POST /api/census/button-click` and `/api/census/button-render`: which button, where. */
export const ButtonCensusSchema = v.object({
  ...PageFieldsSchema.entries,
  /** The element the button belongs to (`sq-add-to-cart`, ...). */
  buttonType: text(100),
  buttonText: text(200),
  /** The product the button adds, when it has one. */
  productId: v.optional(text(100)),
});

/** `POST /api/census/form-render`: a form block or newsletter came alive on the page. */
export const FormRenderCensusSchema = v.object({ ...PageFieldsSchema.entries, formId: text(100) });

/** `POST /api/census/overlay`: a dialog over the page opened (the cart drawer, the instalment modal, ...). */
export const OverlayCensusSchema = v.object({ ...PageFieldsSchema.entries, overlayType: text(100) });

/** `POST /api/census/RecordQuickView/{id}`: a product's quick view opened. */
export const QuickViewCensusSchema = PageFieldsSchema;

/** The census calls besides the page view, by path under `/api/census/`. */
export const CENSUS_CALLS = {
  'button-click': ButtonCensusSchema,
  'button-render': ButtonCensusSchema,
  'form-render': FormRenderCensusSchema,
  overlay: OverlayCensusSchema,
} as const;

/** A census call's path under `/api/census/`. */
export type CensusCall = keyof typeof CENSUS_CALLS;

/** What a commerce event says: flat, JSON-safe values (prices in major units: cents divided by 100). */
export const EventContentSchema = v.pipe(
  v.record(
    text(100),
    v.union([
      text(MAX_TEXT),
      finite,
      v.boolean(),
      v.null(),
      v.pipe(v.array(v.union([text(200), finite])), v.maxLength(200)),
    ]),
  ),
  v.check((content) => Object.keys(content).length <= 40, 'Expected at most 40 fields'),
);

/** A commerce event's content. */
export type EventContent = v.InferOutput<typeof EventContentSchema>;

/** `POST /api/census/events`: one commerce event. */
export const CommerceEventSchema = v.object({
  eventName: v.picklist(COMMERCE_EVENTS),
  eventContent: EventContentSchema,
});

/** One web vital measurement. */
export const VitalRecordSchema = v.object({
  kind: v.literal('vital'),
  name: v.picklist(VITALS),
  value: v.pipe(finite, v.minValue(0)),
  rating: v.picklist(RATINGS),
  /** The measurement's id (web-vitals'), the same for every report of one metric on one page. */
  id: text(100),
  navigationType: text(40),
  /** The element the metric is about (LCP's image, CLS's largest shift, INP's target), as a CSS path. */
  element: v.optional(text(MAX_ELEMENT_PATH)),
});

/** The page-speed report: the navigation's timings, once per page (within 60 s of load). */
export const PageSpeedRecordSchema = v.object({
  kind: v.literal('page-speed'),
  ttfb: v.pipe(finite, v.minValue(0)),
  domContentLoaded: v.pipe(finite, v.minValue(0)),
  load: v.pipe(finite, v.minValue(0)),
  transferSize: count,
  resourceCount: count,
});

/** `POST /api/1/performance/records`, by beacon: a batch from one page. */
export const PerformanceBatchSchema = v.object({
  websiteId: text(100),
  pagePath: text(MAX_TEXT),
  pageType: v.nullable(count),
  records: v.pipe(
    v.array(v.variant('kind', [VitalRecordSchema, PageSpeedRecordSchema])),
    v.minLength(1),
    v.maxLength(50),
  ),
});

/** A performance batch. */
export type PerformanceBatch = v.InferOutput<typeof PerformanceBatchSchema>;

/** One error report of `POST /api/events/RecordJavascriptErrors`. */
export const ErrorReportSchema = v.object({
  /** `uncaught-error`, `unhandled-rejection`, or `reported` (an error the library caught and reports). */
  event: text(100),
  data: v.object({
    message: text(MAX_TEXT),
    stack: v.optional(text(MAX_STACK)),
    /** The script the error came from. */
    source: v.optional(text(MAX_TEXT)),
    line: v.optional(count),
    column: v.optional(count),
    pagePath: text(MAX_TEXT),
    /** What was going on (the reporter's context), JSON-safe. */
    context: v.optional(
      v.pipe(
        v.record(text(100), v.union([text(MAX_TEXT), finite, v.boolean(), v.null()])),
        v.check((context) => Object.keys(context).length <= MAX_CONTEXT_KEYS, 'Expected at most 20 fields'),
      ),
    ),
  }),
  timestamp: count,
});

/** An error report. */
export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>;

/** `POST /api/events/RecordJavascriptErrors`: the reports of one send. */
export const ErrorReportsSchema = v.pipe(v.array(ErrorReportSchema), v.minLength(1), v.maxLength(MAX_ERROR_REPORTS));
