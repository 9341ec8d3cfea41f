import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { productArtwork } from '../demo/artwork';
import { isListed, PRODUCT_TYPE } from '../demo/catalogue';
import { FORM_BLOCK_IDS, FORM_PAGES } from '../demo/form-blocks';
import { galleryImageById } from '../demo/galleries';
import { articleBySlug, journal } from '../demo/journal';
import { sceneSvg } from '../demo/scenes';
import { addOnsFor } from './add-ons';
import type { Analytics, CheckoutKind } from './analytics';
import type { Carts } from './carts';
import { cartToken, ensureVisitorCookies, type CartTokens } from './cookies';
import type { FormBlock, FormBlocks } from './form-blocks';
import { jsonAnswer, type ShopEnv } from './http';
import {
  checkoutPage,
  formSubmissionsPage,
  giftCardCheckoutPage,
  giftCardNotFoundPage,
  notFoundPage,
  outboxPage,
  restockManagerPage,
  subscriptionCheckoutPage,
  subscriptionNotFoundPage,
} from './pages';
import { PUBLIC_DIR } from './paths';
import { COMPRESSIBLE_TYPES, ENCODINGS } from '../scripts/compress';
import { isImageWidth, originalWidth, type GalleryPhotos, type ProductPhotos } from './images';
import { GALLERY_PAGES } from './gallery-pages';
import {
  articlePage,
  cartPage,
  catalogueRequestPage,
  contactPage,
  galleryIndexPage,
  galleryPage,
  journalPage,
  productListPage,
  productPage,
} from './theme-pages';
import { merchandisingFor, productJson } from './product-json';
import type { Products } from './products';
import { analyticsReportPage, REPORT_SCRIPTS } from './report-page';
import type { Restock } from './restock';
import { shopSettings } from './settings';
import type { Subscriptions } from './subscriptions';

/** What the site (everything but `/api/`) needs from the app. */
export interface SiteDeps {
  readonly carts: Carts;
  readonly products: Products;
  readonly subscriptions: Subscriptions;
  /** Restock sign-ups and the outbox, for the owner's pages. */
  readonly restock: Restock;
  /** Form blocks: their definitions for the pages, their submissions for the owner's page. */
  readonly formBlocks: FormBlocks;
  /** Checkout arrivals for the funnel, and the owner's report. */
  readonly analytics: Analytics;
  readonly tokens: CartTokens;
  readonly distDir: string;
  /** A folder of the theme author's own `.html` pages, served under `/playground/`. */
  readonly playgroundDir: string;
  /** Product photographs, made once from each product's artwork. */
  readonly photos: ProductPhotos;
  /** Gallery photographs, made once per width from each image's scene. */
  readonly galleryPhotos: GalleryPhotos;
}

/**
 * Chart.js's browser build (a devDependency: it draws the owner's report and never reaches a shop
 * page). Its package exports no `dist/` path, so the file is found beside its main module.
 */
export const CHART_JS_PATH = join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.js');

/** Content types Hono's table gives without a charset or not at all. */
const JSON_FILE = /\.(json|map)$/;

/**
 * Whether an `Accept-Encoding` header accepts `encoding`: named with a weight above 0, or not named
 * and `*` given a weight above 0 (`br;q=0` refuses brotli; no header accepts nothing but identity).
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (name === encoding) return q > 0;
    if (name === '*') wildcard = q;
  }
  return wildcard > 0;
}

/**
 * The compressed form of `path` to send for `acceptEncoding`, best first (brotli, then gzip), the
 * way a CDN sends what the build made (scripts/compress.ts): only one made from the file as it is
 * now (not older than it), so a file rebuilt without its forms is sent as it is.
 */
async function compressedForm(
  path: string,
  modified: number,
  acceptEncoding: string | undefined,
): Promise<{ encoding: string; path: string; size: number } | undefined> {
  for (const { encoding, suffix } of ENCODINGS) {
    if (!acceptsEncoding(acceptEncoding, encoding)) continue;
    const info = await stat(path + suffix).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs >= modified) return { encoding, path: path + suffix, size: info.size };
  }
  return undefined;
}

/**
 * Files from `root` under `prefix`: ETag and 304, HEAD, no dotfiles, nothing outside `root`.
 * A script, stylesheet or JSON file goes in the best compressed form the build made of it that
 * the browser accepts (`Vary: Accept-Encoding`); the one ETag names every form of a file (weak:
 * they hold the same content). `cacheControl` decides each file's caching from its path below `root`.
 */
function files(prefix: string, root: string, cacheControl: (path: string) => string) {
  const serve = serveStatic<ShopEnv>({
    root,
    rewriteRequestPath: (path) => path.slice(prefix.length),
    onFound: (path, c) => {
      c.header('Cache-Control', cacheControl(relative(root, path).split(sep).join('/')));
      if (JSON_FILE.test(path)) c.header('Content-Type', 'application/json; charset=utf-8');
    },
  });
  const app = new Hono<ShopEnv>();
  app.use('*', async (c, next) => {
    const below = c.req.path.slice(prefix.length);
    // A segment that starts with a dot (.env, .git) is never served; serveStatic refuses `..`, `%` and `\\`.
    if (/(^|\/)\./.test(below)) return next();
    // A validator from the file's size and time, so HEAD and GET agree and a match costs no read.
    const info = /^[\w./-]+$/.test(below) ? await stat(join(root, below)).catch(() => undefined) : undefined;
    if (info?.isFile()) {
      const extension = below.slice(below.lastIndexOf('.') + 1);
      const type = Object.hasOwn(COMPRESSIBLE_TYPES, extension) ? COMPRESSIBLE_TYPES[extension] : undefined;
      if (type) c.header('Vary', 'Accept-Encoding');
      const tag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (c.req.header('if-none-match') === tag) {
        return c.body(null, 304, { ETag: tag, 'Cache-Control': cacheControl(below) });
      }
      c.header('ETag', tag);
      // A range names bytes of the file itself: it is answered from the file, uncompressed.
      const form =
        type && (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.header('range')
          ? await compressedForm(join(root, below), info.mtimeMs, c.req.header('accept-encoding'))
          : undefined;
      if (type && form) {
        const headers = {
          'Content-Type': type,
          'Content-Encoding': form.encoding,
          'Content-Length': String(form.size),
          'Cache-Control': cacheControl(below),
          'Last-Modified': info.mtime.toUTCString(),
        };
        return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(await readFile(form.path), 200, headers);
      }
    }
    return serve(c, next);
  });
  return app;
}

/** The demo pages, product images, the shop's theme and the library's `dist/` files. */
export function siteRoutes(deps: SiteDeps): Hono<ShopEnv> {
  const site = new Hono<ShopEnv>({ strict: false });

  // `render` gets the visitor's crumb, for a form that posts it back (the owner's sign-out).
  const page = (c: Context<ShopEnv>, status: 200 | 400 | 404, render: (crumb: string) => string) => {
    const crumb = ensureVisitorCookies(c, deps.tokens);
    const html = render(crumb);
    return c.body(html, status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html)),
      'Cache-Control': 'no-store',
    });
  };
  // The pill's first markup shows the visitor's cart, so it does not appear later and move the header.
  const visitorCart = (c: Context<ShopEnv>) => {
    const token = cartToken(c, deps.tokens);
    return token ? deps.carts.cart(token) : null;
  };

  // Files under lazy/ carry a hash of their content in their name: cache them forever. The files
  // a page names itself (the loader, the stylesheet) change on every rebuild: always revalidate.
  site.route(
    '/dist',
    files('/dist/', deps.distDir, (path) =>
      path.startsWith('lazy/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
  );
  site.route(
    '/assets',
    files('/assets/', PUBLIC_DIR, () => 'no-cache'),
  );

  // Chart.js for the owner's report, read once.
  let chartJs: Promise<string> | undefined;
  site.get(REPORT_SCRIPTS.chart, etag(), async (c) => {
    chartJs ??= readFile(CHART_JS_PATH, 'utf8');
    return c.body(await chartJs, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  // A product's artwork as drawn (vector), and its photographs rendered from it.
  site.get('/assets/products/:file{[A-Za-z0-9_-]+\\.svg}', etag(), (c) => {
    const product = deps.products.byId(c.req.param('file').replace(/\.svg$/, ''));
    if (!product) return page(c, 404, notFoundPage);
    return c.body(productArtwork(product.slug), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  site.get('/assets/products/:id{[A-Za-z0-9_-]+}/:width{[0-9]+w\\.webp}', etag(), async (c) => {
    const product = deps.products.byId(c.req.param('id'));
    const width = Number.parseInt(c.req.param('width'), 10);
    if (!product || !isImageWidth(width)) return page(c, 404, notFoundPage);
    const image = await deps.photos.webp(product.id, width, () => productArtwork(product.slug));
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  // Gallery photographs (demo/galleries.ts): `?format=750w` for each width the image server makes up
  // to the image's own (the address `<sq-gallery>`'s srcset asks for), the original width without it.
  site.get('/assets/gallery/:file{[A-Za-z0-9_-]+\\.webp}', etag(), async (c) => {
    const demo = galleryImageById(c.req.param('file').replace(/\.webp$/, ''));
    const format = c.req.query('format');
    const match = format === undefined ? null : /^([1-9][0-9]{0,4})w$/.exec(format);
    if (!demo || (format !== undefined && !match)) return page(c, 404, notFoundPage);
    const { scene } = demo;
    const width = match ? Number(match[1]) : originalWidth(scene.width);
    const image = await deps.galleryPhotos.webp(demo.id, width, {
      width: scene.width,
      height: scene.height,
      svg: () => sceneSvg(scene),
    });
    if (!image) return page(c, 404, notFoundPage);
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  // The lookbook: an index, and a gallery page per design (server/gallery-pages.ts).
  site.get('/gallery', (c) => page(c, 200, () => galleryIndexPage(visitorCart(c))));
  for (const gallery of GALLERY_PAGES) {
    site.get(gallery.path, (c) => page(c, 200, () => galleryPage(gallery, visitorCart(c))));
  }

  site.get('/', (c) =>
    page(c, 200, () =>
      productListPage(
        deps.products.all().filter((product) => isListed(product.slug)),
        visitorCart(c),
      ),
    ),
  );

  site.get('/shop/p/:slug{[a-z0-9-]+}', (c) => {
    const product = deps.products.bySlug(c.req.param('slug'));
    if (!product) return page(c, 404, notFoundPage);
    if (c.req.query('format') === 'json') {
      return jsonAnswer(c, 200, { item: productJson(product), merchandising: merchandisingFor(product) });
    }
    return page(c, 200, () => productPage(product, visitorCart(c), addOnsFor(product, deps.products.all())));
  });

  // The journal: articles whose bodies hold a product block (`<sq-product page-type="product-block">`).
  site.get('/journal', (c) => page(c, 200, () => journalPage(journal, visitorCart(c))));

  site.get('/journal/:slug{[a-z0-9-]+}', (c) => {
    const article = articleBySlug(c.req.param('slug'));
    const product = article ? deps.products.bySlug(article.product) : undefined;
    if (!article || !product) return page(c, 404, notFoundPage);
    return page(c, 200, () => articlePage(article, product, visitorCart(c)));
  });

  // Content pages with form blocks (`<sq-form-block>`, `<sq-newsletter>`; demo/form-blocks.ts),
  // their forms found once, when the app is made.
  const block = (id: string): FormBlock => {
    const found = deps.formBlocks.byId(id);
    if (!found) throw new Error(`demo/form-blocks.ts has no form "${id}".`);
    return found;
  };
  const contact = block(FORM_BLOCK_IDS.contact);
  const newsletter = block(FORM_BLOCK_IDS.newsletter);
  const catalogueRequest = block(FORM_BLOCK_IDS.catalogueRequest);
  site.get(FORM_PAGES.contact.path, (c) => page(c, 200, () => contactPage(contact, newsletter, visitorCart(c))));
  site.get(FORM_PAGES.catalogueRequest.path, (c) =>
    page(c, 200, () => catalogueRequestPage(catalogueRequest, visitorCart(c))),
  );

  // A theme author's own pages: served as pages of the shop (cookies set, never cached).
  site.get('/playground/:file{[A-Za-z0-9_-]+\\.html}?', async (c) => {
    const file = join(deps.playgroundDir, c.req.param('file') ?? 'index.html');
    const html = await readFile(file, 'utf8').catch(() => null);
    return html === null ? page(c, 404, notFoundPage) : page(c, 200, () => html);
  });

  // The owner's pages (the configuration area, under `/config/`). Only a signed-in owner reaches
  // them: server/owner.ts's guard, applied in server/app.ts, sends anyone else to the sign-in page.
  site.get('/config/restock', (c) => page(c, 200, (crumb) => restockManagerPage(visitorCart(c), { crumb })));
  site.get('/config/outbox', (c) =>
    page(c, 200, (crumb) => outboxPage(deps.restock.outbox(), visitorCart(c), { crumb })),
  );
  site.get('/config/form-submissions', (c) =>
    page(c, 200, (crumb) =>
      formSubmissionsPage(deps.formBlocks.submissions(), deps.formBlocks, visitorCart(c), { crumb }),
    ),
  );
  site.get('/config/analytics', (c) =>
    page(c, 200, (crumb) => analyticsReportPage(deps.analytics.report(), visitorCart(c), { crumb })),
  );

  // The funnel's last step: a checkout page shown (GET, 200), unless analytics is off.
  const arrived = (c: Context<ShopEnv>, kind: CheckoutKind) => {
    if (c.req.method === 'GET' && !shopSettings().analyticsDisabled) deps.analytics.recordCheckoutArrival(kind);
  };

  site.get('/cart', (c) => page(c, 200, () => cartPage(deps.carts.cart(cartToken(c, deps.tokens)))));

  // The platform's checkout pages, as stand-ins that show what they received.
  site.get('/commerce/goto-checkout', (c) => {
    // Express checkout needs the visitor's cart: without its cookie there is none to check out (400).
    const cart = visitorCart(c);
    if (cart) arrived(c, 'express');
    return page(c, cart ? 200 : 400, () => checkoutPage(cart));
  });

  site.get('/checkout/subscribe', (c) => {
    const token = c.req.query('cartToken');
    const subscription = deps.subscriptions.byToken(token);
    const cart = visitorCart(c);
    if (!subscription) return page(c, 404, () => subscriptionNotFoundPage(token, cart));
    arrived(c, 'subscription');
    return page(c, 200, () => subscriptionCheckoutPage(subscription, cart));
  });

  site.get('/checkout/giftcard', (c) => {
    const { websiteId, giftCardProductId, sku } = c.req.query();
    const cart = visitorCart(c);
    const product = giftCardProductId ? deps.products.byId(giftCardProductId) : undefined;
    const notFound = (message: string) => page(c, 404, () => giftCardNotFoundPage(message, cart));
    if (!product || product.productType !== PRODUCT_TYPE.giftCard) {
      return notFound(
        giftCardProductId
          ? `There is no gift card with the id "${giftCardProductId}".`
          : 'This address needs a giftCardProductId, which the shop gives when you buy a gift card.',
      );
    }
    const variant = product.variants.find((candidate) => candidate.sku === sku);
    if (!variant) {
      return notFound(
        sku
          ? `"${sku}" is not an amount of the ${product.title}.`
          : `This address needs the sku of an amount of the ${product.title}.`,
      );
    }
    arrived(c, 'gift-card');
    return page(c, 200, () => giftCardCheckoutPage({ product, variant, websiteId }, cart));
  });

  site.all('*', (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method not allowed. Use GET.\n', 405, { Allow: 'GET, HEAD' });
    }
    return page(c, 404, notFoundPage);
  });
  return site;
}
