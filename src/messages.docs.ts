/**
 * Every area of the catalogue of visitor texts, for the table in docs/visitor-texts.md and the page
 * context's JSON Schema (never bundled: each area reaches a page with the code that shows its texts).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One area: its texts and the source file whose comments say where each shows. */
export interface MessageArea {
  readonly texts: Readonly<Record<string, string>>;
  /** Relative to src/. */
  readonly file: string;
}

const SRC = import.meta.dirname;
const ROOT = join(SRC, '..');

/**
 * The modules of visitor texts, found where they live rather than listed: `src/messages.ts` and
 * every `messages.ts` or `*-messages.ts` under src/ (the texts of a flow, beside it), and every
 * element's `<name>.messages.ts` (a new element's texts join the catalogue with no other edit).
 */
function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return /(^|[.-])messages\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = [...messageFiles(SRC), ...messageFiles(join(ROOT, 'elements'))].sort((a, b) => a.localeCompare(b));
const found: MessageArea[] = [];
for (const path of files) {
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (/^[A-Z_]+_MESSAGES$/.test(name) && typeof value === 'object' && value !== null) {
      found.push({ texts: value as Readonly<Record<string, string>>, file: relative(SRC, path) });
    }
  }
}

/** The areas, core first (src/messages.ts), then by file. */
export const MESSAGE_AREAS: readonly MessageArea[] = [
  ...found.filter((area) => area.file === 'messages.ts'),
  ...found.filter((area) => area.file !== 'messages.ts'),
];
