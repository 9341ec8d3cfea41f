import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  ALT_TEXT_MAX,
  altFor,
  aspectOf,
  captionTone,
  DARK_THRESHOLD,
  focalPosition,
  GalleryImageSchema,
  IMAGE_WIDTHS,
  imageUrl,
  isDark,
  parseGalleryImages,
  placeholderColor,
  readGalleryImages,
  sizeOf,
  srcsetFor,
  textOf,
  thumbnailWidth,
  type GalleryImage,
} from '../src/gallery/images';

const CDN = 'https://images.example-cdn.com/content/v1/5f/abc/photo.jpg';

/** A valid image with `fields` over it, parsed by the schema (so it throws when they are wrong). */
function image(fields: Record<string, unknown> = {}): GalleryImage {
  return v.parse(GalleryImageSchema, { assetUrl: CDN, originalSize: '3000x2000', ...fields });
}

/** Whether the schema takes an image with `fields` over a valid one. */
function accepts(fields: Record<string, unknown>): boolean {
  return v.safeParse(GalleryImageSchema, { assetUrl: CDN, originalSize: '3000x2000', ...fields }).success;
}

/** Catches console errors (the test setup fails a test on any it did not expect). */
function consoleErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mock.calls.map((args) => args.map(String).join(' '));
}

describe('the image schema', () => {
  it('takes an image with only assetUrl and originalSize', () => {
    expect(v.parse(GalleryImageSchema, { assetUrl: CDN, originalSize: '1500x1000' })).toEqual({
      assetUrl: CDN,
      originalSize: '1500x1000',
    });
  });

  it('takes every field of a gallery image it reads', () => {
    const full = {
      assetUrl: CDN,
      originalSize: '1500x1000',
      mediaFocalPoint: { x: 0.25, y: 0.75 },
      colorData: {
        topLeftAverage: '112233',
        topRightAverage: '445566',
        bottomLeftAverage: '778899',
        bottomRightAverage: 'aabbcc',
        centerAverage: 'ddeeff',
      },
      systemDataVariants: '1500x1000,100w,300w,500w,750w,1000w,1500w',
      altText: 'A red door',
      title: 'Door',
      body: '<p>The <em>red</em> door.</p>',
      clickthroughUrl: 'https://example.com/doors',
      oembed: { html: '<iframe src="https://video.example/1"></iframe>', providerName: 'Vimeo' },
    };
    expect(v.parse(GalleryImageSchema, full)).toEqual(full);
  });

  it('leaves out fields it does not know, own __proto__ among them', () => {
    const parsed = v.parse(
      GalleryImageSchema,
      JSON.parse(`{"assetUrl":"${CDN}","originalSize":"1x1","filename":"a.jpg","__proto__":{"polluted":true}}`),
    );
    expect(Object.keys(parsed)).toEqual(['assetUrl', 'originalSize']);
    expect((parsed as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  describe('assetUrl', () => {
    it.each([CDN, 'http://example.com/a.jpg', '/s/photo.jpg', 'photos/a.jpg', '//cdn.example.com/a.jpg'])(
      'takes %s',
      (assetUrl) => {
        expect(image({ assetUrl }).assetUrl).toBe(assetUrl);
      },
    );

    it('trims whitespace around it', () => {
      expect(image({ assetUrl: `  ${CDN}\n` }).assetUrl).toBe(CDN);
    });

    it.each([
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.com/uuid',
      '',
      '   ',
    ])('refuses %j', (assetUrl) => {
      expect(accepts({ assetUrl })).toBe(false);
    });

    it('is required, and must be a string', () => {
      expect(v.safeParse(GalleryImageSchema, { originalSize: '10x10' }).success).toBe(false);
      expect(accepts({ assetUrl: 42 })).toBe(false);
      expect(accepts({ assetUrl: null })).toBe(false);
    });
  });

  describe('originalSize', () => {
    it.each(['1500x1000', '1X1', '999999x1', ' 640x480 '])('takes %j', (originalSize) => {
      expect(accepts({ originalSize })).toBe(true);
    });

    it.each([
      '0x100',
      '100x0',
      '-1x5',
      '1.5x2',
      '1500',
      '1500x',
      'x1000',
      '1e3x1000',
      '1500 x 1000',
      '01500x1000',
      '1000000x1',
      'abc',
      '',
      '<b>1x1</b>',
    ])('refuses %j', (originalSize) => {
      expect(accepts({ originalSize })).toBe(false);
    });

    it('is required, and must be a string', () => {
      expect(v.safeParse(GalleryImageSchema, { assetUrl: CDN }).success).toBe(false);
      expect(accepts({ originalSize: 1500 })).toBe(false);
    });
  });

  describe('mediaFocalPoint', () => {
    it('keeps a point inside the image', () => {
      expect(image({ mediaFocalPoint: { x: 0.3, y: 0.7 } }).mediaFocalPoint).toEqual({ x: 0.3, y: 0.7 });
    });

    it('clamps each coordinate to 0..1', () => {
      expect(image({ mediaFocalPoint: { x: -1, y: 2 } }).mediaFocalPoint).toEqual({ x: 0, y: 1 });
      expect(image({ mediaFocalPoint: { x: Infinity, y: -Infinity } }).mediaFocalPoint).toEqual({ x: 1, y: 0 });
      expect(image({ mediaFocalPoint: JSON.parse('{"x":1e309,"y":0}') }).mediaFocalPoint).toEqual({ x: 1, y: 0 });
    });

    it.each([{ x: 0.5 }, { x: '0.5', y: 0.5 }, { x: NaN, y: 0 }, 'center', [0.5, 0.5]])('refuses %j', (point) => {
      expect(accepts({ mediaFocalPoint: point })).toBe(false);
    });
  });

  describe('colorData', () => {
    it('reads each average as 6 lower-case hex digits, with or without #', () => {
      expect(image({ colorData: { centerAverage: '#A1B2C3', topLeftAverage: ' 0f0f0f ' } }).colorData).toEqual({
        centerAverage: 'a1b2c3',
        topLeftAverage: '0f0f0f',
      });
    });

    it('reads 3 to 5 hex digits as their 6 (a colour is 3 to 6 hex digits): shorthand doubled, else padded with zeros', () => {
      expect(
        image({ colorData: { centerAverage: '#FA0', topLeftAverage: 'fffff', topRightAverage: 'abcd' } }).colorData,
      ).toEqual({
        centerAverage: 'ffaa00',
        topLeftAverage: '0fffff',
        topRightAverage: '00abcd',
      });
    });

    it.each(['ff', '#f', 'gggggg', 'a1b2c3d', 'rgb(0,0,0)', 'red', 123456])('refuses the average %j', (average) => {
      expect(accepts({ colorData: { centerAverage: average } })).toBe(false);
    });
  });

  describe('systemDataVariants', () => {
    it.each(['1500x1000,100w,300w', '100w', ' 2500x1667 , 750w ', ''])('takes %j', (variants) => {
      expect(image({ systemDataVariants: variants }).systemDataVariants).toBe(variants);
    });

    it.each(['big', '100w,,300w', '100px', '100x', ['100w'], 100])('refuses %j', (variants) => {
      expect(accepts({ systemDataVariants: variants })).toBe(false);
    });
  });

  describe('clickthroughUrl', () => {
    it.each(['https://example.com/shop', '/shop/door', 'shop', 'http://example.com/?a=1#b'])('takes %s', (url) => {
      expect(image({ clickthroughUrl: url }).clickthroughUrl).toBe(url);
    });

    it('reads an empty one as no link', () => {
      expect(image({ clickthroughUrl: '' }).clickthroughUrl).toBeNull();
      expect(image({ clickthroughUrl: '  ' }).clickthroughUrl).toBeNull();
      expect(image({ clickthroughUrl: null }).clickthroughUrl).toBeNull();
    });

    it.each(['javascript:alert(document.cookie)', ' JAVASCRIPT:void(0)', 'data:text/html,<script>alert(1)</script>'])(
      'refuses %j',
      (url) => {
        expect(accepts({ clickthroughUrl: url })).toBe(false);
      },
    );
  });

  describe('text fields', () => {
    it('keeps markup and hostile text as text, unchanged (it is shown as text)', () => {
      const hostile = '<img src=x onerror=alert(1)>"\'&__proto__';
      const parsed = image({ altText: hostile, title: hostile, body: hostile });
      expect([parsed.altText, parsed.title, parsed.body]).toEqual([hostile, hostile, hostile]);
    });

    it.each(['altText', 'title', 'body'])('refuses %s that is not a string', (field) => {
      expect(accepts({ [field]: 5 })).toBe(false);
      expect(accepts({ [field]: { html: 'x' } })).toBe(false);
    });
  });

  describe('oembed', () => {
    it('takes its markup and provider (never run here)', () => {
      expect(image({ oembed: { html: '<script>alert(1)</script>' } }).oembed).toEqual({
        html: '<script>alert(1)</script>',
      });
    });

    it.each([{ providerName: 'YouTube' }, { html: 5 }, '<iframe>'])('refuses %j', (oembed) => {
      expect(accepts({ oembed })).toBe(false);
    });
  });
});

describe('parseGalleryImages', () => {
  it('reads a list of good images in order, without an error', () => {
    const images = parseGalleryImages(
      JSON.stringify([
        { assetUrl: '/a.jpg', originalSize: '10x10' },
        { assetUrl: '/b.jpg', originalSize: '20x10', title: 'B' },
      ]),
    );
    expect(images).toEqual([
      { assetUrl: '/a.jpg', originalSize: '10x10' },
      { assetUrl: '/b.jpg', originalSize: '20x10', title: 'B' },
    ]);
  });

  it('reads malformed JSON as no images, with one console error', () => {
    const errors = consoleErrors();
    expect(parseGalleryImages('[{"assetUrl": "/a.jpg",')).toEqual([]);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/^storefront-elements: <sq-gallery> images: not JSON/);
  });

  it('reads an empty script as no images, with one console error', () => {
    const errors = consoleErrors();
    expect(parseGalleryImages('')).toEqual([]);
    expect(errors()).toHaveLength(1);
  });

  it('reads no script at all as no images, silently', () => {
    expect(parseGalleryImages(null)).toEqual([]);
    expect(parseGalleryImages(undefined)).toEqual([]);
  });

  it.each(['{"assetUrl":"/a.jpg","originalSize":"1x1"}', 'null', '"images"', '42'])(
    'reads %s (not a list) as no images, with one console error',
    (text) => {
      const errors = consoleErrors();
      expect(parseGalleryImages(text)).toEqual([]);
      expect(errors()).toEqual(['storefront-elements: <sq-gallery> images: expected a JSON list of images.']);
    },
  );

  it('drops each bad image with one console error naming its index and why, and keeps the rest', () => {
    const errors = consoleErrors();
    const images = parseGalleryImages(
      JSON.stringify([
        { assetUrl: '/ok-0.jpg', originalSize: '10x10' },
        { assetUrl: 'javascript:alert(1)', originalSize: '10x10' },
        { assetUrl: '/no-size.jpg' },
        { originalSize: '10x10' },
        { assetUrl: '/ok-4.jpg', originalSize: '0x10' },
        { assetUrl: '/ok-5.jpg', originalSize: '30x10' },
      ]),
    );
    expect(images.map((kept) => kept.assetUrl)).toEqual(['/ok-0.jpg', '/ok-5.jpg']);
    expect(errors()).toEqual([
      `storefront-elements: <sq-gallery> images[1] ignored: assetUrl: Expected an http(s) address or a path on this site.`,
      `storefront-elements: <sq-gallery> images[2] ignored: originalSize: missing.`,
      `storefront-elements: <sq-gallery> images[3] ignored: assetUrl: missing.`,
      `storefront-elements: <sq-gallery> images[4] ignored: originalSize: Expected a size like "1500x1000" (whole numbers above 0).`,
    ]);
  });

  it('names both required fields in the one error when both are wrong', () => {
    const errors = consoleErrors();
    expect(parseGalleryImages('[{"assetUrl":"data:text/html,x"}, {}]')).toEqual([]);
    expect(errors()).toEqual([
      'storefront-elements: <sq-gallery> images[0] ignored: originalSize: missing; assetUrl: Expected an http(s) address or a path on this site.',
      'storefront-elements: <sq-gallery> images[1] ignored: assetUrl: missing; originalSize: missing.',
    ]);
  });

  it('drops an item that is not an object, with one console error each', () => {
    const errors = consoleErrors();
    expect(parseGalleryImages('[null, 5, "x", [], {"assetUrl":"/a.jpg","originalSize":"1x1"}]')).toHaveLength(1);
    expect(errors()).toEqual(
      [0, 1, 2, 3].map((index) => `storefront-elements: <sq-gallery> images[${index}] ignored: not an object.`),
    );
  });

  it('keeps an image whose optional fields are wrong, without them, with one console error naming them all', () => {
    const errors = consoleErrors();
    const [kept, ...rest] = parseGalleryImages(
      JSON.stringify([
        {
          assetUrl: '/a.jpg',
          originalSize: '10x10',
          title: 'Kept',
          clickthroughUrl: 'javascript:alert(1)',
          colorData: { centerAverage: 'nope', topLeftAverage: '000000' },
          altText: ['7'],
        },
      ]),
    );
    expect(rest).toEqual([]);
    expect(kept).toEqual({
      assetUrl: '/a.jpg',
      originalSize: '10x10',
      title: 'Kept',
      colorData: { topLeftAverage: '000000' },
    });
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/^storefront-elements: <sq-gallery> images\[0\]: parts of the wrong shape, ignored: /);
    expect(errors()[0]).toContain('clickthroughUrl: Expected an http(s) address');
    expect(errors()[0]).toContain('colorData.centerAverage: Expected a colour');
    expect(errors()[0]).toContain('altText: Expected text');
  });

  it('reads numbers written as strings, as the platform writes them, without an error', () => {
    const [kept] = parseGalleryImages(
      '[{"assetUrl":"/a.jpg","originalSize":"10x10","mediaFocalPoint":{"x":"0.5","y":"1.5"}}]',
    );
    expect(kept!.mediaFocalPoint).toEqual({ x: 0.5, y: 1 });
  });

  it('reads a thousand images', () => {
    const list = Array.from({ length: 1000 }, (_, index) => ({ assetUrl: `/i/${index}.jpg`, originalSize: '800x600' }));
    const images = parseGalleryImages(JSON.stringify(list));
    expect(images).toHaveLength(1000);
    expect(images[999]!.assetUrl).toBe('/i/999.jpg');
  });
});

describe('readGalleryImages', () => {
  it('reads parsed JSON the same way', () => {
    const errors = consoleErrors();
    expect(readGalleryImages([{ assetUrl: '/a.jpg', originalSize: '1x1' }, { assetUrl: '/b.jpg' }])).toEqual([
      { assetUrl: '/a.jpg', originalSize: '1x1' },
    ]);
    expect(errors()).toHaveLength(1);
  });
});

describe('sizeOf and aspectOf', () => {
  it('read width and height from originalSize', () => {
    expect(sizeOf(image({ originalSize: '1500x1000' }))).toEqual({ width: 1500, height: 1000 });
    expect(sizeOf(image({ originalSize: '640X480' }))).toEqual({ width: 640, height: 480 });
    expect(aspectOf(image({ originalSize: '1500x1000' }))).toBe(1.5);
    expect(aspectOf(image({ originalSize: '1000x2000' }))).toBe(0.5);
  });
});

describe('imageUrl and srcsetFor', () => {
  it('ask for a width with ?format={w}w', () => {
    expect(imageUrl(image(), 750)).toBe(`${CDN}?format=750w`);
  });

  it('add the width to a query the address already has, before any #', () => {
    expect(imageUrl(image({ assetUrl: '/a.jpg?v=2' }), 300)).toBe('/a.jpg?v=2&format=300w');
    expect(imageUrl(image({ assetUrl: '/a.jpg#x' }), 300)).toBe('/a.jpg?format=300w#x');
  });

  it('offer every width for an original of 2500 or more', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(srcsetFor(image({ originalSize: '4000x3000' }))).toBe(
      IMAGE_WIDTHS.map((w) => `${CDN}?format=${w}w ${w}w`).join(', '),
    );
  });

  it('offer no width above the original width', () => {
    expect(srcsetFor(image({ originalSize: '1200x800' }))).toBe(
      [100, 300, 500, 750, 1000].map((w) => `${CDN}?format=${w}w ${w}w`).join(', '),
    );
  });

  it('offer a width equal to the original width', () => {
    expect(
      srcsetFor(image({ originalSize: '750x7500' }))
        .split(', ')
        .at(-1),
    ).toBe(`${CDN}?format=750w 750w`);
    expect(srcsetFor(image({ originalSize: '100x100' }))).toBe(`${CDN}?format=100w 100w`);
  });

  it('offer the original at its own width when it is narrower than 100', () => {
    expect(srcsetFor(image({ originalSize: '80x60' }))).toBe(`${CDN} 80w`);
  });

  it('encode whitespace, which would end an address in a srcset', () => {
    expect(srcsetFor(image({ assetUrl: '/my photo.jpg', originalSize: '100x100' }))).toBe(
      '/my%20photo.jpg?format=100w 100w',
    );
  });
});

describe('thumbnailWidth', () => {
  it.each([
    [0, 100],
    [100, 100],
    [101, 300],
    [300, 300],
    [301, 500],
    [500, 500],
    [501, 750],
    [750, 750],
    [751, 1000],
    [1000, 1000],
    [1001, 1500],
    [4000, 1500],
    [-20, 100],
    [NaN, 100],
    [Infinity, 1500],
  ])('asks for %d px shown at %d w', (displayWidth, width) => {
    expect(thumbnailWidth(displayWidth)).toBe(width);
  });
});

describe('altFor', () => {
  it('is altText when there is one', () => {
    expect(altFor(image({ altText: 'A red door', body: 'Not this' }))).toBe('A red door');
  });

  it('trims altText, and passes over one that is only whitespace', () => {
    expect(altFor(image({ altText: '  Door  ' }))).toBe('Door');
    expect(altFor(image({ altText: '  ', body: 'From body' }))).toBe('From body');
  });

  it('is the text of body without its markup, words kept apart where blocks meet', () => {
    expect(altFor(image({ body: '<p>Sunset <strong>over</strong> the <a href="/bay">bay</a></p><p>Second</p>' }))).toBe(
      'Sunset over the bay Second',
    );
    expect(altFor(image({ body: 'Line<br>break and <em>in</em>line' }))).toBe('Line break and inline');
  });

  it('drops scripts, styles and comments with their contents', () => {
    expect(
      altFor(image({ body: '<script>alert("x")</script><style>p{}</style><!-- note -->Shown<script>unclosed' })),
    ).toBe('Shown');
  });

  it('drops hostile tags, even unclosed or with > inside quotes', () => {
    expect(altFor(image({ body: '<img src=x onerror=alert(1)>caption' }))).toBe('caption');
    expect(altFor(image({ body: '<a title="a>b" href=\'c>d\'>link</a>' }))).toBe('link');
    expect(altFor(image({ body: 'caption<img src=x onerror=alert(1)' }))).toBe('caption');
  });

  it('keeps a < that starts no tag', () => {
    expect(altFor(image({ body: '3 < 5 and 1 <= 2' }))).toBe('3 < 5 and 1 <= 2');
  });

  it('decodes entities after removing tags (an escaped tag stays as text)', () => {
    expect(altFor(image({ body: '&lt;b&gt; &amp; &#39;q&#x27;&nbsp;&mdash; x' }))).toBe("<b> & 'q' — x");
  });

  it('leaves unknown entities, and refuses code points that are not characters', () => {
    expect(altFor(image({ body: '&constructor; &__proto__; &bogus;' }))).toBe('&constructor; &__proto__; &bogus;');
    expect(altFor(image({ body: 'a&#0;b&#x110000;c&#xD800;d' }))).toBe('a\uFFFDb\uFFFDc\uFFFDd');
  });

  it('collapses whitespace', () => {
    expect(altFor(image({ body: '  one\n\n\t two  ' }))).toBe('one two');
  });

  it(`keeps body text of exactly ${ALT_TEXT_MAX} characters whole`, () => {
    const text = 'a'.repeat(250);
    expect(altFor(image({ body: `<p>${text}</p>` }))).toBe(text);
  });

  it(`caps longer body text at ${ALT_TEXT_MAX} characters`, () => {
    expect(altFor(image({ body: 'b'.repeat(300) }))).toBe('b'.repeat(250));
  });

  it('does not leave a space at the end of a cut', () => {
    const alt = altFor(image({ body: `${'c'.repeat(249)} dddd` }));
    expect(alt).toBe('c'.repeat(249));
  });

  it('counts characters, not UTF-16 units, so no emoji is cut in half', () => {
    const alt = altFor(image({ body: '😀'.repeat(300) }));
    expect(Array.from(alt)).toHaveLength(250);
    expect(alt).toBe('😀'.repeat(250));
  });

  it('is empty (a decorative image) without altText or body', () => {
    expect(altFor(image())).toBe('');
    expect(altFor(image({ body: '<p> </p><img src="/x.jpg">' }))).toBe('');
  });
});

describe('textOf', () => {
  it('is the text of an HTML fragment', () => {
    expect(textOf('<h2>Title</h2><ul><li>One</li><li>Two</li></ul>')).toBe('Title One Two');
  });
});

describe('focalPosition', () => {
  it('is the centre without a focal point', () => {
    expect(focalPosition(image())).toBe('50% 50%');
  });

  it('is the focal point in percent, without float noise', () => {
    expect(focalPosition(image({ mediaFocalPoint: { x: 0.3, y: 0.7 } }))).toBe('30% 70%');
    expect(focalPosition(image({ mediaFocalPoint: { x: 0.29, y: 0.125 } }))).toBe('29% 12.5%');
  });

  it('stays inside the image for a point outside it', () => {
    expect(focalPosition(image({ mediaFocalPoint: { x: -3, y: 9 } }))).toBe('0% 100%');
  });
});

describe('isDark', () => {
  it('draws the line at half of 16777215', () => {
    expect(DARK_THRESHOLD).toBe(8388607.5);
    expect(parseInt('7fffff', 16)).toBe(8388607);
    expect(isDark('7fffff')).toBe(true);
    expect(isDark('800000')).toBe(false);
  });

  it('reads # and upper case', () => {
    expect(isDark('#7FFFFF')).toBe(true);
    expect(isDark('#800000')).toBe(false);
  });

  it('knows black from white', () => {
    expect(isDark('000000')).toBe(true);
    expect(isDark('ffffff')).toBe(false);
  });

  it('reads 3 digits as shorthand, each digit doubled', () => {
    expect(isDark('#000')).toBe(true);
    expect(isDark('#fff')).toBe(false);
    expect(isDark('7ff')).toBe(true);
    expect(isDark('800')).toBe(false);
  });

  it('reads 4 and 5 digits as padded on the left with zeros', () => {
    expect(isDark('ffff')).toBe(true);
    expect(isDark('#fffff')).toBe(true);
  });

  it.each(['', 'ff', '#0000000', 'ffffff0', '#00g', 'zzzzzz', '-00001'])('is false for %j, no colour', (color) => {
    expect(isDark(color)).toBe(false);
  });
});

describe('captionTone', () => {
  const colors = (colorData: Record<string, string>) => image({ colorData });

  it('is light text on a dark centre and dark text on a light one', () => {
    expect(captionTone(colors({ centerAverage: '7fffff' }))).toBe('light');
    expect(captionTone(colors({ centerAverage: '800000' }))).toBe('dark');
  });

  it('judges a corner position by that corner', () => {
    const corners = colors({
      centerAverage: 'ffffff',
      topLeftAverage: '000000',
      topRightAverage: 'ffffff',
      bottomLeftAverage: '000000',
      bottomRightAverage: 'ffffff',
    });
    expect(captionTone(corners, 'top-left')).toBe('light');
    expect(captionTone(corners, 'top-right')).toBe('dark');
    expect(captionTone(corners, 'bottom-left')).toBe('light');
    expect(captionTone(corners, 'bottom-right')).toBe('dark');
  });

  it('judges top, center and bottom by the centre', () => {
    const darkCentre = colors({ centerAverage: '101010', topLeftAverage: 'ffffff', bottomLeftAverage: 'ffffff' });
    for (const position of ['top', 'center', 'bottom'] as const)
      expect(captionTone(darkCentre, position)).toBe('light');
  });

  it('falls back to the centre when the corner is unknown', () => {
    expect(captionTone(colors({ centerAverage: 'eeeeee' }), 'bottom-left')).toBe('dark');
  });

  it('is light text when no colour is known', () => {
    expect(captionTone(image())).toBe('light');
    expect(captionTone(colors({ topLeftAverage: 'ffffff' }))).toBe('light');
  });
});

describe('placeholderColor', () => {
  it('is the centre average', () => {
    expect(placeholderColor(image({ colorData: { centerAverage: 'A1B2C3', topLeftAverage: '000000' } }))).toBe(
      '#a1b2c3',
    );
  });

  it('falls back to a corner average', () => {
    expect(placeholderColor(image({ colorData: { bottomRightAverage: '123456' } }))).toBe('#123456');
  });

  it('is undefined without colour data', () => {
    expect(placeholderColor(image())).toBeUndefined();
    expect(placeholderColor(image({ colorData: {} }))).toBeUndefined();
  });
});
