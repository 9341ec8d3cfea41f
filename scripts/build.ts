/**
 * `npm run build`: every build step in order (the ES modules, the lazy modules, the loader, the
 * server module, the template module, the types, custom-elements.json, the JSON Schemas, and last
 * the compressed forms of dist/'s files). A step that fails, or that prints a warning, fails the
 * build: a warning nobody reads is one nobody fixes.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

const STEPS: readonly (readonly string[])[] = [
  ['vite', 'build'],
  ['vite', 'build', '--mode', 'lazy'],
  ['vite', 'build', '--mode', 'analytics'],
  ['vite', 'build', '--mode', 'loader'],
  ['vite', 'build', '--mode', 'server'],
  ['vite', 'build', '--mode', 'templates'],
  ['tsc', '-p', 'tsconfig.build.json'],
  ['tsc', '-p', 'tsconfig.templates.json'],
  ['tsx', 'scripts/manifest.ts'],
  ['tsx', 'scripts/schemas.ts'],
  ['tsx', 'scripts/compress.ts'],
];

/** A line of a step's output that reads as a warning (Rolldown's and Vite's markers, or the word). */
const WARNING = /\[PLUGIN_TIMINGS\]|\(!\)|\bwarn(ing)?s?\b/i;

for (const [command, ...args] of STEPS) {
  const result = spawnSync(resolve(ROOT, 'node_modules', '.bin', command!), args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const step = [command, ...args].join(' ');
  if (result.status !== 0) {
    console.error(`npm run build: \`${step}\` failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  const warnings = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`)
    .split('\n')
    .filter((line) => WARNING.test(line));
  if (warnings.length > 0) {
    console.error(`npm run build: \`${step}\` printed warnings:\n${warnings.join('\n')}`);
    process.exit(1);
  }
}
