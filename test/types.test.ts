// @vitest-environment node
import { describe, expectTypeOf, it } from 'vitest';
import type { AddToCartDetail, AddToCartErrorDetail, CartChangeDetail, SqVariantPickerElement } from '../elements/index';

describe('types', () => {
  it('maps every tag to its element and every event to its detail', () => {
    expectTypeOf<HTMLElementTagNameMap['sq-variant-picker']>().toEqualTypeOf<SqVariantPickerElement>();
    expectTypeOf<HTMLElementTagNameMap['sq-variant-picker']['display']>().toEqualTypeOf<'dropdown' | 'radio'>();
    expectTypeOf<HTMLElementTagNameMap['sq-cart-pill']['variant']>().toEqualTypeOf<'inline' | 'floating'>();
    expectTypeOf<HTMLElementTagNameMap['sq-product']['product']>().toMatchTypeOf<{ id: string } | null>();
    expectTypeOf<HTMLElementEventMap['sq-add-to-cart']>().toEqualTypeOf<CustomEvent<AddToCartDetail>>();
    expectTypeOf<DocumentEventMap['sq-cart-change']>().toEqualTypeOf<CustomEvent<CartChangeDetail>>();
    expectTypeOf<HTMLElementEventMap['sq-add-to-cart-error']['detail']['type']>().toEqualTypeOf<AddToCartErrorDetail['type']>();
  });
});
