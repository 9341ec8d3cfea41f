import { describe, expectTypeOf, it } from 'vitest';
import type {
  AddToCartDetail,
  AddToCartErrorDetail,
  CartChangeDetail,
  ElementTagMap,
  SqProductElement,
} from '../elements/index';

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
});
