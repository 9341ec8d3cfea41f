// @vitest-environment node
/** Installs print no warning: every dependency with an install script is approved or refused in package.json. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/paths';

describe('npm install', () => {
  it('has every install script of the lockfile reviewed in allowScripts', () => {
    const out = execFileSync('npm', ['install-scripts', 'ls'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toContain('No packages with unreviewed install scripts.');
  });
});
