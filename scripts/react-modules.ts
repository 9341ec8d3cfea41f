/**
 * React and ReactDOM as ES modules in the browser builds, so the bundler keeps only what the
 * elements use.
 *
 * React ships CommonJS only (`react/cjs/react.production.js` and its siblings, each behind an
 * `index.js` that picks the production or the development file). A bundler wraps a CommonJS
 * module whole: every export stays, the ones no element calls (`cloneElement`, `Children`,
 * `lazy`, `preload`, `useFormStatus`, …) and the wrapper with them. Written as an ES module, the
 * same code loses them: React's chunk, which a page loads once an element wakes, went from 60.0
 * to 56.9 KB gzip (191 to 182 KB to parse and compile).
 *
 * The files' shape is not something React documents. It is this, in every 19.x release: the
 * top level requires its dependencies in one `var x = require("…"), …;`, and exports by
 * `exports.name`, most of them once, at the top level (`exports.name = …;`). `commonJsToModule`
 * writes such a file as an ES module (`import * as x from "…"`, `const __export_name = …;`, one
 * `export { … }`) and returns null for anything else: `exports`, `module` or `require` used any
 * other way, or no export. Then the file is built as CommonJS, as before (correct, 3 KB larger),
 * and the build warns. test/react-modules.test.ts converts the installed React's files (it fails
 * when their shape changes), checks every export is kept, and bundles a small app both ways and
 * runs it; the product page's size budget fails too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** What `parseAst` gives: an ESTree program whose nodes carry `start` and `end` offsets. */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

/** The bare imports the browser builds resolve to React's production files: package, file. */
export const REACT_FILES: Readonly<Record<string, readonly [string, string]>> = {
  react: ['react', 'cjs/react.production.js'],
  scheduler: ['scheduler', 'cjs/scheduler.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
};

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `require("name")`: the module name, else null. */
function requiredName(node: unknown): string | null {
  if (!isNode(node) || node.type !== 'CallExpression') return null;
  const callee = node.callee as Node;
  const args = node.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || args.length !== 1) return null;
  const [name] = args;
  return name?.type === 'Literal' && typeof name.value === 'string' ? name.value : null;
}

/** `exports.name` (not `exports[name]`): the name, else null. */
function exportName(node: Node): string | null {
  if (node.type !== 'MemberExpression' || node.computed) return null;
  const object = node.object as Node;
  const property = node.property as Node;
  return object.type === 'Identifier' && object.name === 'exports' && property.type === 'Identifier'
    ? (property.name as string)
    : null;
}

/**
 * Every `exports.name` in the tree, into `found`; false when the tree names `exports`, `module` or
 * `require` any other way (a key such as `a.module` or `{ require: 1 }` is not a name).
 */
function collectExports(node: Node, found: Node[]): boolean {
  if (exportName(node) !== null) {
    found.push(node);
    return true;
  }
  if (node.type === 'Identifier') return !['exports', 'module', 'require'].includes(node.name as string);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && !node.computed && /^(Property|MethodDefinition|PropertyDefinition)$/.test(node.type)) continue;
    for (const item of Array.isArray(child) ? child : [child])
      if (isNode(item) && !collectExports(item, found)) return false;
  }
  return true;
}

/**
 * One of React's production files as an ES module, lines kept where they were; null when the
 * file is not of the shape described above (it is then built as CommonJS).
 *
 * An export assigned once, by a top-level `exports.name = …;`, becomes `const __export_name = …`
 * (the bundler drops it when nothing imports it); one assigned or read elsewhere too (the
 * scheduler's `unstable_now`, chosen by an `if` and called inside) a `let` every use names.
 */
export function commonJsToModule(code: string): string | null {
  let program: Node;
  try {
    program = parseAst(code) as unknown as Node;
  } catch {
    return null;
  }
  const edits: { start: number; end: number; text: string }[] = [];
  const uses = new Map<string, Node[]>();
  /** The `exports.name` nodes that are the whole target of a top-level assignment statement. */
  const topLevel = new Set<Node>();
  for (const statement of program.body as Node[]) {
    const declarations = statement.type === 'VariableDeclaration' ? (statement.declarations as Node[]) : [];
    const modules = declarations.map((declaration) => requiredName(declaration.init));
    if (declarations.length > 0 && modules.every((name) => name !== null)) {
      const imports = declarations.map(
        (declaration, index) =>
          `import * as ${(declaration.id as Node).name as string} from ${JSON.stringify(modules[index])};`,
      );
      const lines = code.slice(statement.start, statement.end).split('\n').length;
      edits.push({ start: statement.start, end: statement.end, text: imports.join(lines > 1 ? '\n' : ' ') });
      continue;
    }
    const found: Node[] = [];
    if (!collectExports(statement, found)) return null;
    for (const node of found) {
      const name = exportName(node) as string;
      uses.set(name, [...(uses.get(name) ?? []), node]);
    }
    const expression = statement.type === 'ExpressionStatement' ? (statement.expression as Node) : null;
    if (expression?.type === 'AssignmentExpression' && expression.operator === '=' && found[0] === expression.left)
      topLevel.add(expression.left as Node);
  }
  if (uses.size === 0) return null;
  const reassigned: string[] = [];
  for (const [name, nodes] of uses) {
    const declared = nodes.length === 1 && topLevel.has(nodes[0] as Node);
    if (!declared) reassigned.push(`__export_${name}`);
    for (const node of nodes)
      edits.push({ start: node.start, end: node.end, text: `${declared ? 'const ' : ''}__export_${name}` });
  }
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + text + result.slice(end);
  const names = [...uses.keys()].map((name) => `__export_${name} as ${name}`);
  const lets = reassigned.length > 0 ? `let ${reassigned.join(', ')}; ` : '';
  return `${lets}${result}\nexport { ${names.join(', ')} };\n`;
}

const require = createRequire(import.meta.url);

/** The production file a bare React import names, as a path. */
export function reactFile(source: string): string | null {
  const file = REACT_FILES[source];
  return file ? join(dirname(require.resolve(`${file[0]}/package.json`)), file[1]) : null;
}

/** For tests: the conversion, and where its fallback's warning goes (the build's log by default). */
export interface ReactModulesOptions {
  readonly convert?: (code: string) => string | null;
  readonly warn?: (message: string) => void;
}

/**
 * The plugin: `react`, `react-dom`, `react-dom/client` and `scheduler` resolve to their production
 * files (what their `index.js` picks in a production build), which load as ES modules when their
 * shape allows. A file that does not convert is built as CommonJS, and the build warns (which
 * `npm run build` treats as a failure: a React update that changes the files is noticed).
 */
export function reactModules({ convert = commonJsToModule, warn }: ReactModulesOptions = {}): Plugin {
  const files = new Map<string, string | null>();
  const paths = new Set(Object.keys(REACT_FILES).map((source) => reactFile(source)));
  return {
    name: 'storefront-react-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => reactFile(source),
    load(id) {
      if (!paths.has(id)) return null;
      if (!files.has(id)) {
        const module = convert(readFileSync(id, 'utf8'));
        if (module === null) {
          const message = `${id} is not of the shape scripts/react-modules.ts converts: built as CommonJS (about 3 KB gzip more).`;
          if (warn) warn(message);
          else this.warn(message);
        }
        files.set(id, module);
      }
      const module = files.get(id);
      return module == null ? null : { code: module, map: null };
    },
  };
}
