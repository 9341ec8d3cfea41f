import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder above `server/`). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build` writes the library. */
export const DEFAULT_DIST_DIR = resolve(REPO_ROOT, 'dist');

/** Where the demo shop keeps its database unless `SQ_DB_PATH` says otherwise. */
export const DEFAULT_DB_PATH = resolve(REPO_ROOT, 'data', 'shop.sqlite');

/** The demo shop's own files (its theme), served under `/assets/`. */
export const PUBLIC_DIR = resolve(REPO_ROOT, 'server', 'public');

/** The theme author's own pages, served under `/playground/`. */
export const DEFAULT_PLAYGROUND_DIR = resolve(REPO_ROOT, 'playground');

/** Where product photographs are kept for a database at `dbPath`: `images/` beside it (a temporary folder for `:memory:`). */
export function imageDirFor(dbPath: string): string {
  return dbPath === ':memory:' ? resolve(tmpdir(), 'storefront-elements-images') : resolve(dirname(dbPath), 'images');
}
