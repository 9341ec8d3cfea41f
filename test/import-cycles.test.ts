/**
 * The layers run one way: no module in src/, stores/, elements/ or server/ imports, directly or
 * through others, a module that imports it back. A cycle makes the order modules run in depend
 * on which one happened to load first, and a reader has to hold the whole loop in mind to change
 * any part of it.
 *
 * The rule: every static import counts, `import type` and `export type` included — a type-only
 * loop does nothing at run time, but it is still a loop between modules a reader has to follow,
 * and the fix (the type moves to the module that owns it) is as small as the fix for a value
 * loop. A static `import … from`, `export … from` and a side-effect `import '…'` make an edge;
 * a dynamic `import(…)` does not (it runs later, when asked, and is how a layer reaches upward
 * on purpose). Only relative specifiers are followed; packages are outside the graph.
 *
 * A failure lists each knot (a set of modules that all reach each other) as a chain of files,
 * from one file back to itself, with the kind of each import.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const LAYERS = ['src', 'stores', 'elements', 'server'];

interface Edge {
  readonly to: string;
  readonly typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** The file a relative specifier names, as TypeScript's bundler resolution would find it. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
}

/** The static imports and re-exports of one file, parsed by the TypeScript compiler. */
function importsOf(path: string): Edge[] {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const edges: Edge[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.importClause?.isTypeOnly ?? false;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.isTypeOnly;
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      specifier = statement.moduleReference.expression;
      typeOnly = statement.isTypeOnly;
    }
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const to = resolveSpecifier(path, specifier.text);
    if (to) edges.push({ to, typeOnly });
  }
  return edges;
}

function buildGraph(): Map<string, Edge[]> {
  const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)));
  const inside = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file).filter((edge) => inside.has(edge.to))]));
}

/** Tarjan's strongly connected components: each knot of two or more files (or a self-import). */
function knots(graph: Map<string, Edge[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const knot: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        knot.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).some((edge) => edge.to === file);
      if (knot.length > 1 || selfImport) found.push(knot.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest chain from the knot's first file back to itself, staying inside the knot. */
function chain(graph: Map<string, Edge[]>, knot: string[]): string {
  const members = new Set(knot);
  const start = knot[0]!;
  const cameFrom = new Map<string, { from: string; typeOnly: boolean }>();
  const queue = [start];
  search: while (queue.length > 0) {
    const file = queue.shift()!;
    for (const { to, typeOnly } of graph.get(file) ?? []) {
      if (!members.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, { from: file, typeOnly });
      if (to === start) break search;
      queue.push(to);
    }
  }
  const steps: string[] = [];
  let at = start;
  do {
    const step = cameFrom.get(at)!;
    steps.unshift(`${relative(ROOT, step.from)} ${step.typeOnly ? '-(type)->' : '->'} `);
    at = step.from;
  } while (at !== start);
  const others = knot.length > steps.length ? ` (knot of ${knot.length} files)` : '';
  return `${steps.join('')}${relative(ROOT, start)}${others}`;
}

describe('the import graph of src/, stores/, elements/ and server/', () => {
  it('has no cycle', () => {
    const graph = buildGraph();
    const cycles = knots(graph).map((knot) => chain(graph, knot));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('runs one way: what src/ and stores/ ship imports nothing from elements/', () => {
    // Page context → stores → views → platform client, with the elements on top binding them
    // together. Two kinds of module sit on top beside the elements and may read them: the server
    // renderer (src/server/, which draws every element's view) and the documentation modules
    // (*.docs.ts, read by scripts/readme.ts and the tests, never by a page).
    const graph = buildGraph();
    const onTop = (file: string) => /^src\/server\//.test(file) || file.endsWith('.docs.ts');
    const upward = [...graph]
      .map(([file, edges]) => [relative(ROOT, file), edges] as const)
      .filter(([file]) => /^(src|stores)\//.test(file) && !onTop(file))
      .flatMap(([file, edges]) =>
        edges
          .map((edge) => relative(ROOT, edge.to))
          .filter((to) => to.startsWith('elements/'))
          .map((to) => `${file} -> ${to}`),
      );
    expect(upward, `imports from below the elements up into elements/:\n${upward.join('\n')}`).toEqual([]);
    // The rule names real files: the renderer does read the registry.
    expect((graph.get(join(ROOT, 'src/server/render.tsx')) ?? []).map((edge) => relative(ROOT, edge.to))).toContain(
      'elements/registry.ts',
    );
  });

  it('reads imports the way the compiler does', () => {
    const graph = buildGraph();
    const edges = graph.get(join(ROOT, 'src/runtime/element.ts')) ?? [];
    expect(edges.map((edge) => relative(ROOT, edge.to))).toContain('src/runtime/mount.ts');
    expect(graph.size).toBeGreaterThan(100);
  });
});

describe("the elements' views and bindings", () => {
  it('make no call, run no flow timer and read no store themselves: their stores reach them as props', () => {
    // A view is props in, markup out; a binding maps the state the runtime hands it to props and
    // calls store actions. The one store read allowed is <sq-product>'s public `product` property;
    // the timers allowed are the gallery view's, which are how it draws (a slideshow's autoplay,
    // a strip settling after a scroll), not a flow: nothing is sent and no store changes.
    const files = sourceFiles(join(ROOT, 'elements')).filter((file) => /(\.element\.ts|View\.tsx)$/.test(file));
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => /\$\w+\.get\(\)|\bfetch\(|\bsetTimeout\(|\bsetInterval\(/.test(line))
        .filter(
          ({ line, at }) =>
            !(at.startsWith('elements/product/product.element.ts') && /this\.scope\.\$product\.get\(\)/.test(line)),
        )
        .filter(({ line, at }) => !(at.startsWith('elements/gallery/GalleryView.tsx') && /setTimeout\(/.test(line)))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
  });
});
