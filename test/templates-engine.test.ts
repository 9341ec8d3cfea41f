import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { createTemplateRenderer, withProblems } from '../src/templates/engine';

const renderer = createTemplateRenderer();

/** Renders `source` as the template "page.html" with `json` and `partials`. */
const render = (source: string, json: unknown = {}, partials?: Record<string, string>) =>
  renderer.render({ name: 'page.html', source, json, partials });

describe('template renderer', () => {
  it("renders with the engine's own formatters and predicates and the locale's data", () => {
    const { html, problems } = render(
      '<h1>{title|html}</h1>{.repeated section items}<li>{price|decimal}</li>{.end}{.if flag}yes{.or}no{.end}',
      { title: 'Tea & <Toast>', items: [{ price: 1234.5 }, { price: 2 }], flag: false },
    );
    expect(html).toBe('<h1>Tea &amp; &lt;Toast&gt;</h1><li>1,234.5</li><li>2</li>no');
    expect(problems).toEqual([]);
  });

  it('applies partials by name', () => {
    const { html, problems } = render(
      '{card|apply card.block}',
      { card: { t: 'Hello' } },
      { 'card.block': '<p>{t}</p>' },
    );
    expect(html).toBe('<p>Hello</p>');
    expect(problems).toEqual([]);
  });

  it('uses a formatter given in place of the engine’s own', () => {
    class Shout extends Formatter {
      apply(_args: string[], vars: Variable[], _ctx: Context): void {
        vars[0]!.set(vars[0]!.node.asString().toUpperCase());
      }
    }
    const own = createTemplateRenderer({ formatters: { html: new Shout() } });
    expect(own.render({ name: 't', source: '{a|html}', json: { a: '<b>' } }).html).toBe('<B>');
  });

  it('leaves an unknown formatter’s tag out of the page and reports it, naming the template', () => {
    const { html, problems } = render('before {a|nope} middle {a|html|nope 2} after', { a: 'x' });
    expect(html).toBe('before  middle  after');
    expect(problems).toEqual([
      { type: 'parser', message: "SyntaxError: Formatter 'nope' is unknown", template: 'page.html' },
      { type: 'parser', message: "SyntaxError: Formatter 'nope' is unknown", template: 'page.html' },
    ]);
  });

  it('leaves an unknown instruction out of the page and reports it (the engine would print it silently)', () => {
    const { html, problems } = render('a{.frobnicate items}b');
    expect(html).toBe('ab');
    expect(problems).toEqual([
      { type: 'parser', message: 'SyntaxError: Instruction {.frobnicate items} is unknown', template: 'page.html' },
    ]);
  });

  it('keeps braces that are not tags: text, CSS and JSON', () => {
    const source = 'p{ not a tag }q <style>a{color:red}</style> {"a":1}';
    const { html, problems } = render(source);
    expect(html).toBe(source);
    expect(problems).toEqual([]);
  });

  it('reports an unknown predicate (its block is false)', () => {
    const { html, problems } = render('{.nope? a}T{.or}F{.end}', { a: 1 });
    expect(html).toBe('F');
    expect(problems.map((problem) => problem.message)).toEqual(["SyntaxError: Predicate 'nope?' is unknown"]);
  });

  it('reports an unclosed block and an .end too many', () => {
    expect(render('{.section a}inside', { a: {} }).problems.map((problem) => problem.message)).toEqual([
      'SyntaxError: Reached EOF in the middle of SECTION',
    ]);
    expect(render('x{.end}y').problems.map((problem) => problem.message)).toEqual([
      'SyntaxError: Instruction END not allowed at root',
    ]);
  });

  it('reports a partial that is not there', () => {
    const { html, problems } = render('[{a|apply nothere}]', { a: 1 });
    expect(html).toBe('[]');
    expect(problems).toEqual([
      {
        type: 'engine',
        message: "RuntimeError: Attempt to apply partial 'nothere' which could not be found.",
        template: 'page.html',
      },
    ]);
  });

  it('stops partials nested deeper than 16, and reports it', () => {
    const { html, problems } = render('{a|apply loop}', { a: 1 }, { loop: '[{@|apply loop}]' });
    expect(html).toBe(`${'['.repeat(16)}${']'.repeat(16)}`);
    expect(problems.map((problem) => problem.message)).toEqual([
      "RuntimeError: Attempt to apply partial 'loop' exceeded maximum recursion depth of 16",
    ]);
  });

  it('reports a problem inside a partial under the partial’s name', () => {
    const { html, problems } = render('<{a|apply card}>', { a: { t: 'T' } }, { card: '{t}{t|nope}' });
    expect(html).toBe('<T>');
    expect(problems).toEqual([
      { type: 'parser', message: "SyntaxError: Formatter 'nope' is unknown", template: 'card' },
    ]);
  });

  it('runs expressions, and reports one it cannot read', () => {
    expect(render('{.eval 1 + 2}').html).toBe('3');
    const { html, problems } = render('a{.eval (1 + 2}b');
    expect(html).toBe('ab');
    expect(problems.map((problem) => problem.message)).toEqual([
      'RuntimeError: Error parsing expression: "(1 + 2": Mismatched operator found: left paren',
    ]);
  });

  it('counts time from the given now', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const { html } = renderer.render({ name: 't', source: '{d|timesince}', json: { d: now - 3 * 3600_000 }, now });
    expect(html).toContain('3 hours');
  });
});

describe('withProblems', () => {
  it('lists the problems, as text, at the top of the body; a page without problems is unchanged', () => {
    const page = '<html><body class="shop"><main>Shop</main></body></html>';
    expect(withProblems({ html: page, problems: [] })).toBe(page);
    const shown = withProblems({
      html: page,
      problems: [
        { type: 'parser', message: "SyntaxError: Formatter '<img src=x>' is unknown", template: 'product.html' },
      ],
    });
    expect(shown.startsWith('<html><body class="shop"><aside class="sq-template-problems" role="alert"')).toBe(true);
    expect(shown).toContain('1 template problem (shown in development only)');
    expect(shown).toContain('<code>product.html</code>: SyntaxError: Formatter &#39;&lt;img src=x&gt;&#39; is unknown');
    expect(shown).not.toContain('<img');
    expect(shown.endsWith('<main>Shop</main></body></html>')).toBe(true);
  });
});
