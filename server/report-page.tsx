/**
 * `GET /config/analytics`: the owner's analytics report (page type 2). Every number is in the
 * HTML (totals, and a table under each plot), so the page reads without scripts; Chart.js
 * (`/assets/vendor/chart.umd.js`, the dev platform's own) and `server/public/report.js` draw the
 * plots from the `<script type="application/json" id="report-data">` block. Texts visitors sent
 * (titles, paths, error messages) reach the page only as escaped text: React escapes the markup,
 * `jsonForScript` the JSON.
 */
import type { ReactNode } from 'react';
import type { AnalyticsReport, Rating, VitalSummary } from './analytics-report';
import type { CartJson } from './carts';
import { PAGE_TYPE, pageContext } from './page-context';
import { html, JsonScript, Layout, OwnerSignOut, sentText, type OwnerSession } from './pages';

/** Where the report page's scripts are served. */
export const REPORT_SCRIPTS = { chart: '/assets/vendor/chart.umd.js', report: '/assets/report.js' } as const;

/** What a plot without numbers shows instead. */
export const NO_DATA = 'No data yet';

/** How a rating reads. */
const RATING_TEXT: Readonly<Record<Rating, string>> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** At most `max` characters of a visitor's text, for a summary. */
function short(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A vital's value as the report prints it: whole milliseconds, or a CLS score to three decimals. */
export function vitalText(value: number, unit: VitalSummary['unit']): string {
  return unit === 'ms' ? `${count(Math.round(value))} ms` : String(Number(value.toFixed(3)));
}

/** One plot: its caption, then "No data yet", or the canvas (described by `label`) and the same numbers as a table. */
function ReportFigure({
  id,
  caption,
  empty,
  label,
  children,
}: {
  id: string;
  caption: string;
  empty: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <figure className="report-figure" id={`figure-${id}`}>
      <figcaption className="report-figure__caption">{caption}</figcaption>
      {empty ? (
        <p className="report-empty">{NO_DATA}</p>
      ) : (
        <>
          <div className="report-chart">
            <canvas data-chart={id} role="img" aria-label={label} />
          </div>
          <details className="report-numbers">
            <summary>The numbers</summary>
            {children}
          </details>
        </>
      )}
    </figure>
  );
}

/** A table of numbers with column headers. */
function NumbersTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <table className="report-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** (a) Visits and unique visitors per day. */
function DailyFigure({ report }: { report: AnalyticsReport }) {
  const { daily } = report;
  const busiest = daily.reduce(
    (best, day) => (day.visits > best.visits ? day : best),
    daily[0] ?? { day: '', visits: 0 },
  );
  const first = daily[0]?.day ?? '';
  const last = daily.at(-1)?.day ?? '';
  return (
    <ReportFigure
      id="daily"
      caption={`Visits and unique visitors per day, ${first} to ${last} (UTC)`}
      empty={daily.every((day) => day.visits === 0)}
      label={`Line chart of visits and unique visitors per day over the last ${daily.length} days; the busiest day was ${busiest.day} with ${plural(busiest.visits, 'visit', 'visits')}.`}
    >
      <NumbersTable
        caption="Visits and unique visitors per day"
        columns={['Day', 'Visits', 'Unique visitors']}
        rows={daily.map((day) => [day.day, count(day.visits), count(day.visitors)])}
      />
    </ReportFigure>
  );
}

/** (b) The most viewed pages. */
function TopPagesFigure({ report }: { report: AnalyticsReport }) {
  const { topPages } = report;
  return (
    <ReportFigure
      id="pages"
      caption={`Top ${topPages.length || 10} pages by views`}
      empty={topPages.length === 0}
      label={`Horizontal bar chart of the ${plural(topPages.length, 'most viewed page', 'most viewed pages')}: ${topPages
        .slice(0, 3)
        .map((page) => `${short(page.path)} ${plural(page.views, 'view', 'views')}`)
        .join(', ')}${topPages.length > 3 ? ', and more' : ''}.`}
    >
      <NumbersTable
        caption="Top pages by views"
        columns={['Page', 'Views']}
        rows={topPages.map((page) => [page.path, count(page.views)])}
      />
    </ReportFigure>
  );
}

/** (c) The commerce funnel. */
function FunnelFigure({ report }: { report: AnalyticsReport }) {
  const { funnel } = report;
  const top = funnel[0]?.count ?? 0;
  const share = (n: number) => (top > 0 ? `${Math.round((n / top) * 100)}%` : '–');
  return (
    <ReportFigure
      id="funnel"
      caption="Commerce funnel: product page views, adds to cart, checkout arrivals"
      empty={funnel.every((step) => step.count === 0)}
      label={`Bar chart of the commerce funnel: ${funnel.map((step) => `${step.label} ${count(step.count)}`).join(', ')}.`}
    >
      <NumbersTable
        caption="Commerce funnel"
        columns={['Step', 'Count', 'Of product page views']}
        rows={funnel.map((step) => [step.label, count(step.count), share(step.count)])}
      />
    </ReportFigure>
  );
}

/** What one vital's small plot says, for its canvas. */
function vitalLabel(vital: VitalSummary): string {
  if (vital.p75 === null || vital.rating === null) return `${vital.name}: no samples yet.`;
  return (
    `Bar chart of ${vital.name}'s 75th percentile, ${vitalText(vital.p75, vital.unit)}: ${RATING_TEXT[vital.rating]} ` +
    `(good up to ${vitalText(vital.good, vital.unit)}, poor above ${vitalText(vital.poor, vital.unit)}), ` +
    `from ${plural(vital.samples, 'sample', 'samples')}.`
  );
}

/** (d) Each web vital's 75th percentile against its thresholds: one small plot per vital. */
function VitalsFigure({ report }: { report: AnalyticsReport }) {
  const { vitals } = report;
  const empty = vitals.every((vital) => vital.samples === 0);
  return (
    <figure className="report-figure report-figure--wide" id="figure-vitals">
      <figcaption className="report-figure__caption">
        Web vitals: the 75th percentile of each, against its good and poor thresholds (dashed lines)
      </figcaption>
      {empty ? (
        <p className="report-empty">{NO_DATA}</p>
      ) : (
        <>
          <ul className="report-vitals" role="list">
            {vitals.map((vital) => (
              <li key={vital.name} className="report-vital">
                <p className="report-vital__name">
                  <strong>{vital.name}</strong>{' '}
                  {vital.p75 === null || vital.rating === null ? null : (
                    <span className={`report-rating report-rating--${vital.rating}`}>
                      {`${vitalText(vital.p75, vital.unit)}, ${RATING_TEXT[vital.rating]}`}
                    </span>
                  )}
                </p>
                {vital.samples === 0 ? (
                  <p className="report-empty">{NO_DATA}</p>
                ) : (
                  <div className="report-chart report-chart--vital">
                    <canvas data-chart="vital" data-vital={vital.name} role="img" aria-label={vitalLabel(vital)} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <details className="report-numbers">
            <summary>The numbers</summary>
            <NumbersTable
              caption="Web vitals, 75th percentile"
              columns={['Vital', '75th percentile', 'Rating', 'Good up to', 'Poor above', 'Samples']}
              rows={vitals.map((vital) => [
                vital.name,
                vital.p75 === null ? '–' : vitalText(vital.p75, vital.unit),
                vital.rating === null ? NO_DATA : RATING_TEXT[vital.rating],
                vitalText(vital.good, vital.unit),
                vitalText(vital.poor, vital.unit),
                count(vital.samples),
              ])}
            />
          </details>
        </>
      )}
    </figure>
  );
}

/** (e) The most reported errors. */
function ErrorsFigure({ report }: { report: AnalyticsReport }) {
  const { topErrors } = report;
  return (
    <ReportFigure
      id="errors"
      caption={`Top ${topErrors.length || 10} errors by number of reports`}
      empty={topErrors.length === 0}
      label={`Horizontal bar chart of the ${plural(topErrors.length, 'most reported error', 'most reported errors')}: ${topErrors
        .slice(0, 3)
        .map((error) => `"${short(error.message)}" ${plural(error.count, 'time', 'times')}`)
        .join(', ')}${topErrors.length > 3 ? ', and more' : ''}.`}
    >
      <NumbersTable
        caption="Top errors by number of reports"
        columns={['Message', 'Reports', 'Last received']}
        rows={topErrors.map((error) => [
          <span key="message" className="report-text">
            {error.message}
          </span>,
          count(error.count),
          <time key="time" dateTime={new Date(error.lastSeen).toISOString()}>
            {sentText(error.lastSeen)}
          </time>,
        ])}
      />
    </ReportFigure>
  );
}

/** The report's totals. */
function Totals({ report }: { report: AnalyticsReport }) {
  const { totals } = report;
  const items: readonly [string, number][] = [
    ['Page views', totals.views],
    ['Unique visitors', totals.uniqueVisitors],
    ['Visits', totals.visits],
    ['Commerce events', totals.events],
    ['Checkout arrivals', totals.checkoutArrivals],
    ['Errors reported', totals.errors],
  ];
  return (
    <section className="report-section" aria-labelledby="report-totals-title">
      <h2 id="report-totals-title">Totals</h2>
      <dl className="report-totals">
        {items.map(([name, value]) => (
          <div key={name} className="report-total">
            <dt>{name}</dt>
            <dd>{count(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The latest page views. */
function RecentHits({ report }: { report: AnalyticsReport }) {
  const { recentHits } = report;
  return (
    <section className="report-section" aria-labelledby="report-recent-title">
      <h2 id="report-recent-title">Recent page views</h2>
      {recentHits.length === 0 ? (
        <p className="report-empty">{NO_DATA}</p>
      ) : (
        <table className="report-table report-table--hits">
          <caption className="visually-hidden">{`The latest ${recentHits.length} page views, newest first`}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Page</th>
              <th scope="col">Title</th>
              <th scope="col">Referrer</th>
              <th scope="col">Visitor</th>
              <th scope="col">Visit</th>
            </tr>
          </thead>
          <tbody>
            {recentHits.map((hit, index) => (
              <tr key={index}>
                <td>
                  <time dateTime={new Date(hit.created).toISOString()}>{sentText(hit.created)}</time>
                </td>
                <td className="report-text">{hit.path}</td>
                <td className="report-text">{hit.title}</td>
                <td className="report-text">{hit.referrer || '–'}</td>
                <td>
                  <code>{hit.visitorId}</code>
                </td>
                <td>{count(hit.visitCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** `GET /config/analytics`: the owner's analytics report. */
export function analyticsReportPage(
  report: AnalyticsReport,
  cart: CartJson | null = null,
  owner?: OwnerSession,
): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return html(
    <Layout title="Analytics" context={context} cart={cart}>
      <OwnerSignOut owner={owner} />
      <div className="page-intro">
        <h1>Analytics</h1>
        <p>
          What the library recorded on the shop&apos;s pages: page views, commerce events, checkout arrivals, web vitals
          and errors. Figures are for all time unless a caption says otherwise; the numbers of each plot are in the
          table under it. This is the shop owner&apos;s page: only a signed-in owner may open it.
        </p>
      </div>
      <Totals report={report} />
      <section className="report-section" aria-labelledby="report-plots-title">
        <h2 id="report-plots-title">Plots</h2>
        <div className="report-grid">
          <DailyFigure report={report} />
          <TopPagesFigure report={report} />
          <FunnelFigure report={report} />
          <ErrorsFigure report={report} />
          <VitalsFigure report={report} />
        </div>
      </section>
      <RecentHits report={report} />
      <JsonScript id="report-data" value={report} />
      <script src={REPORT_SCRIPTS.chart} defer />
      <script src={REPORT_SCRIPTS.report} defer />
    </Layout>,
  );
}
