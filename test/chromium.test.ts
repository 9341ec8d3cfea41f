// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  APT_INSTALL,
  DEBIAN_CHROMIUM,
  findChromium,
  planChromium,
  prepareChromium,
  type ChromiumMachine,
} from '../scripts/chromium';

const HOME = '/home/dev';
const CACHE = `${HOME}/.cache/ms-playwright`;

/** A made-up machine: these files can be run, these folders hold these names; nothing is installed. */
function fakeMachine(
  options: {
    env?: Record<string, string | undefined>;
    files?: readonly string[];
    folders?: Readonly<Record<string, readonly string[]>>;
    isRoot?: boolean;
    isDebian?: boolean;
  } = {},
): ChromiumMachine & { files: Set<string> } {
  const files = new Set(options.files ?? []);
  return {
    files,
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    home: HOME,
    isExecutable: (path) => files.has(path),
    list: (path) => options.folders?.[path] ?? [],
    isRoot: options.isRoot ?? false,
    isDebian: options.isDebian ?? false,
  };
}

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first, and only it when it is set', () => {
    const m = fakeMachine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: ['/opt/chrome/chrome', DEBIAN_CHROMIUM],
    });
    expect(findChromium(m)).toBe('/opt/chrome/chrome');
    const wrong = fakeMachine({ env: { CHROMIUM_PATH: '/nope' }, files: [DEBIAN_CHROMIUM] });
    expect(findChromium(wrong)).toBeUndefined();
    const plan = planChromium(wrong);
    expect(plan.kind).toBe('missing');
    expect(plan.kind === 'missing' && plan.message).toMatch(/^CHROMIUM_PATH is \/nope, which is not a program/);
  });

  it("takes Debian's /usr/bin/chromium, then the newest one Playwright installed", () => {
    const playwright = `${CACHE}/chromium-1255/chrome-linux64/chrome`;
    const older = `${CACHE}/chromium-1100/chrome-linux/chrome`;
    const folders = { [CACHE]: ['chromium-1100', 'chromium-1255', 'ffmpeg-1011', 'firefox-1572'] };
    expect(findChromium(fakeMachine({ files: [DEBIAN_CHROMIUM, playwright], folders }))).toBe(DEBIAN_CHROMIUM);
    expect(findChromium(fakeMachine({ files: [older, playwright], folders }))).toBe(playwright);
    expect(findChromium(fakeMachine({ files: [older], folders }))).toBe(older);
    const shell = `${CACHE}/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`;
    expect(findChromium(fakeMachine({ files: [shell], folders: { [CACHE]: ['chromium_headless_shell-1255'] } }))).toBe(
      shell,
    );
  });

  it('looks where PLAYWRIGHT_BROWSERS_PATH says', () => {
    const chrome = '/srv/browsers/chromium-1255/chrome-linux64/chrome';
    const m = fakeMachine({
      env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/browsers' },
      files: [chrome, `${CACHE}/chromium-1300/chrome-linux64/chrome`],
      folders: { '/srv/browsers': ['chromium-1255'], [CACHE]: ['chromium-1300'] },
    });
    expect(findChromium(m)).toBe(chrome);
  });

  it('uses one found as it is, installing nothing', () => {
    const m = fakeMachine({ files: [DEBIAN_CHROMIUM], isRoot: true, isDebian: true });
    const ran: string[][] = [];
    expect(
      prepareChromium(
        m,
        (c, a) => (ran.push([c, ...a]), 0),
        () => {},
      ),
    ).toEqual({ path: DEBIAN_CHROMIUM });
    expect(ran).toEqual([]);
  });
});

describe('without a Chromium', () => {
  const apt = '/usr/bin/apt-get';

  it("installs Debian's as root on Debian or Ubuntu with apt-get: update, then install -y chromium", () => {
    const m = fakeMachine({ files: [apt], isRoot: true, isDebian: true });
    expect(planChromium(m)).toEqual({ kind: 'install', path: DEBIAN_CHROMIUM, commands: APT_INSTALL });
    expect(APT_INSTALL).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', 'chromium'],
    ]);
    // The fake installer puts the binary where Debian does; nothing is installed for real.
    const ran: string[][] = [];
    const lines: string[] = [];
    const result = prepareChromium(
      m,
      (command, args) => {
        ran.push([command, ...args]);
        if (args.includes('chromium')) m.files.add(DEBIAN_CHROMIUM);
        return 0;
      },
      (line) => lines.push(line),
    );
    expect(result).toEqual({ path: DEBIAN_CHROMIUM });
    expect(ran).toEqual(APT_INSTALL);
    expect(lines).toHaveLength(1);
  });

  it('says what failed when apt-get fails, and does not go on', () => {
    const m = fakeMachine({ files: [apt], isRoot: true, isDebian: true });
    const ran: string[][] = [];
    const result = prepareChromium(
      m,
      (command, args) => (ran.push([command, ...args]), 100),
      () => {},
    );
    expect(ran).toEqual([['apt-get', 'update']]);
    expect(result).toEqual({ problem: expect.stringMatching(/^`apt-get update` failed \(exit 100\)/) });
  });

  it('tells someone who is not root on Debian the apt-get line to run with sudo', () => {
    const m = fakeMachine({ files: [apt], isDebian: true });
    const result = prepareChromium(m, () => {
      throw new Error('must not run anything');
    });
    expect(result).toEqual({
      problem:
        'No Chromium for the end-to-end tests: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium), then `npm test` again.',
    });
  });

  it("tells anyone else (no apt-get, or not Debian) to install Playwright's", () => {
    const expected = {
      kind: 'missing',
      message:
        'No Chromium for the end-to-end tests: run `npx playwright-core install chromium` (or set CHROMIUM_PATH to a Chromium), then `npm test` again.',
    };
    expect(planChromium(fakeMachine({ isRoot: true, isDebian: true }))).toEqual(expected);
    expect(planChromium(fakeMachine({ files: [apt], isRoot: true, isDebian: false }))).toEqual(expected);
    expect(planChromium(fakeMachine())).toEqual(expected);
  });

  it('is one line each time', () => {
    for (const m of [
      fakeMachine(),
      fakeMachine({ files: [apt], isDebian: true }),
      fakeMachine({ env: { CHROMIUM_PATH: '/x' } }),
    ]) {
      const plan = planChromium(m);
      expect(plan.kind).toBe('missing');
      expect(plan.kind === 'missing' && plan.message).not.toContain('\n');
    }
  });
});
