/**
 * Storefront pages from JSON-Template themes, for Node: the platform's own template engine
 * (`@squarespace/template-engine`, with `@phensley/cldr`'s locale data), its built-in formatters
 * and predicates kept, plus any a caller adds or replaces.
 *
 * Template problems never reach a visitor. The engine collects them (an unknown formatter or
 * predicate, an unclosed block, a missing partial, partials nested deeper than 16, an expression
 * it cannot parse); it would also print an unknown formatter's tag as text, and an unknown
 * instruction (`{.frobnicate}`) silently: both are taken out of the page and reported too. A
 * render gives the page and its problems; in development, `withProblems` shows them to the theme
 * author at the top of the page. Where the engine's own display helpers fall short (problems printed into
 * the page, text unescaped), ours stand in for them (helpers.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CLDRFramework, type CLDR } from '@phensley/cldr';
import { TZ } from '@phensley/timezone';
import {
  Compiler,
  Formatters,
  Predicates,
  type Context,
  type Formatter,
  type PredicatePlugin,
} from '@squarespace/template-engine';
import { escapeHtml } from '../server/render';
import { DISPLAY_HELPERS } from './helpers';

/** One problem with a template, and which template (or partial) it is in. */
export interface TemplateProblem {
  /** Where the engine found it: reading the template, assembling its blocks, or running it. */
  readonly type: 'parser' | 'assembler' | 'engine';
  readonly message: string;
  /** The template's name, as the caller gave it. */
  readonly template: string;
}

/** A rendered page and what was wrong with its templates (nothing of which is in the page). */
export interface TemplateResult {
  readonly html: string;
  readonly problems: readonly TemplateProblem[];
}

/** How a renderer is made. */
export interface TemplateRendererOptions {
  /** The locale prices, dates and plurals are written in (a BCP 47 tag); default en-US. */
  readonly locale?: string;
  /** Formatters to add, or to use instead of the engine's own of the same name. */
  readonly formatters?: Readonly<Record<string, Formatter>>;
  /** Predicates (names end in `?`) to add, or to use instead of the engine's own. */
  readonly predicates?: Readonly<Record<string, PredicatePlugin>>;
  /**
   * Called once a template has run, with the engine's context: its `text` goes at the end of the
   * page, its `problems` are the template's (the storefront renderer closes a product scope the
   * template left open, and says so).
   */
  readonly finish?: (ctx: Context) => { readonly text: string; readonly problems: readonly string[] };
}

/** What one render is given. */
export interface RenderTemplateInput {
  /** Its name (a file name, say), for problems. */
  readonly name: string;
  /** The template's source. */
  readonly source: string;
  /** The data its tags read. */
  readonly json: unknown;
  /** Partials by name, for `{x|apply name}` and `{.include name}`. */
  readonly partials?: Readonly<Record<string, string>>;
  /** The time `timesince` and relative times count from (ms since 1970); default now. */
  readonly now?: number;
}

const require = createRequire(import.meta.url);
let framework: CLDRFramework | null = null;

/** The locale data of `locale` (the language's pack, read once, from `@phensley/cldr`). */
export function cldrFor(locale: string): CLDR {
  framework ??= new CLDRFramework({
    loader: (language: string) =>
      readFileSync(join(dirname(require.resolve('@phensley/cldr/packs/en.json')), `${language}.json`), 'utf8'),
  });
  return framework.get(locale);
}

/** The engine's code: a nested list of instructions, text being `[0, "text"]`. */
type Code = unknown[];

/** A tag the engine could not read and printed as text: a formatter call or an instruction. */
const LEFT_AS_TEXT = /^\{(?:[^{}|]*\|[^{}]*|\.[a-z][\w-]*(?:\s[^{}]*)?)\}$/i;

/** The formatter names an engine's parse errors call unknown. */
function unknownFormatters(problems: readonly { message: string }[]): Set<string> {
  const names = new Set<string>();
  for (const { message } of problems) {
    const name = /Formatter '([^']+)' is unknown/.exec(message)?.[1];
    if (name) names.add(name);
  }
  return names;
}

/**
 * Takes out of parsed code every tag the engine printed as text because it could not read it
 * (an unknown formatter's, or an unknown instruction's), with a problem for each instruction
 * (the engine already reported the formatters).
 */
function dropUnreadTags(code: Code, unknown: Set<string>, found: string[]): Code {
  return code.map((instruction) => {
    if (!Array.isArray(instruction)) return instruction;
    if (instruction[0] === 0 && typeof instruction[1] === 'string' && LEFT_AS_TEXT.test(instruction[1])) {
      const text = instruction[1];
      if (text.startsWith('{.')) {
        found.push(text);
        return [0, ''];
      }
      const formatters = text
        .slice(text.indexOf('|') + 1, -1)
        .split('|')
        .map((call) => call.trim().split(/\s/)[0] ?? '');
      if (formatters.some((name) => unknown.has(name))) return [0, ''];
      return instruction;
    }
    return dropUnreadTags(instruction, unknown, found);
  });
}

/**
 * A zone at the offset of the computer that renders (its clock's, as a browser would use its
 * own): the first of the engine's zones that is at that offset at `now`, else UTC.
 */
function localZone(now: number): string {
  const offset = -new Date(now).getTimezoneOffset() * 60_000;
  return TZ.zoneIds().find((id) => TZ.fromUTC(id, now)?.offset === offset) ?? 'Etc/UTC';
}

/**
 * The data with a site time zone the engine has data for: one it does not know (a misspelled or
 * retired name) is a problem, and the dates go by the rendering computer's offset instead of
 * silently by UTC. A missing one is the engine's default, America/New_York.
 */
function withKnownZone(json: unknown, now: number, problems: TemplateProblem[], template: string): unknown {
  if (typeof json !== 'object' || json === null) return json;
  const website = (json as { website?: unknown }).website;
  if (typeof website !== 'object' || website === null) return json;
  const zone = (website as { timeZone?: unknown }).timeZone;
  if (typeof zone !== 'string' || TZ.resolveId(zone)) return json;
  const fallback = localZone(now);
  problems.push({
    type: 'engine',
    message: `Missing time-zone data for "${zone}": dates use this computer's offset (${fallback}).`,
    template,
  });
  return { ...json, website: { ...website, timeZone: fallback } };
}

/** A template renderer: the engine with its formatters and predicates, and the locale's data. */
export function createTemplateRenderer(options: TemplateRendererOptions = {}) {
  const compiler = new Compiler({
    formatters: { ...Formatters, ...DISPLAY_HELPERS, ...options.formatters },
    predicates: { ...Predicates, ...options.predicates },
  });
  const cldr = cldrFor(options.locale ?? 'en-US');
  /** Parsed code and its problems, by source (a theme renders the same templates again and again). */
  const parsed = new Map<string, { code: Code; problems: { type: string; message: string }[] }>();

  const parse = (source: string) => {
    let entry = parsed.get(source);
    if (!entry) {
      const { code, errors } = compiler.parse(source);
      const problems: { type: string; message: string }[] = [...errors];
      const instructions: string[] = [];
      const cleaned = dropUnreadTags(code as unknown as Code, unknownFormatters(errors), instructions);
      for (const text of instructions)
        problems.push({ type: 'parser', message: `SyntaxError: Instruction ${text} is unknown` });
      entry = { code: cleaned, problems };
      parsed.set(source, entry);
    }
    return entry;
  };

  return {
    /** Renders one template with its partials; problems are returned, never written into the page. */
    render({ name, source, json, partials = {}, now }: RenderTemplateInput): TemplateResult {
      const page = parse(source);
      const problems: TemplateProblem[] = page.problems.map((problem) => ({
        type: problem.type as TemplateProblem['type'],
        message: problem.message,
        template: name,
      }));
      // Partials are parsed (and cleaned) the same way; their own parse problems name them.
      const partialCode: Record<string, Code> = {};
      for (const [partial, text] of Object.entries(partials)) {
        const entry = parse(text);
        partialCode[partial] = entry.code;
        for (const problem of entry.problems)
          problems.push({ type: problem.type as TemplateProblem['type'], message: problem.message, template: partial });
      }
      const at = now ?? Date.now();
      const { ctx, errors } = compiler.execute({
        code: page.code as never,
        json: withKnownZone(json, at, problems, name),
        partials: partialCode as never,
        cldr,
        now: at,
        enableExpr: true,
        enableInclude: true,
      });
      for (const error of errors) {
        // Parse problems were counted above (the engine repeats a partial's when it applies it).
        if (error.type === 'parser' || error.type === 'assembler') continue;
        problems.push({ type: error.type as TemplateProblem['type'], message: error.message, template: name });
      }
      const finished = options.finish?.(ctx);
      for (const message of finished?.problems ?? []) problems.push({ type: 'engine', message, template: name });
      return { html: ctx.render() + (finished?.text ?? ''), problems };
    },
  };
}

/** A template renderer, as `createTemplateRenderer` makes it. */
export type TemplateRenderer = ReturnType<typeof createTemplateRenderer>;

/**
 * The page with its template problems listed at the top of its body, for the theme author in
 * development (never in production: there the page goes out as rendered, and the problems to the
 * server's log). A page without problems is unchanged.
 */
export function withProblems({ html, problems }: TemplateResult): string {
  if (problems.length === 0) return html;
  const list = problems
    .map((problem) => `<li><code>${escapeHtml(problem.template)}</code>: ${escapeHtml(problem.message)}</li>`)
    .join('');
  const panel =
    `<aside class="sq-template-problems" role="alert" style="margin:0;padding:1rem 1.5rem;background:#fff4e5;` +
    `color:#5c2c00;border-bottom:2px solid #b35900;font:14px/1.5 system-ui,sans-serif">` +
    `<strong>${problems.length === 1 ? '1 template problem' : `${problems.length} template problems`}` +
    ` (shown in development only)</strong><ul style="margin:0.5rem 0 0">${list}</ul></aside>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return panel + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + panel + html.slice(at);
}
