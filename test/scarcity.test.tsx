import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../src/server/render';
import { makeShirt, makeSingleVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, selectValue } from './render';

/** The platform's scarcity settings for a product (its merchandising context). */
function scarcity(productId: string, more: Record<string, unknown> = {}) {
  return {
    merchandising: {
      [productId]: {
        scarcityEnabled: true,
        scarcityShownByDefault: false,
        scarcityText: 'Only {qtyInStock} left!',
        scarcityTemplateViews: [
          { qtyInStock: 3, attributes: { Size: 'S', Colour: 'Sand' } },
          { qtyInStock: 1, attributes: { Size: 'S', Colour: 'Navy' } },
        ],
        ...more,
      },
    },
  };
}

const text = (root: HTMLElement) => root.querySelector('.sq-scarcity__text')?.textContent;

describe('<sq-scarcity>', () => {
  it('follows the chosen variant: its text when listed, nothing otherwise', async () => {
    const shirt = makeShirt();
    givenPageContext(scarcity(shirt.id));
    const root = await mount(
      productMarkup(shirt, '<sq-variant-picker></sq-variant-picker><sq-scarcity></sq-scarcity>'),
    );
    const [size, colour] = [...root.querySelectorAll('select')];
    expect(text(root)).toBe('');
    expect(root.querySelector('sq-scarcity')?.getAttribute('data-state')).toBe('none');
    await selectValue(size!, 'S');
    expect(text(root)).toBe('');
    await selectValue(colour!, 'Sand');
    expect(text(root)).toBe('Only 3 left!');
    expect(root.querySelector('sq-scarcity')?.getAttribute('data-state')).toBe('shown');
    await selectValue(colour!, 'Navy');
    expect(text(root)).toBe('Only 1 left!');
    await selectValue(size!, 'M');
    expect(text(root)).toBe('');
  });

  it('is a polite live region that is there before it has anything to say', async () => {
    const shirt = makeShirt();
    givenPageContext(scarcity(shirt.id));
    const root = await mount(productMarkup(shirt, '<sq-scarcity></sq-scarcity>'));
    expect(root.querySelector('.sq-scarcity__text')?.getAttribute('role')).toBe('status');
  });

  it('shows the first listed variant before a choice when scarcityShownByDefault', async () => {
    const shirt = makeShirt();
    givenPageContext(scarcity(shirt.id, { scarcityShownByDefault: true }));
    expect(text(await mount(productMarkup(shirt, '<sq-scarcity></sq-scarcity>')))).toBe('Only 3 left!');
  });

  it('says nothing when scarcity is off', async () => {
    const shirt = makeShirt();
    givenPageContext(scarcity(shirt.id, { scarcityEnabled: false, scarcityShownByDefault: true }));
    expect(text(await mount(productMarkup(shirt, '<sq-scarcity></sq-scarcity>')))).toBe('');
  });

  it('says nothing for a product without merchandising settings', async () => {
    givenPageContext();
    expect(text(await mount(productMarkup(makeShirt(), '<sq-scarcity></sq-scarcity>')))).toBe('');
  });

  it("shows a one-variant product's text without a choice, every {qtyInStock} replaced, markup as text", async () => {
    const tote = makeSingleVariant();
    givenPageContext({
      merchandising: {
        [tote.id]: {
          scarcityEnabled: true,
          scarcityText: '<b>{qtyInStock}</b> left, {qtyInStock}!',
          scarcityTemplateViews: [{ qtyInStock: 2, attributes: {} }],
        },
      },
    });
    const root = await mount(productMarkup(tote, '<sq-scarcity></sq-scarcity>'));
    expect(text(root)).toBe('<b>2</b> left, 2!');
    expect(root.querySelector('sq-scarcity b')).toBeNull();
  });

  it('drops scarcity fields of the wrong shape with one console error, and keeps the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tote = makeSingleVariant();
    givenPageContext({
      merchandising: {
        [tote.id]: {
          scarcityEnabled: true,
          scarcityText: ['7'],
          scarcityTemplateViews: [{ qtyInStock: 'lots', attributes: {} }, { qtyInStock: 4 }],
        },
      },
    });
    const root = await mount(productMarkup(tote, '<sq-scarcity></sq-scarcity><sq-scarcity></sq-scarcity>'));
    expect([...root.querySelectorAll('.sq-scarcity__text')].map((node) => node.textContent)).toEqual([
      'Only 4 left!',
      'Only 4 left!',
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/scarcityText: .*scarcityTemplateViews\.0/);
  });

  it('renders the same on the server, for the chosen variant', () => {
    const shirt = makeShirt();
    const rendered = renderElement('sq-scarcity', {
      product: shirt,
      pageContext: scarcity(shirt.id),
      selection: { options: { Size: 'S', Colour: 'Navy' } },
    });
    expect(rendered.html).toBe('<p class="sq-scarcity__text" role="status">Only 1 left!</p>');
    expect(rendered.hostAttributes).toEqual({
      'data-state': 'shown',
      'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/),
    });
  });

  it('renders an empty live region outside an <sq-product>', async () => {
    givenPageContext();
    const root = await mount('<sq-scarcity></sq-scarcity>');
    expect(text(root)).toBe('');
    expect(root.querySelector('sq-scarcity')?.getAttribute('data-state')).toBe('none');
  });
});
