import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Carts } from './carts';
import { cartToken, ensureVisitorCookies, parseCookies } from './cookies';
import { sendCacheable, sendHtml, sendJson } from './http';
import { cartPage, notFoundPage, productListPage, productPage } from './pages';
import { placeholderSvg } from './placeholder';
import { merchandisingFor, productJson } from './product-json';
import type { Products } from './products';
import { serveStatic } from './static';

/** What the site (everything but `/api/`) needs from the app. */
export interface SiteDeps {
  readonly carts: Carts;
  readonly products: Products;
  readonly distDir: string;
}

const PRODUCT_PAGE = /^\/shop\/p\/([a-z0-9-]+)\/?$/;
const PRODUCT_IMAGE = /^\/assets\/products\/([A-Za-z0-9_-]+)\.svg$/;

function sendPage(req: IncomingMessage, res: ServerResponse, status: number, render: () => string): void {
  ensureVisitorCookies(res, parseCookies(req));
  sendHtml(res, status, render());
}

function methodNotAllowed(res: ServerResponse): void {
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Method not allowed. Use GET.\n');
}

/** Answers every non-API request: the demo pages, product images and the library's `dist/` files. */
export async function handleSite(req: IncomingMessage, res: ServerResponse, url: URL, deps: SiteDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    methodNotAllowed(res);
    return;
  }
  const path = url.pathname;

  if (path.startsWith('/dist/')) {
    if (!(await serveStatic(req, res, deps.distDir, path.slice('/dist/'.length)))) {
      sendPage(req, res, 404, notFoundPage);
    }
    return;
  }

  const image = PRODUCT_IMAGE.exec(path);
  if (image?.[1]) {
    const product = deps.products.byId(image[1]);
    if (product) {
      const svg = placeholderSvg(product);
      sendCacheable(req, res, svg, 'image/svg+xml', `"${product.id}-${svg.length}"`, 'public, max-age=86400');
    } else {
      sendPage(req, res, 404, notFoundPage);
    }
    return;
  }

  // The pill's first markup shows the visitor's cart, so it does not appear later and move the header.
  const visitorCart = () => {
    const token = cartToken(parseCookies(req));
    return token ? deps.carts.cart(token) : null;
  };

  if (path === '/') {
    sendPage(req, res, 200, () => productListPage(deps.products.all(), visitorCart()));
    return;
  }

  const productMatch = PRODUCT_PAGE.exec(path);
  if (productMatch?.[1]) {
    const product = deps.products.bySlug(productMatch[1]);
    if (!product) {
      sendPage(req, res, 404, notFoundPage);
    } else if (url.searchParams.get('format') === 'json') {
      sendJson(res, 200, { item: productJson(product), merchandising: merchandisingFor(product) });
    } else {
      sendPage(req, res, 200, () => productPage(product, visitorCart()));
    }
    return;
  }

  if (path === '/cart') {
    sendPage(req, res, 200, () => cartPage(deps.carts.cart(cartToken(parseCookies(req)))));
    return;
  }

  sendPage(req, res, 404, notFoundPage);
}
