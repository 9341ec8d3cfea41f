// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { REPO_ROOT } from '../../server/paths';
import { removeDir, tempDir } from './helpers';

const dir = tempDir();
afterAll(() => removeDir(dir));

/** Starts server/main.ts with this SQ_DB_PATH and returns how it ended. */
function start(dbPath: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', SQ_DB_PATH: dbPath },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: run.status, stderr: run.stderr };
}

describe('a bad SQ_DB_PATH', () => {
  const cases = [
    [
      'a folder',
      () => {
        const path = join(dir, 'a-folder');
        mkdirSync(path);
        return path;
      },
      /cannot be opened as a database file/,
    ],
    [
      'a file that is not a database',
      () => {
        const path = join(dir, 'notes.txt');
        writeFileSync(path, 'this is not SQLite, but a long enough text to look like a file header. '.repeat(20));
        return path;
      },
      /is not an SQLite database/,
    ],
    [
      'a path under a file',
      () => {
        const file = join(dir, 'plain-file');
        writeFileSync(file, 'x');
        return join(file, 'shop.sqlite');
      },
      /lies under something that is not a folder/,
    ],
  ] as const;

  it.each(cases)('stops the server with a message naming the path, not a stack trace: %s', (_name, make, reason) => {
    const path = make();
    const { status, stderr } = start(path);
    expect(status).toBe(1);
    expect(stderr).toContain(`Could not start the demo shop: the database "${path}"`);
    expect(stderr).toMatch(reason);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('throws a DatabaseOpenError that names the path when a file turns out not to be a database', () => {
    const path = join(dir, 'again.txt');
    writeFileSync(path, 'not a database '.repeat(100));
    expect(() => openDatabase(path)).toThrow(expect.objectContaining({ name: 'DatabaseOpenError', path }));
  });
});
