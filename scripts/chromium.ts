/**
 * The one place that finds Chromium for the end-to-end tests, the benchmark and the screenshots,
 * and that `npm test` (scripts/test.ts) asks before its slow stages, so all use the same binary.
 * In order: `CHROMIUM_PATH` (when set, only it), Debian's `/usr/bin/chromium`, then one Playwright
 * installed (`npx playwright-core install chromium`, under `~/.cache/ms-playwright` or
 * `PLAYWRIGHT_BROWSERS_PATH`; the newest first). When there is none, `npm test` installs Debian's
 * package if it can (as root on Debian or Ubuntu, with apt-get), else stops and says what to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Browser } from 'playwright-core';

/** Debian's (and Ubuntu's) Chromium, from `apt-get install chromium`. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet and quick in a container with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the finding looks at: the real machine's by default (`machine()`), a made-up one in the tests. */
export interface ChromiumMachine {
  /** The environment variables (`CHROMIUM_PATH`, `PLAYWRIGHT_BROWSERS_PATH`, `PATH`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder (for `~/.cache/ms-playwright`). */
  readonly home: string;
  /** Whether `path` is a file this user may run. */
  isExecutable(path: string): boolean;
  /** The names in a folder; [] when it is missing or unreadable. */
  list(path: string): readonly string[];
  /** Whether the process runs as root. */
  readonly isRoot: boolean;
  /** Whether the system is Debian or one built on it (Ubuntu): `/etc/debian_version` exists. */
  readonly isDebian: boolean;
}

/** The running machine. */
export function machine(): ChromiumMachine {
  return {
    env: process.env,
    home: homedir(),
    isExecutable: (path) => {
      try {
        accessSync(path, constants.X_OK);
        return statSync(path).isFile();
      } catch {
        return false;
      }
    },
    list: (path) => {
      try {
        return readdirSync(path);
      } catch {
        return [];
      }
    },
    isRoot: process.getuid?.() === 0,
    isDebian: (() => {
      try {
        return statSync('/etc/debian_version').isFile();
      } catch {
        return false;
      }
    })(),
  };
}

/** Where Playwright keeps its browsers on this machine. */
function playwrightFolder(m: ChromiumMachine): string {
  const set = m.env.PLAYWRIGHT_BROWSERS_PATH;
  return set && set !== '0' ? set : join(m.home, '.cache', 'ms-playwright');
}

/** The name of Playwright's Chrome for Testing application on macOS. */
const TESTING_APP = 'Google Chrome for Testing';

/** The Chromium binaries Playwright may have installed, newest revision first. */
function playwrightCandidates(m: ChromiumMachine): string[] {
  const folder = playwrightFolder(m);
  const revision = (name: string) => Number(/-(\d+)$/.exec(name)?.[1] ?? -1);
  const named = (prefix: string) =>
    m
      .list(folder)
      .filter((name) => name.startsWith(`${prefix}-`) && revision(name) >= 0)
      .sort((a, b) => revision(b) - revision(a));
  return [
    ...named('chromium').flatMap((dir) => [
      join(folder, dir, 'chrome-linux64', 'chrome'),
      join(folder, dir, 'chrome-linux', 'chrome'),
      ...['chrome-mac-arm64', 'chrome-mac-x64'].map((mac) =>
        join(folder, dir, mac, `${TESTING_APP}.app`, 'Contents', 'MacOS', TESTING_APP),
      ),
      join(folder, dir, 'chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
    ]),
    ...named('chromium_headless_shell').flatMap((dir) => [
      join(folder, dir, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
      join(folder, dir, 'chrome-linux', 'headless_shell'),
      join(folder, dir, 'chrome-headless-shell-mac-arm64', 'chrome-headless-shell'),
      join(folder, dir, 'chrome-headless-shell-mac-x64', 'chrome-headless-shell'),
    ]),
  ];
}

/** Whether `apt-get` is on the machine's PATH. */
function hasAptGet(m: ChromiumMachine): boolean {
  const path = m.env.PATH ?? '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => m.isExecutable(join(dir, 'apt-get')));
}

/** What to do about Chromium: use one found, install Debian's, or stop and say what to run. */
export type ChromiumPlan =
  | { readonly kind: 'found'; readonly path: string }
  | { readonly kind: 'install'; readonly path: string; readonly commands: readonly (readonly string[])[] }
  | { readonly kind: 'missing'; readonly message: string };

/** The commands that install Debian's Chromium, as root. */
export const APT_INSTALL: readonly (readonly string[])[] = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
];

/** The Chromium to use (`CHROMIUM_PATH`, Debian's, then Playwright's), or undefined when there is none. */
export function findChromium(m: ChromiumMachine = machine()): string | undefined {
  const set = m.env.CHROMIUM_PATH;
  if (set) return m.isExecutable(set) ? set : undefined;
  return [DEBIAN_CHROMIUM, ...playwrightCandidates(m)].find((path) => m.isExecutable(path));
}

/** What `npm test` does about Chromium on `m`. */
export function planChromium(m: ChromiumMachine = machine()): ChromiumPlan {
  const found = findChromium(m);
  if (found) return { kind: 'found', path: found };
  const set = m.env.CHROMIUM_PATH;
  if (set) {
    return {
      kind: 'missing',
      message: `CHROMIUM_PATH is ${set}, which is not a program this user can run: point it at a Chromium binary, or unset it to use ${DEBIAN_CHROMIUM}.`,
    };
  }
  if (m.isDebian && hasAptGet(m)) {
    if (m.isRoot) return { kind: 'install', path: DEBIAN_CHROMIUM, commands: APT_INSTALL };
    return {
      kind: 'missing',
      message:
        'No Chromium for the end-to-end tests: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium), then `npm test` again.',
    };
  }
  return {
    kind: 'missing',
    message:
      'No Chromium for the end-to-end tests: run `npx playwright-core install chromium` (or set CHROMIUM_PATH to a Chromium), then `npm test` again.',
  };
}

/** Runs a command with its output shown; its exit code (null when it could not run or was killed). */
export type RunCommand = (command: string, args: readonly string[]) => number | null;

const runCommand: RunCommand = (command, args) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;

/**
 * For `npm test`, before anything slow: the Chromium to use, after installing Debian's when the
 * plan says so; or, when there is none, the one line that says what to run.
 */
export function prepareChromium(
  m: ChromiumMachine = machine(),
  run: RunCommand = runCommand,
  log: (line: string) => void = console.log,
): { readonly path: string } | { readonly problem: string } {
  const plan = planChromium(m);
  if (plan.kind === 'found') return { path: plan.path };
  if (plan.kind === 'missing') return { problem: plan.message };
  log(
    `No Chromium for the end-to-end tests: installing Debian's (${plan.commands.map((c) => c.join(' ')).join(', then ')})…`,
  );
  for (const [command, ...args] of plan.commands) {
    const code = run(command!, args);
    if (code !== 0) {
      return {
        problem: `\`${[command, ...args].join(' ')}\` failed (exit ${code ?? 'unknown'}): install Chromium yourself (\`apt-get install -y chromium\`, or set CHROMIUM_PATH to one), then \`npm test\` again.`,
      };
    }
  }
  const installed = findChromium(m);
  if (installed) return { path: installed };
  return {
    problem: `apt-get installed chromium, but ${plan.path} is not there: set CHROMIUM_PATH to a Chromium, then \`npm test\` again.`,
  };
}

/**
 * Launches headless Chromium (the one `findChromium` finds) for the end-to-end tests and the
 * benchmark. Headless Chromium hides scrollbars (Playwright passes `--hide-scrollbars`);
 * `scrollbars` keeps them, as a desktop browser draws them, taking room beside the page.
 */
export async function launchChromium({ scrollbars = false }: { readonly scrollbars?: boolean } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    const plan = planChromium();
    if (plan.kind === 'missing') throw new Error(plan.message);
    const install = APT_INSTALL.map((command) => command.join(' ')).join(' && ');
    throw new Error(`No Chromium: run \`${install}\` (\`npm test\` does), or set CHROMIUM_PATH to a Chromium.`);
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : undefined,
  });
}
