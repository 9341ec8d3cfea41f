/**
 * A theme: a folder of JSON-Template files, rendered with the storefront renderer.
 *
 * - `site.region` is the layout: the whole document, with `{squarespace.main-content}` where a
 *   page's own content goes (and `{@|page-context}` for the page context block).
 * - Pages are any other file, named by their path in the folder (`collections/products.list`).
 * - Every file under `blocks/` is a partial, by its file name (`{item|apply product-card.block}`).
 *
 * Files are read again whenever they change on disk, so a theme author edits a template and
 * reloads the page.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TemplateProblem, TemplateRendererOptions, TemplateResult } from './engine';
import { createStorefrontRenderer } from './renderer';

/** How a theme is made. */
export interface ThemeOptions extends TemplateRendererOptions {
  /** The theme's folder. */
  readonly dir: string;
  /** The layout's file in it; default `site.region`. */
  readonly layout?: string;
}

/** What a page of a theme is rendered from: one of its templates, or content made elsewhere. */
export type ThemePage =
  | { readonly template: string; readonly json: Readonly<Record<string, unknown>>; readonly now?: number }
  | { readonly content: string; readonly json: Readonly<Record<string, unknown>>; readonly now?: number };

/** A theme, as `createTheme` makes it. */
export interface Theme {
  /** A whole document: the page's content inside the layout, and the problems of both. */
  render(page: ThemePage): TemplateResult;
}

const PARTIALS_DIR = 'blocks';

/** A theme's files, read again when they change (by modification time and size). */
function fileCache(dir: string) {
  const files = new Map<string, { stamp: string; text: string }>();
  let partials: { stamp: string; byName: Record<string, string> } | null = null;
  const stampOf = (path: string) => {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  };
  return {
    read(name: string): string {
      const path = join(dir, name);
      const stamp = stampOf(path);
      const known = files.get(name);
      if (known?.stamp === stamp) return known.text;
      const text = readFileSync(path, 'utf8');
      files.set(name, { stamp, text });
      return text;
    },
    partials(): Record<string, string> {
      let names: string[];
      try {
        names = readdirSync(join(dir, PARTIALS_DIR)).sort();
      } catch {
        return {};
      }
      const byName: Record<string, string> = {};
      const stamps: string[] = [];
      for (const name of names) {
        const text = this.read(join(PARTIALS_DIR, name));
        byName[name] = text;
        stamps.push(`${name}=${files.get(join(PARTIALS_DIR, name))?.stamp}`);
      }
      const stamp = stamps.join(';');
      if (partials?.stamp !== stamp) partials = { stamp, byName };
      return partials.byName;
    },
  };
}

/** A theme in `options.dir`, rendered with the storefront renderer. */
export function createTheme(options: ThemeOptions): Theme {
  const { dir, layout = 'site.region', ...rendererOptions } = options;
  const renderer = createStorefrontRenderer(rendererOptions);
  const files = fileCache(dir);

  /** A template of the theme; a missing file is a problem and renders nothing. */
  const source = (name: string, problems: TemplateProblem[]): string | null => {
    try {
      return files.read(name);
    } catch {
      problems.push({ type: 'engine', message: `The theme has no template "${name}".`, template: name });
      return null;
    }
  };

  return {
    render(page) {
      const problems: TemplateProblem[] = [];
      const partials = files.partials();
      let content = '';
      if ('content' in page) content = page.content;
      else {
        const text = source(page.template, problems);
        if (text !== null) {
          const result = renderer.render({
            name: page.template,
            source: text,
            json: page.json,
            partials,
            now: page.now,
          });
          content = result.html;
          problems.push(...result.problems);
        }
      }
      const text = source(layout, problems);
      if (text === null) return { html: content, problems };
      const json = { ...page.json, squarespace: { 'main-content': content } };
      const result = renderer.render({ name: layout, source: text, json, partials, now: page.now });
      return { html: result.html, problems: [...problems, ...result.problems] };
    },
  };
}
