/**
 * The demo shop's storefront pages, rendered from the theme (`theme/`, JSON-Template) by
 * `themed`: each page function builds the data its template reads, shaped as the platform shapes
 * it where the platform has a shape (`collection`, `items`, `item`, `websiteSettings`,
 * `productMerchandisingContext`, `featureFlags`), plus the page context the elements read
 * (`pageContext`, exactly as before), the visitor's `cart` and the layout's keys (`layoutJson`).
 * Only what a template cannot work out itself is made here: formatted dates, photo addresses and
 * their srcsets; every text is escaped by the templates (`|html`, `|htmlattr`).
 */
import { catalogue } from '../demo/catalogue';
import { stableId } from '../demo/ids';
import { FORM_PAGES, type FormPage } from '../demo/form-blocks';
import { articleUrl, type JournalArticle } from '../demo/journal';
import type { CartJson } from './carts';
import type { FormBlock } from './form-blocks';
import { GALLERY_PAGES, type GalleryPage } from './gallery-pages';
import { productPhotoSrcset, productPhotoUrl } from './images';
import { layoutJson, type LayoutProps, type PageContextJson } from './pages';
import { PAGE_COLLECTION_TYPE, PAGE_TYPE, pageContext } from './page-context';
import { productJson } from './product-json';
import type { ShopProduct } from './products';
import { themed } from './theme';

/** Where a page stands in the shop, for the layout: everything `layoutJson` takes. */
type Placement = Omit<LayoutProps, 'children'>;

/**
 * The data of a page: the layout's keys, the platform's fields every page has (from its page
 * context: `collection`, `websiteSettings.storeSettings`, `productMerchandisingContext`), the
 * CLDR money flag, then the page's own fields.
 */
function pageJson(placement: Placement, own: Readonly<Record<string, unknown>>) {
  const { context } = placement;
  return {
    ...layoutJson(placement),
    collection: context.collection,
    websiteSettings: { storeSettings: context.storeSettings },
    productMerchandisingContext: context.merchandising,
    featureFlags: { useCLDRMoneyFormat: true },
    ...own,
  };
}

/**
 * What the shop shows of its products beyond their item JSON, by product id: the photograph
 * (`src` at 500 pixels, `srcset` at every width the image server makes), the description, the
 * slug (`urlId`), how its picker shows its options and whether its add-to-cart button checks out
 * at once. Kept beside the items, not in them: an item is the product JSON each element's
 * `<sq-product>` holds, and a template reads this with `{.var @details productDetails|get id}`.
 */
function productDetails(products: readonly ShopProduct[]) {
  return Object.fromEntries(
    products.map((product) => [
      product.id,
      {
        urlId: product.slug,
        image: { src: productPhotoUrl(product.id, 500), srcset: productPhotoSrcset(product.id) },
        description: product.description,
        pickerDisplay: product.pickerDisplay,
        expressCheckout: catalogue.find((seed) => seed.slug === product.slug)?.expressCheckout === true,
      },
    ]),
  );
}

/** `GET /`: the product list page, a card per product (theme/collections/products.list). */
export function productListPage(products: readonly ShopProduct[], cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.collection, products });
  return themed({
    template: 'collections/products.list',
    json: pageJson(
      { title: 'Shop', context, cart, current: 'shop' },
      { items: products.map(productJson), productDetails: productDetails(products) },
    ),
  });
}

/** The product page photo's `sizes` (theme/collections/products.item), for its preload too. */
const PRODUCT_PHOTO_SIZES = '(max-width: 52rem) 100vw, 40rem';

/** `GET /shop/p/{slug}`: one product's page, and below it the add-ons that go well with it (theme/collections/products.item). */
export function productPage(
  product: ShopProduct,
  cart: CartJson | null = null,
  addOns: readonly ShopProduct[] = [],
): string {
  const context = pageContext({ pageType: PAGE_TYPE.contentItem, products: [product, ...addOns], item: product });
  return themed({
    template: 'collections/products.item',
    json: pageJson(
      { title: product.title, context, cart },
      {
        item: productJson(product),
        addOns: addOns.map(productJson),
        productDetails: productDetails([product, ...addOns]),
        // The page's largest picture, asked for from the head at high priority (the layout writes it).
        preloadImage: {
          src: productPhotoUrl(product.id, 500),
          srcset: productPhotoSrcset(product.id),
          sizes: PRODUCT_PHOTO_SIZES,
        },
      },
    ),
  });
}

/** A journal date as the journal prints it, and as `<time datetime>` takes it. */
function publishedJson(isoDate: string) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return {
    iso: isoDate,
    text: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

/** `GET /cart`: the cart page (theme/pages/cart.page), rendered from the visitor's cart. */
export function cartPage(cart: CartJson): string {
  const context = pageContext({ pageType: PAGE_TYPE.cart, products: [] });
  return themed({
    template: 'pages/cart.page',
    json: pageJson({ title: 'Cart', context, cart, current: 'cart' }, {}),
  });
}

/** `GET /journal`: the journal's articles, newest first (theme/collections/journal.list). */
export function journalPage(articles: readonly JournalArticle[], cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [] });
  return themed({
    template: 'collections/journal.list',
    json: pageJson(
      { title: 'Journal', context, cart, current: 'journal' },
      {
        items: articles.map((article) => ({
          title: article.title,
          fullUrl: articleUrl(article),
          excerpt: article.summary,
          published: publishedJson(article.published),
        })),
      },
    ),
  });
}

/**
 * `GET /journal/{slug}`: a journal article, with its product block between its paragraphs
 * (theme/collections/journal.item; the block's elements in `<sq-product page-type="product-block">`).
 */
export function articlePage(article: JournalArticle, product: ShopProduct, cart: CartJson | null = null): string {
  const context = pageContext({ pageType: PAGE_TYPE.page, products: [product] });
  return themed({
    template: 'collections/journal.item',
    json: pageJson(
      { title: article.title, context, cart, within: 'journal' },
      {
        item: {
          title: article.title,
          fullUrl: articleUrl(article),
          author: { displayName: article.author },
          published: publishedJson(article.published),
          before: article.before,
          after: article.after,
        },
        productBlock: { item: productJson(product) },
        productDetails: productDetails([product]),
      },
    ),
  });
}

/** The page context of a content page with form blocks: its own collection, whose id and title the forms send. */
function formPageContext(page: FormPage): PageContextJson {
  return pageContext({
    pageType: PAGE_TYPE.page,
    products: [],
    collection: { id: page.id, title: page.title, type: PAGE_COLLECTION_TYPE },
  });
}

/** `GET /contact`: the contact form (every field type) and the newsletter sign-up (theme/pages/contact.page). */
export function contactPage(contact: FormBlock, newsletter: FormBlock, cart: CartJson | null = null): string {
  const page = FORM_PAGES.contact;
  const context = formPageContext(page);
  return themed({
    template: 'pages/contact.page',
    json: pageJson(
      { title: page.title, context, cart, current: 'contact' },
      {
        forms: { contact: contact.definition, newsletter: newsletter.definition },
        catalogueRequest: { title: FORM_PAGES.catalogueRequest.title, fullUrl: FORM_PAGES.catalogueRequest.path },
      },
    ),
  });
}

/** `GET /catalogue-request`: the catalogue request, whose success sends the visitor to the journal. */
export function catalogueRequestPage(request: FormBlock, cart: CartJson | null = null): string {
  const page = FORM_PAGES.catalogueRequest;
  const context = formPageContext(page);
  return themed({
    template: 'pages/catalogue-request.page',
    json: pageJson({ title: page.title, context, cart }, { forms: { request: request.definition } }),
  });
}

/** The page context of a lookbook page: its own content page collection. */
function galleryContext(path: string, title: string): PageContextJson {
  return pageContext({
    pageType: PAGE_TYPE.page,
    products: [],
    collection: { id: stableId('page', path), title, type: PAGE_COLLECTION_TYPE },
  });
}

/** `GET /gallery/{design}`: one gallery, with its heading and a line about it (theme/pages/gallery.page). */
export function galleryPage(gallery: GalleryPage, cart: CartJson | null = null): string {
  const context = galleryContext(gallery.path, gallery.title);
  return themed({
    template: 'pages/gallery.page',
    json: pageJson(
      { title: gallery.title, context, cart, within: 'lookbook' },
      {
        intro: gallery.intro,
        // A copy: reading images may change what it reads, and the demo's images are shared by every page.
        gallery: { settings: gallery.attributes, images: structuredClone(gallery.images()) },
      },
    ),
  });
}

/** `GET /gallery`: the lookbook's index, a link to each gallery page (theme/collections/gallery.list). */
export function galleryIndexPage(cart: CartJson | null = null): string {
  const context = galleryContext('/gallery', 'Lookbook');
  return themed({
    template: 'collections/gallery.list',
    json: pageJson(
      { title: 'Lookbook', context, cart, current: 'lookbook' },
      {
        items: GALLERY_PAGES.filter((gallery) => gallery.listed !== false).map((gallery) => ({
          title: gallery.title,
          fullUrl: gallery.path,
          excerpt: gallery.intro,
        })),
      },
    ),
  });
}
