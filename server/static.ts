import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { sendCacheable } from './http';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Resolves a request path below `root` (e.g. `storefront.js` for `/dist/storefront.js`), or
 * undefined when it is malformed or would leave `root` (`..`, encoded slashes, NUL, backslashes).
 */
export function resolveStaticPath(root: string, encodedPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return undefined;
  }
  if (path === '' || path.includes('\0') || path.includes('\\')) return undefined;
  if (path.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const full = resolve(base, path);
  return full.startsWith(base + sep) ? full : undefined;
}

/** Serves one file below `root`; returns false (sending nothing) when there is no such file. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  encodedPath: string,
): Promise<boolean> {
  const file = resolveStaticPath(root, encodedPath);
  if (!file) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const body = await readFile(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Files under lazy/ carry a hash of their content in their name: cache them forever. The files
  // a page names itself (the loader, the stylesheet) change on every rebuild: always revalidate.
  const immutable = encodedPath.startsWith('lazy/');
  sendCacheable(req, res, body, type, etag, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  return true;
}
