/**
 * `npm test`: every check, in three stages; the steps of a stage run side by side (each one's
 * output is printed whole when it ends, so the log reads step by step), and a stage starts when
 * the one before it has passed:
 * 1. the type check, the lint, the unit and server tests, and the build (none needs another);
 * 2. the Storybook build and the size budgets (both read the build);
 * 3. the end-to-end tests in Chromium, alone (two files at a time; their timings are measured
 *    with tolerance, not against other work on the machine).
 * Any failing step fails `npm test` with its exit code, after its stage has finished.
 * Before any of it, Chromium is found (scripts/chromium.ts; installed from Debian when running as
 * root on Debian or Ubuntu): without one, `npm test` stops at once, saying what to run.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { prepareChromium } from './chromium';

const ROOT = resolve(import.meta.dirname, '..');

// The end-to-end tests (and anything else that launches it) use the binary found here.
const chromium = prepareChromium();
if ('problem' in chromium) {
  console.error(chromium.problem);
  process.exit(1);
}
const chromiumPath = chromium.path;

const STAGES: readonly (readonly string[])[] = [
  ['typecheck', 'lint', 'test:unit', 'build'],
  ['build-storybook', 'size'],
  ['test:e2e'],
];

interface Outcome {
  readonly script: string;
  readonly code: number;
  readonly seconds: number;
}

/** Runs `npm run <script>`, holding its output until it ends. */
function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', CHROMIUM_PATH: chromiumPath },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n── npm run ${script} (${seconds.toFixed(0)} s) ──\n${Buffer.concat(output).toString('utf8')}`,
      );
      done({ script, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const failed: Outcome[] = [];
for (const stage of STAGES) {
  const outcomes = await Promise.all(stage.map(run));
  failed.push(...outcomes.filter((outcome) => outcome.code !== 0));
  if (failed.length > 0) break;
}
if (failed.length > 0) {
  console.error(
    `\nnpm test failed: ${failed.map(({ script, code }) => `npm run ${script} (exit ${code})`).join(', ')}`,
  );
  process.exit(failed[0]!.code || 1);
}
console.log('\nnpm test: every check passed.');
