import { describe, expectTypeOf, it } from 'vitest';
import type {
  AddToCartDetail,
  AddToCartErrorDetail,
  CartChangeDetail,
  Cart,
  CartCallback,
  ElementTagMap,
  SqProductElement,
  SqStorefront,
  SqStorefrontError,
} from '../elements/index';
import type { sqStorefront } from '../elements/index';

describe('types', () => {
  it('maps every tag to its element, with typed reflected attributes', () => {
    expectTypeOf<HTMLElementTagNameMap['sq-variant-picker']>().toEqualTypeOf<ElementTagMap['sq-variant-picker']>();
    expectTypeOf<HTMLElementTagNameMap['sq-variant-picker']['display']>().toEqualTypeOf<'dropdown' | 'radio'>();
    expectTypeOf<HTMLElementTagNameMap['sq-cart-pill']['variant']>().toEqualTypeOf<'inline' | 'floating'>();
    expectTypeOf<HTMLElementTagNameMap['sq-product']>().toEqualTypeOf<SqProductElement>();
    expectTypeOf<HTMLElementTagNameMap['sq-product']['product']>().toMatchTypeOf<{ id: string } | null>();
    expectTypeOf<HTMLElementTagNameMap['sq-product']['pageType']>().toEqualTypeOf<
      'pdp' | 'plp' | 'quick-view' | 'product-block' | 'add-on'
    >();
    // @ts-expect-error: an attribute the element does not have is no property of it
    expectTypeOf<HTMLElementTagNameMap['sq-add-to-cart']['display']>();
  });

  it('types every event detail', () => {
    expectTypeOf<HTMLElementEventMap['sq-add-to-cart']>().toEqualTypeOf<CustomEvent<AddToCartDetail>>();
    expectTypeOf<DocumentEventMap['sq-cart-change']>().toEqualTypeOf<CustomEvent<CartChangeDetail>>();
    expectTypeOf<HTMLElementEventMap['sq-add-to-cart-error']['detail']['type']>().toEqualTypeOf<
      AddToCartErrorDetail['type']
    >();
  });

  it('types window.sqStorefront as the object the package exports', () => {
    expectTypeOf(window.sqStorefront).toEqualTypeOf<SqStorefront>();
    expectTypeOf<typeof sqStorefront>().toEqualTypeOf<SqStorefront>();
    expectTypeOf(window.sqStorefront.cart.addEntry).returns.toEqualTypeOf<Promise<Cart>>();
    expectTypeOf(window.sqStorefront.cart.subscribe).returns.toEqualTypeOf<() => void>();
    expectTypeOf<Parameters<CartCallback>[0]>().toEqualTypeOf<SqStorefrontError | null>();
    expectTypeOf<SqStorefrontError['type']>().toEqualTypeOf<AddToCartErrorDetail['type'] | 'CANCELLED'>();
    // A variant is an id or SKU, or its options; not a number.
    window.sqStorefront.cart.addEntry('p', { Size: 'M' });
    // @ts-expect-error: a variant is no number
    window.sqStorefront.cart.addEntry('p', 42);
  });
});
