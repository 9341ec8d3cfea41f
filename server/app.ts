import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleApi } from './api/router';
import { createCarts } from './carts';
import { openDatabase } from './db';
import { DEFAULT_DIST_DIR } from './paths';
import { createProducts } from './products';
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit';
import { handleSite } from './site';

/** How to build the dev platform server. */
export interface AppOptions {
  /** The SQLite file (created, with its folder, when missing). */
  readonly dbPath: string;
  /** The library's build output, served under `/dist/`; default `<repo>/dist`. */
  readonly distDir?: string;
  /** API calls allowed per visitor in a sliding window; default 40 per 10 s. */
  readonly rateLimit?: RateLimitOptions;
  /** Silences the request log. */
  readonly quiet?: boolean;
}

/** A built (not yet listening) server and a way to shut it down. */
export interface App {
  readonly server: Server;
  /** Stops accepting connections, ends idle ones (all after 2 s), then closes the database. */
  close(): Promise<void>;
}

/** Builds the dev platform server and demo shop. Call `server.listen(port)` to start it. */
export function createApp(options: AppOptions): App {
  const db = openDatabase(options.dbPath);
  const products = createProducts(db);
  const carts = createCarts(db, products);
  const limiter = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const reportError = (error: unknown): void => console.error('Unexpected error:', error);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    if (!options.quiet) {
      res.on('finish', () => {
        const ms = (performance.now() - started).toFixed(1);
        console.log(`${req.method} ${req.url} ${res.statusCode} ${ms} ms`);
      });
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request.\n');
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      await handleApi(req, res, url, { carts, products, limiter, reportError });
    } else {
      await handleSite(req, res, url, { carts, products, distDir });
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      reportError(error);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error.\n');
      } else {
        res.destroy();
      }
    });
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 2000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        db.close();
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  return { server, close };
}
