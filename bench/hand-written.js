// The bench's "hand-written" reference (bench/themed.ts inlines it as a `<script type="module">` in
// place of dist/storefront.iife.js on the dev server's themed pages): the least of the same contract,
// by hand, without React. Prices on a variant choice, the add-to-cart press and its request, the
// cart pill's count. Not every rule (stock, limits, forms, subscriptions): only what a visitor
// pressing Add To Cart on an in-stock product needs.
const ADDING = 'Adding…';
const ADDED = 'Added!';
const CART = '/api/commerce/shopping-cart';

function cookie(name) {
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return part.slice(i + 1).trim();
      }
    }
  }
  return '';
}

// Each <sq-product>'s JSON, read once; the <sq-product>s of a product ("shared") grouped by its id.
const products = new Map();
const groups = new Map();
for (const host of document.querySelectorAll('sq-product')) {
  const json = host.querySelector(':scope > script[type="application/json"]');
  if (!json) continue;
  const product = JSON.parse(json.textContent);
  products.set(host, product);
  if (!groups.has(product.id)) groups.set(product.id, []);
  groups.get(product.id).push(host);
}

const formats = new Map();
function money(amount) {
  const currency = amount.currency || 'USD';
  if (!formats.has(currency))
    formats.set(
      currency,
      new Intl.NumberFormat(document.documentElement.lang || 'en-US', { style: 'currency', currency }),
    );
  return formats.get(currency).format(Number(amount.value));
}

// The variant the group's selects name (in the product's option order), or the only one.
function chosenVariant(product) {
  const variants = product.structuredContent.variants;
  if (variants.length === 1) return variants[0];
  const selects = [];
  for (const host of groups.get(product.id)) selects.push(...host.querySelectorAll('sq-variant-picker select'));
  const names = product.variantOptionOrdering || [];
  if (selects.length < names.length || selects.some((select) => !select.value)) return null;
  return variants.find((v) => names.every((name, i) => v.attributes[name] === selects[i].value)) || null;
}

function quantity(product) {
  for (const host of groups.get(product.id)) {
    const input = host.querySelector('sq-quantity-input input');
    if (input) return Math.max(1, Number.parseInt(input.value, 10) || 1);
  }
  return 1;
}

document.addEventListener('change', (event) => {
  const select = event.target.closest && event.target.closest('sq-variant-picker select');
  const host = select && select.closest('sq-product');
  const product = host && products.get(host);
  if (!product) return;
  const variant = chosenVariant(product);
  if (!variant) return;
  const text = money(variant.onSale ? variant.salePriceMoney : variant.priceMoney);
  for (const scope of groups.get(product.id))
    for (const price of scope.querySelectorAll('sq-product-price')) price.textContent = text;
});

function setPills(cart) {
  const count = cart.totalQuantity ?? (cart.entries || []).reduce((sum, entry) => sum + entry.quantity, 0);
  for (const pill of document.querySelectorAll('sq-cart-pill')) {
    const shown = pill.querySelector('.sq-cart-pill__count');
    if (shown) shown.textContent = String(count);
    else pill.textContent = String(count);
    if (count > 0) pill.hidden = false;
  }
}

document.addEventListener('click', async (event) => {
  const button = event.target.closest && event.target.closest('sq-add-to-cart button');
  const host = button && button.closest('sq-product');
  const product = host && products.get(host);
  if (!product || button.disabled) return;
  const variant = chosenVariant(product);
  if (!variant) return;
  const label = button.innerHTML;
  button.textContent = ADDING;
  button.disabled = true;
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const crumb = cookie('crumb');
  if (crumb) headers['X-CSRF-Token'] = crumb;
  let cart = null;
  try {
    const response = await fetch(`${CART}/entries`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({
        itemId: product.id,
        sku: variant.sku,
        quantity: quantity(product),
        additionalFields: null,
      }),
    });
    if (response.ok) cart = (await response.json()).shoppingCart;
  } catch {
    // offline: the label comes back, as on any failure
  }
  if (cart) setPills(cart);
  if (cart) button.textContent = ADDED;
  setTimeout(
    () => {
      button.innerHTML = label;
      button.disabled = false;
    },
    cart ? 2000 : 0,
  );
});

if (cookie('CART')) {
  fetch(`${CART}?mock=false&timecode=${Date.now()}&calculateSubtotal=true`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((cart) => cart && setPills(cart))
    .catch(() => {});
}
