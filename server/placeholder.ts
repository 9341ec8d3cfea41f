import { createHash } from 'node:crypto';
import { escapeHtml } from './html';

/** Up to two initials from a title, ignoring anything that looks like markup. */
export function initials(title: string): string {
  const words = title
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A square SVG placeholder for a product image: a background colour derived from the product
 * id (dark enough for white initials to pass contrast checks) and the title's initials.
 */
export function placeholderSvg(product: { readonly id: string; readonly title: string }): string {
  const hue = createHash('sha256').update(product.id).digest().readUInt16BE(0) % 360;
  const background = hslToHex(hue, 0.42, 0.3);
  const text = escapeHtml(initials(product.title) || '?');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">' +
    `<rect width="600" height="600" fill="${background}"/>` +
    '<text x="300" y="300" dominant-baseline="central" text-anchor="middle" ' +
    'font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="200" font-weight="600" ' +
    `fill="#ffffff">${text}</text></svg>`
  );
}
