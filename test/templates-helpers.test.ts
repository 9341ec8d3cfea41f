/**
 * The display helpers, as a theme renders them: the engine's own where it behaves as the
 * platform's, ours (src/templates/helpers.ts) where it does not.
 */
import { describe, expect, it } from 'vitest';
import { createTemplateRenderer } from '../src/templates/engine';

const NOW = Date.UTC(2024, 5, 15, 12);
const renderer = createTemplateRenderer();
const render = (source: string, json: unknown = {}) => renderer.render({ name: 't', source, json, now: NOW });
/** The page, failing the test on any template problem. */
const page = (source: string, json: unknown = {}) => {
  const { html, problems } = render(source, json);
  expect(problems).toEqual([]);
  return html;
};
const messages = (source: string, json: unknown = {}) =>
  render(source, json).problems.map((problem) => problem.message);

describe('display helpers: counts, links, excerpts, dates, colours, image sizes and template limits', () => {
  it('comment count: "No Comments", "1 Comment", "N Comments"', () => {
    const count = (n?: number) => page('{@|comment-count}', n === undefined ? {} : { publicCommentCount: n });
    expect([count(0), count(1), count(5), count()]).toEqual(['No Comments', '1 Comment', '5 Comments', 'No Comments']);
  });

  it('links web addresses, @handles to the profile and #hashtags to the search, with the text escaped', () => {
    const html = page('{t|activate-twitter-links}', {
      t: 'See https://example.com/a?b=1&c=2 by @jane_doe #sale2024 <img src=x onerror=alert(1)>',
    });
    expect(html).toBe(
      'See <a target="new" href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a> by ' +
        '<a target="new" href="https://twitter.com/jane_doe/">@jane_doe</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/sale2024?src=hash">#sale2024</a> ' +
        '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('an excerpt is there only if something is left without markup and whitespace', () => {
    const excerpt = (html: string) => page('{.excerpt?}Y{.or}N{.end}', { excerpt: { html } });
    expect([excerpt('<p>\u00a0 \u200b</p>'), excerpt('<br/>'), excerpt('<p>Hi</p>')]).toEqual(['N', 'N', 'Y']);
    expect(page('{.excerpt?}Y{.or}N{.end}', {})).toBe('N');
  });

  it('same day compares year and day of the year of start and end in UTC', () => {
    const sameDay = (start: number, end: number) =>
      page('{.same-day?}Y{.or}N{.end}', { startDate: start, endDate: end });
    expect(sameDay(Date.UTC(2024, 0, 1, 0), Date.UTC(2024, 0, 1, 23, 59))).toBe('Y');
    // The same evening in New York, two days in UTC.
    expect(sameDay(Date.UTC(2024, 0, 1, 23), Date.UTC(2024, 0, 2, 1))).toBe('N');
    // The same day of the year, a year apart.
    expect(sameDay(Date.UTC(2023, 0, 1, 1), Date.UTC(2024, 0, 1, 1))).toBe('N');
  });

  it('nth needs whole-number operands and a divisor other than 0', () => {
    expect(page('{.repeated section xs}{.nth? 3}[{@}]{.or}{@}{.end}{.end}', { xs: [1, 2, 3, 4, 5, 6] })).toBe(
      '12[3]45[6]',
    );
    const nth = (a: unknown, b: unknown) => page('{.nth? a b}Y{.or}N{.end}', { a, b });
    expect([nth(9, 3), nth(9, 0), nth(9, 1.5), nth(9.5, 3), nth(10, 3)]).toEqual(['Y', 'N', 'N', 'N', 'N']);
  });

  it('a colour is 3 to 6 hex digits, else ignored; light or dark at half of 16777215', () => {
    const weight = (c: string) => page('[{c|color-weight}]', { c });
    expect([weight('#fff'), weight('000'), weight('#808080'), weight('#7fffff')]).toEqual([
      '[light]',
      '[dark]',
      '[light]',
      '[dark]',
    ]);
    expect([weight('zzz'), weight('#1234567'), weight('#ff')]).toEqual(['[]', '[]', '[]']);
  });

  it('HSL: hue 0 to 360, saturation, lightness and alpha 0 to 1, each out of bounds a problem, never shown', () => {
    expect(page('{c|website-color}', { c: { hue: 200, saturation: 0.5, lightness: 0.25 } })).toBe('hsl(200, 50%, 25%)');
    expect(page('{c|website-color}', { c: { hue: 360, saturation: 1, lightness: 0, alpha: 0.5 } })).toBe(
      'hsla(360, 100%, 0%, 0.5)',
    );
    const bad = render('[{c|website-color}]', { c: { hue: 400, saturation: 5, lightness: -1, alpha: 2 } });
    expect(bad.html).toBe('[]');
    expect(bad.problems.map((problem) => problem.message)).toEqual([
      'Hue out of bounds',
      'Saturation out of bounds',
      'Lightness out of bounds',
      'Alpha out of bounds',
    ]);
    expect(messages('{c|website-color}', { c: { hue: 10, saturation: 0.5 } })).toEqual(['Missing an H/S/L value']);
  });

  it('an image size must be WxH, else "Invalid source parameter. Pass in \'originalSize\'." (never shown)', () => {
    expect(page('{s|resizedHeightForWidth 300}', { s: '1200x800' })).toBe('200');
    expect(page('{s|resizedWidthForHeight 300}', { s: '1200x800' })).toBe('450');
    expect(page('{s|squarespaceThumbnailForHeight 300}', { s: '1200x800' })).toBe('500w');
    for (const formatter of ['resizedHeightForWidth', 'resizedWidthForHeight', 'squarespaceThumbnailForHeight']) {
      const { html, problems } = render(`[{s|${formatter} 300}]`, { s: '1200' });
      expect(html).toBe('[]');
      expect(problems.map((problem) => problem.message)).toEqual(["Invalid source parameter. Pass in 'originalSize'."]);
    }
  });

  it('partials nest at most 16 deep, and each kind of expression error is reported', () => {
    expect(messages('{a|apply p}', { a: 1 })).toEqual([
      "RuntimeError: Attempt to apply partial 'p' which could not be found.",
    ]);
    const expressions = ['1 $ 2', '"abc', '"\\xZZ"', '"\\uZZZZ"', '1.2.3', '(1 + 2', 'nofn(1)'].map(
      (expression) => messages(`{.eval ${expression}}`)[0],
    );
    expect(
      expressions.map((message) =>
        message?.replace(/^RuntimeError: Error parsing expression: "[^"]*(?:"[^"]*)?": /, ''),
      ),
    ).toEqual([
      expect.stringMatching(/unexpected char/i),
      expect.stringMatching(/unterminated string/i),
      expect.stringMatching(/hex escape/i),
      expect.stringMatching(/unicode escape/i),
      expect.stringMatching(/decimal point/i),
      expect.stringMatching(/mismatched/i),
      expect.stringMatching(/invalid function/i),
    ]);
  });
});

describe('outbound links: the calendar event and the follow button', () => {
  it('the calendar-event link carries the title, start and end in UTC compact form and the location', () => {
    const html = page('{@|google-calendar-url}', {
      title: 'Launch Party',
      startDate: Date.UTC(2024, 6, 4, 18, 30),
      endDate: Date.UTC(2024, 6, 4, 22),
      location: { addressLine1: '1 Main St', addressLine2: 'Unit 2', addressCountry: 'United States' },
    });
    const url = new URL(html);
    expect(url.searchParams.get('text')).toBe('Launch Party');
    expect(url.searchParams.get('dates')).toBe('20240704T183000Z/20240704T220000Z');
    expect(url.searchParams.get('location')).toBe('1 Main St, Unit 2, United States');
    const without = new URL(page('{@|google-calendar-url}', { title: 'Walk', startDate: 0, endDate: 3600_000 }));
    expect(without.searchParams.get('dates')).toBe('19700101T000000Z/19700101T010000Z');
    expect(without.searchParams.has('location')).toBe(false);
  });

  it('the follow button uses the user name, else the last part of the profile address, escaped, and runs no script', () => {
    expect(page('{@|twitter-follow-button}', { userName: 'jane', profileUrl: 'https://twitter.com/other' })).toBe(
      '<div class="squarespace-follow-button" data-username="jane"><a href="https://twitter.com/other">Follow @jane</a></div>',
    );
    expect(page('{@|twitter-follow-button}', { userName: '', profileUrl: 'https://twitter.com/fromurl' })).toContain(
      'data-username="fromurl"',
    );
    const hostile = page('{@|twitter-follow-button}', {
      userName: '"><script>alert(1)</script>',
      profileUrl: 'javascript:alert(2)',
    });
    expect(hostile).toBe(
      '<div class="squarespace-follow-button" data-username="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></div>',
    );
  });
});

describe('formatter failures and limits: dates, truncation, decimals, Julian days and time zones', () => {
  it('time since says "Invalid date." for what is not a date, and words the rest "about N … ago"', () => {
    const since = (ago: number) => page('{d|timesince}', { d: NOW - ago });
    expect(page('{d|timesince}', { d: 'yesterday' })).toBe('Invalid date.');
    const minute = 60_000;
    const day = 24 * 60 * minute;
    expect(
      [since(30_000), since(3 * 60 * minute), since(10 * day), since(800 * day)].map(
        (html) => /data-date="\d+">([^<]*)</.exec(html)?.[1],
      ),
    ).toEqual(['less than a minute ago', 'about 3 hours ago', 'about a week ago', 'about 2 years ago']);
  });

  it('"units-metric?" reports that it is not yet implemented (and is false)', () => {
    const { html, problems } = render('{.units-metric?}M{.or}I{.end}');
    expect(html).toBe('I');
    expect(problems.map((problem) => problem.message)).toEqual(['"units-metric?" formatter is not yet implemented']);
  });

  it('truncates at 100 characters by default, with an ellipsis', () => {
    const html = page('{s|truncate}', { s: 'word '.repeat(30) });
    expect(html.endsWith('...')).toBe(true);
    expect(html.length).toBeLessThanOrEqual(103);
    expect(page('{s|truncate 12}', { s: 'Hello wonderful world' })).toBe('Hello ...');
  });

  it('clamps decimals at 50 digits', () => {
    expect(page('{n|decimal maxfrac:100 minfrac:100}', { n: 1.5 })).toBe(`1.5${'0'.repeat(49)}`);
    // 80 integer digits asked for, 50 written (grouped by thousands).
    expect(page('{n|decimal minint:80}', { n: 7 }).replace(/,/g, '')).toBe(`${'0'.repeat(49)}7`);
  });

  it('other formatters give empty text for a value they cannot read', () => {
    expect(page('[{n|decimal}]', { n: 'abc' })).toBe('[]');
  });

  it('a Julian day outside 0 to 4881503 is an error, collected', () => {
    const { html, problems } = render('[{d|date %Y}]', { d: 1e17 });
    expect(html).toBe('[]');
    expect(problems[0]?.message).toMatch(/Julian day \d+ is outside the supported range/);
  });

  it('warns of a time zone it has no data for, and uses the offset of the computer that renders', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      const noon = Date.UTC(2024, 0, 1, 12);
      const { html, problems } = render('{d|date %H:%M}', { d: noon, website: { timeZone: 'Mars/Olympus' } });
      // The engine alone would say 12:00 (UTC), silently.
      expect(html).toBe('17:30');
      expect(problems.map((problem) => problem.message)).toEqual([
        expect.stringMatching(
          /^Missing time-zone data for "Mars\/Olympus": dates use this computer's offset \(.+\)\.$/,
        ),
      ]);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('dates are in the site time zone, America/New_York by default', () => {
    const noon = Date.UTC(2024, 0, 1, 12);
    expect(page('{d|date %Y-%m-%d %H:%M %Z}', { d: noon })).toBe('2024-01-01 07:00 EST');
    expect(page('{d|date %H:%M %Z}', { d: noon, website: { timeZone: 'America/Los_Angeles' } })).toBe('04:00 PST');
  });
});
