import { describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_ALIGNMENTS,
  ASPECT_RATIO_VALUES,
  ASPECT_RATIOS,
  DEFAULT_GALLERY_SETTINGS,
  DESIGNS,
  GALLERY_ATTRIBUTES,
  LIGHTBOX_THEMES,
  PRIORITIES,
  META_POSITIONS,
  parseGallerySettings,
  type GallerySettings,
} from '../src/gallery/settings';
import { GALLERY_ATTRIBUTE_DOCS } from '../src/gallery/settings.docs';

/** Parses the given attributes, collecting the warnings instead of printing them. */
function parse(attributes: Record<string, string>) {
  const warnings: string[] = [];
  const settings = parseGallerySettings(
    (name) => (Object.hasOwn(attributes, name) ? attributes[name]! : null),
    (message) => warnings.push(message),
  );
  return { settings, warnings };
}

const warning = (text: string) => `storefront-elements: <sq-gallery> ${text}`;

describe('the attribute table', () => {
  it('names every attribute of the gallery issue and the priority rule, kebab case, once', () => {
    const names = Object.values(GALLERY_ATTRIBUTES).map((attribute) => attribute.name);
    expect(names.sort()).toEqual(
      [
        'design',
        'autoplay',
        'autoplay-duration',
        'controls',
        'auto-crop',
        'aspect-ratio',
        'square-thumbs',
        'thumbnails',
        'thumbnail-strip-height',
        'thumbnail-strip-margin',
        'show-meta',
        'show-meta-basic',
        'show-meta-only-title',
        'meta-position',
        'show-meta-on-hover',
        'active-alignment',
        'thumbnails-per-row',
        'padding',
        'lightbox',
        'lightbox-theme',
        'max-width',
        'new-window',
        'transparent-background',
        'indicators',
        'priority',
      ].sort(),
    );
  });

  it('keys each attribute by the camelCase of its name', () => {
    for (const [prop, attribute] of Object.entries(GALLERY_ATTRIBUTES)) {
      expect(prop).toBe(attribute.name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
    }
  });

  it('gives every attribute a description and a default that its own rules accept', () => {
    for (const [prop, attribute] of Object.entries(GALLERY_ATTRIBUTES)) {
      expect(GALLERY_ATTRIBUTE_DOCS[prop as keyof typeof GALLERY_ATTRIBUTE_DOCS].length).toBeGreaterThan(10);
      if (attribute.type === 'number') {
        expect(attribute.default).toBeGreaterThanOrEqual(attribute.min);
        expect(attribute.default).toBeLessThanOrEqual(attribute.max);
      }
      if ('values' in attribute) expect(attribute.values).toContain(attribute.default);
      if (attribute.type === 'boolean') expect(typeof attribute.default).toBe('boolean');
    }
  });

  it("offers the platform's choices of design, active alignment, lightbox theme and meta position", () => {
    expect(DESIGNS).toEqual(['slideshow', 'slider', 'grid', 'stacked']);
    expect(ACTIVE_ALIGNMENTS).toEqual(['left', 'center', 'right']);
    expect(LIGHTBOX_THEMES).toEqual(['dark', 'light']);
    expect(META_POSITIONS).toEqual(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right']);
    expect(PRIORITIES).toEqual(['low', 'high']);
  });

  it('gives each aspect ratio its width over height', () => {
    expect(Object.keys(ASPECT_RATIO_VALUES)).toEqual([...ASPECT_RATIOS]);
    expect(ASPECT_RATIO_VALUES.square).toBe(1);
    expect(ASPECT_RATIO_VALUES.standard).toBe(1.5);
    expect(ASPECT_RATIO_VALUES['standard-vertical']).toBeCloseTo(2 / 3, 10);
    expect(ASPECT_RATIO_VALUES['four-three']).toBeCloseTo(4 / 3, 10);
    expect(ASPECT_RATIO_VALUES['three-four-vertical']).toBe(0.75);
    expect(ASPECT_RATIO_VALUES.widescreen).toBeCloseTo(16 / 9, 10);
    expect(ASPECT_RATIO_VALUES['anamorphic-widescreen']).toBe(2.4);
  });
});

describe('a gallery with no attributes', () => {
  it('has every default and warns about nothing', () => {
    const { settings, warnings } = parse({});
    expect(warnings).toEqual([]);
    expect(settings).toEqual<GallerySettings>({
      design: 'grid',
      autoplay: false,
      autoplayDuration: 5,
      controls: false,
      autoCrop: true,
      aspectRatio: 'square',
      squareThumbs: false,
      thumbnails: false,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 20,
      showMeta: false,
      showMetaBasic: false,
      showMetaOnlyTitle: false,
      metaPosition: 'bottom-left',
      showMetaOnHover: false,
      activeAlignment: 'center',
      thumbnailsPerRow: 4,
      padding: 20,
      lightbox: false,
      lightboxTheme: 'dark',
      maxWidth: 300,
      newWindow: false,
      transparentBackground: false,
      indicators: false,
      priority: 'low',
    });
    expect(settings).toEqual(DEFAULT_GALLERY_SETTINGS);
  });
});

/** [property, attribute, min, max, default, a value in range]. */
const NUMBERS = [
  ['autoplayDuration', 'autoplay-duration', 1, 10, 5, 7],
  ['thumbnailStripHeight', 'thumbnail-strip-height', 0, 200, 80, 120],
  ['thumbnailStripMargin', 'thumbnail-strip-margin', 0, 60, 20, 35],
  ['thumbnailsPerRow', 'thumbnails-per-row', 1, 10, 4, 6],
  ['padding', 'padding', 0, 50, 20, 12],
  ['maxWidth', 'max-width', 100, 300, 300, 150],
] as const;

describe.each(NUMBERS)('%s (%s, %d to %d, default %d)', (prop, name, min, max, fallback, inRange) => {
  it('is the default when absent', () => {
    const { settings, warnings } = parse({});
    expect(settings[prop]).toBe(fallback);
    expect(warnings).toEqual([]);
  });

  it('takes a value in range, and each end, without a warning', () => {
    for (const value of [inRange, min, max]) {
      const { settings, warnings } = parse({ [name]: String(value) });
      expect(settings[prop]).toBe(value);
      expect(warnings).toEqual([]);
    }
  });

  it('ignores whitespace around the number', () => {
    const { settings, warnings } = parse({ [name]: ` \t${inRange}\n ` });
    expect(settings[prop]).toBe(inRange);
    expect(warnings).toEqual([]);
  });

  it('clamps a number below the range to its minimum, with one warning', () => {
    const { settings, warnings } = parse({ [name]: String(min - 1) });
    expect(settings[prop]).toBe(min);
    expect(warnings).toEqual([warning(`${name}="${min - 1}" is out of range ${min}–${max}; using ${min}.`)]);
  });

  it('clamps a number above the range to its maximum, with one warning', () => {
    const { settings, warnings } = parse({ [name]: String(max + 1) });
    expect(settings[prop]).toBe(max);
    expect(warnings).toEqual([warning(`${name}="${max + 1}" is out of range ${min}–${max}; using ${max}.`)]);
  });

  it('clamps numbers too big to hold to the ends of the range', () => {
    expect(parse({ [name]: '1e309' })).toEqual({
      settings: expect.objectContaining({ [prop]: max }),
      warnings: [warning(`${name}="1e309" is out of range ${min}–${max}; using ${max}.`)],
    });
    expect(parse({ [name]: '-1e309' })).toEqual({
      settings: expect.objectContaining({ [prop]: min }),
      warnings: [warning(`${name}="-1e309" is out of range ${min}–${max}; using ${min}.`)],
    });
  });

  it('falls back to the default for a value that is not a number, with one warning', () => {
    const { settings, warnings } = parse({ [name]: '5px' });
    expect(settings[prop]).toBe(fallback);
    expect(warnings).toEqual([warning(`${name}="5px" is not a number; using ${fallback}.`)]);
  });

  it.each(['', ' ', 'abc', '0x10', 'Infinity', 'NaN', '1,5', '1 2', '__proto__', '<img src=x onerror=alert(1)>'])(
    'falls back to the default for %j, with one warning',
    (raw) => {
      const { settings, warnings } = parse({ [name]: raw });
      expect(settings[prop]).toBe(fallback);
      expect(warnings).toEqual([warning(`${name}=${JSON.stringify(raw)} is not a number; using ${fallback}.`)]);
    },
  );
});

describe('number details', () => {
  it('words the warning as the gallery issue shows it', () => {
    expect(parse({ 'thumbnails-per-row': '12' }).warnings).toEqual([
      'storefront-elements: <sq-gallery> thumbnails-per-row="12" is out of range 1–10; using 10.',
    ]);
  });

  it('reads decimals, signs and exponents as numbers', () => {
    expect(parse({ 'autoplay-duration': '2.5' }).settings.autoplayDuration).toBe(2.5);
    expect(parse({ 'autoplay-duration': '+3' }).settings.autoplayDuration).toBe(3);
    expect(parse({ padding: '.5' }).settings.padding).toBe(0.5);
    expect(parse({ 'max-width': '2e2' }).settings.maxWidth).toBe(200);
  });

  it('clamps a negative number to a minimum of 0', () => {
    const { settings, warnings } = parse({ padding: '-5' });
    expect(settings.padding).toBe(0);
    expect(warnings).toEqual([warning('padding="-5" is out of range 0–50; using 0.')]);
  });

  it('reads -0 as 0, without a warning', () => {
    const { settings, warnings } = parse({ padding: '-0' });
    expect(Object.is(settings.padding, 0)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('rounds thumbnails-per-row to a whole number, with one warning', () => {
    const { settings, warnings } = parse({ 'thumbnails-per-row': '2.5' });
    expect(settings.thumbnailsPerRow).toBe(3);
    expect(warnings).toEqual([warning('thumbnails-per-row="2.5" is not a whole number; using 3.')]);
  });

  it('gives a number both out of range and not whole only the range warning', () => {
    const { settings, warnings } = parse({ 'thumbnails-per-row': '0.4' });
    expect(settings.thumbnailsPerRow).toBe(1);
    expect(warnings).toEqual([warning('thumbnails-per-row="0.4" is out of range 1–10; using 1.')]);
  });

  it('keeps fractions where the setting is not a count', () => {
    const { settings, warnings } = parse({ 'thumbnail-strip-height': '80.5', padding: '12.25' });
    expect(settings.thumbnailStripHeight).toBe(80.5);
    expect(settings.padding).toBe(12.25);
    expect(warnings).toEqual([]);
  });

  it('shows at most 40 characters of a long value in the warning', () => {
    const raw = 'x'.repeat(10_000);
    const { warnings } = parse({ padding: raw });
    expect(warnings).toEqual([warning(`padding="${'x'.repeat(40)}…" is not a number; using 20.`)]);
  });

  it('escapes quotes and line breaks of the value in the warning', () => {
    const { warnings } = parse({ padding: '"5"\n' });
    expect(warnings).toEqual([warning('padding="\\"5\\"\\n" is not a number; using 20.')]);
  });
});

/** [property, attribute, default, choices, a value that is none of them]. */
const CHOICES = [
  ['design', 'design', 'grid', DESIGNS, 'carousel'],
  ['aspectRatio', 'aspect-ratio', 'square', ASPECT_RATIOS, '16:9'],
  ['metaPosition', 'meta-position', 'bottom-left', META_POSITIONS, 'middle'],
  ['activeAlignment', 'active-alignment', 'center', ACTIVE_ALIGNMENTS, 'start'],
  ['lightboxTheme', 'lightbox-theme', 'dark', LIGHTBOX_THEMES, 'sepia'],
] as const;

describe.each(CHOICES)('%s (%s, default %s)', (prop, name, fallback, values, unknown) => {
  it('is the default when absent', () => {
    expect(parse({}).settings[prop]).toBe(fallback);
  });

  it.each([...values])('takes %s without a warning', (value) => {
    const { settings, warnings } = parse({ [name]: value });
    expect(settings[prop]).toBe(value);
    expect(warnings).toEqual([]);
  });

  it('ignores ASCII case and surrounding whitespace, as HTML does', () => {
    const value = values.at(-1)!;
    const { settings, warnings } = parse({ [name]: ` ${value.toUpperCase()}\n` });
    expect(settings[prop]).toBe(value);
    expect(warnings).toEqual([]);
  });

  it('falls back to the default for an unknown value, with one warning', () => {
    const { settings, warnings } = parse({ [name]: unknown });
    expect(settings[prop]).toBe(fallback);
    expect(warnings).toEqual([warning(`${name}="${unknown}" is not one of ${values.join(', ')}; using ${fallback}.`)]);
  });

  it.each(['', '__proto__', 'constructor', 'toString', '<b>grid</b>'])(
    'falls back to the default for %j, with one warning',
    (raw) => {
      const { settings, warnings } = parse({ [name]: raw });
      expect(settings[prop]).toBe(fallback);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`${name}=${JSON.stringify(raw)} is not one of`);
      expect(warnings[0]).toContain(`; using ${fallback}.`);
    },
  );
});

describe('choice details', () => {
  it('words the warning with every choice and what is used', () => {
    expect(parse({ design: 'carousel' }).warnings).toEqual([
      'storefront-elements: <sq-gallery> design="carousel" is not one of slideshow, slider, grid, stacked; using grid.',
    ]);
  });

  it('does not fold non-ASCII letters (the Kelvin sign is no k)', () => {
    const { settings, warnings } = parse({ design: 'stac\u212Aed' });
    expect(settings.design).toBe('grid');
    expect(warnings).toHaveLength(1);
  });
});

const BOOLEANS = [
  ['autoplay', 'autoplay'],
  ['controls', 'controls'],
  ['squareThumbs', 'square-thumbs'],
  ['thumbnails', 'thumbnails'],
  ['showMeta', 'show-meta'],
  ['showMetaBasic', 'show-meta-basic'],
  ['showMetaOnlyTitle', 'show-meta-only-title'],
  ['showMetaOnHover', 'show-meta-on-hover'],
  ['lightbox', 'lightbox'],
  ['newWindow', 'new-window'],
  ['transparentBackground', 'transparent-background'],
  ['indicators', 'indicators'],
] as const;

describe.each(BOOLEANS)('%s (%s, a boolean attribute)', (prop, name) => {
  it('is off when absent', () => {
    expect(parse({}).settings[prop]).toBe(false);
  });

  it.each(['', name, 'true', 'yes', '0', 'off'])('is on when present as %j, without a warning', (raw) => {
    const { settings, warnings } = parse({ [name]: raw });
    expect(settings[prop]).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('is on when present as "false" too (as in HTML), with one warning saying how to turn it off', () => {
    const { settings, warnings } = parse({ [name]: ' FALSE ' });
    expect(settings[prop]).toBe(true);
    expect(warnings).toEqual([
      warning(`${name}=" FALSE " still turns it on (remove the attribute to turn it off); using true.`),
    ]);
  });

  it('leaves every other setting alone', () => {
    const { settings } = parse({ [name]: '' });
    expect(settings).toEqual({ ...DEFAULT_GALLERY_SETTINGS, [prop]: true });
  });
});

describe('autoCrop (auto-crop, on by default)', () => {
  it('is on when absent', () => {
    expect(parse({}).settings.autoCrop).toBe(true);
  });

  it.each(['', 'true', 'TRUE', ' true '])('is on for %j, without a warning', (raw) => {
    const { settings, warnings } = parse({ 'auto-crop': raw });
    expect(settings.autoCrop).toBe(true);
    expect(warnings).toEqual([]);
  });

  it.each(['false', 'False', ' FALSE\n'])('is off for %j, without a warning', (raw) => {
    const { settings, warnings } = parse({ 'auto-crop': raw });
    expect(settings.autoCrop).toBe(false);
    expect(warnings).toEqual([]);
  });

  it.each(['no', '0', 'off', 'auto-crop', '__proto__'])('stays on for %j, with one warning', (raw) => {
    const { settings, warnings } = parse({ 'auto-crop': raw });
    expect(settings.autoCrop).toBe(true);
    expect(warnings).toEqual([warning(`auto-crop=${JSON.stringify(raw)} is not "true" or "false"; using true.`)]);
  });
});

describe('parseGallerySettings', () => {
  it('reads an element through getAttribute and warns on the console by default, once per problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('sq-gallery');
    element.setAttribute('design', 'slideshow');
    element.setAttribute('autoplay', '');
    element.setAttribute('autoplay-duration', '30');
    element.setAttribute('auto-crop', 'false');
    element.setAttribute('lightbox-theme', 'neon');
    element.setAttribute('thumbnails-per-row', ' 7 ');
    const settings = parseGallerySettings((name) => element.getAttribute(name));
    expect(settings).toEqual({
      ...DEFAULT_GALLERY_SETTINGS,
      design: 'slideshow',
      autoplay: true,
      autoplayDuration: 10,
      autoCrop: false,
      thumbnailsPerRow: 7,
    });
    expect(warn.mock.calls).toEqual([
      [warning('autoplay-duration="30" is out of range 1–10; using 10.')],
      [warning('lightbox-theme="neon" is not one of dark, light; using dark.')],
    ]);
  });

  it('asks only for the attributes it knows', () => {
    const asked: string[] = [];
    parseGallerySettings(
      (name) => {
        asked.push(name);
        return null;
      },
      () => {},
    );
    expect(asked.sort()).toEqual(
      Object.values(GALLERY_ATTRIBUTES)
        .map((attribute) => attribute.name)
        .sort(),
    );
  });

  it('returns a fresh plain object each time', () => {
    const first = parse({}).settings;
    const second = parse({}).settings;
    expect(first).not.toBe(second);
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    first.padding = 1;
    expect(parse({}).settings.padding).toBe(20);
  });
});
