import { catalogue } from './catalogue';

/*
 * Product illustrations for the demo shop, drawn as SVG strings on a 1000 × 1000 canvas: a soft
 * studio backdrop, a floor or drop shadow, and the product shaded with gradients. Pure and
 * browser-safe; everything renders quickly in librsvg at any size: no fonts (lettering is drawn
 * with strokes) and no filters (blurs are slow there at large sizes).
 * No catalogue text is ever inserted into the markup.
 */

// ---------------------------------------------------------------------------------------------
// Colour

/** Option values (Colour, Glaze) of the demo catalogue and the colours they are drawn in. */
const SWATCHES: Readonly<Record<string, string>> = {
  sand: '#d9c4a0',
  navy: '#2f4060',
  white: '#f2efe8',
  speckled: '#e6dccb',
  charcoal: '#44474d',
  rust: '#b4572f',
  moss: '#6f7c3f',
  tan: '#b67a42',
  black: '#2e2a28',
  grey: '#9ea3a8',
  oat: '#dccfb3',
  sage: '#9cb08a',
  clay: '#c27b5d',
  olive: '#6e7149',
};

const INK = '#2a2019';

/** A `#rrggbb` colour's red, green and blue (0–255). */
export function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` blended towards `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const channel = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

/** A darker `colour` (towards a warm near-black, so shadows are not grey). */
const shade = (colour: string, t: number): string => mix(colour, '#1c1612', t);
/** A lighter `colour`. */
const tint = (colour: string, t: number): string => mix(colour, '#ffffff', t);

/** A small deterministic random generator (mulberry32), so the same product always draws the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Markup

type Attrs = Readonly<Record<string, string | number | undefined>>;
type Stop = readonly [offset: number, colour: string, opacity?: number];

const num = (value: number): string => String(Math.round(value * 100) / 100);

/**
 * One element; attributes left undefined are dropped. A shape's `opacity` is written as fill- and
 * stroke-opacity: element opacity makes librsvg composite a layer per element, which is slow for
 * hundreds of dots, and looks the same where a shape's fill and stroke do not overlap.
 */
function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const { opacity, ...rest } = attrs;
  const shape = tag !== 'g' && opacity !== undefined;
  const all: Attrs = shape ? { ...rest, 'fill-opacity': opacity, 'stroke-opacity': opacity } : attrs;
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(all)) {
    if (value !== undefined) out += ` ${name}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return children.length > 0 ? `${out}>${children.join('')}</${tag}>` : `${out}/>`;
}

const group = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);
const path = (d: string, attrs: Attrs): string => el('path', { d, ...attrs });
const rect = (x: number, y: number, width: number, height: number, attrs: Attrs): string =>
  el('rect', { x, y, width, height, ...attrs });
const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs): string =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });
const circle = (cx: number, cy: number, r: number, attrs: Attrs): string => el('circle', { cx, cy, r, ...attrs });

/** A dashed stitching line along `d`. */
const stitch = (d: string, colour: string, width = 3): string =>
  path(d, {
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-dasharray': `${width * 3} ${width * 2.4}`,
    'stroke-linecap': 'round',
  });

/** Collects the `<defs>` of one drawing (gradients, filters, clip paths) under generated ids. */
class Canvas {
  private readonly defs: string[] = [];
  private count = 0;

  private id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  private stops(stops: readonly Stop[]): string[] {
    return stops.map(([offset, colour, opacity]) =>
      el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    );
  }

  /** A linear gradient from (x1, y1) to (x2, y2), as fractions of the shape's box unless `user`. */
  linear(stops: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1], user = false): string {
    const id = this.id('l');
    const units = user ? 'userSpaceOnUse' : undefined;
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: units }, ...this.stops(stops)));
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy), as fractions of the shape's box. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(el('radialGradient', { id, cx, cy, r, fx, fy }, ...this.stops(stops)));
    return `url(#${id})`;
  }

  /** A clip path made of `shapes`. */
  clip(...shapes: string[]): string {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, ...shapes));
    return `url(#${id})`;
  }

  /** A tiling pattern of `shapes` in a `size` square cell. */
  pattern(size: number, ...shapes: string[]): string {
    const id = this.id('p');
    this.defs.push(el('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse' }, ...shapes));
    return `url(#${id})`;
  }

  /** The finished document. */
  svg(body: string): string {
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">' +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Lettering: a tiny stroke alphabet (cap height 6, widths in `ADVANCE`), so no font is needed.

const GLYPHS: Readonly<Record<string, string>> = {
  A: 'M0 6L2 0L4 6M0.7 4H3.3',
  B: 'M0 3H2.4A1.5 1.5 0 0 0 2.4 0H0V6H2.6A1.5 1.5 0 0 0 2.6 3',
  C: 'M3.41 0.88A2 3 0 1 0 3.41 5.12',
  D: 'M0 0V6H1.4A2.6 3 0 0 0 1.4 0Z',
  E: 'M4 0H0V6H4M0 3H3',
  F: 'M4 0H0V6M0 3H3',
  G: 'M3.41 0.88A2 3 0 1 0 4 3.4V3.2H2.3',
  H: 'M0 0V6M4 0V6M0 3H4',
  I: 'M0 0V6',
  K: 'M0 0V6M4 0L0 4M1.4 2.6L4 6',
  L: 'M0 0V6H4',
  M: 'M0 6V0L2 4L4 0V6',
  N: 'M0 6V0L4 6V0',
  O: 'M2 0A2 3 0 1 0 2 6A2 3 0 1 0 2 0',
  P: 'M0 6V0H2.5A1.5 1.5 0 0 1 2.5 3H0',
  R: 'M0 6V0H2.5A1.5 1.5 0 0 1 2.5 3H0M2.2 3L4 6',
  S: 'M3.65 0.75A1.9 1.5 0 1 0 2 3A2 1.5 0 1 1 0.27 5.25',
  T: 'M0 0H4M2 0V6',
  U: 'M0 0V4A2 2 0 0 0 4 4V0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L1 6L2 2L3 6L4 0',
  Y: 'M0 0L2 3L4 0M2 3V6',
  '0': 'M2 0A2 3 0 1 0 2 6A2 3 0 1 0 2 0',
  '1': 'M0.8 1L2 0V6',
  '2': 'M0.2 1.4A1.9 1.5 0 1 1 3.5 2.6L0 6H4',
  '5': 'M3.8 0H0.5L0.2 2.9A2 1.6 0 1 1 0.1 5.3',
  '7': 'M0 0H4L1.4 6',
  '/': 'M0 6L3 0',
  '-': 'M0.5 3H3.5',
  '.': 'M0 6H0.01',
};

const ADVANCE: Readonly<Record<string, number>> = { I: 0, '1': 2, '/': 3, '.': 0, ' ': 2 };

/** Fixed `text` in capitals, `size` units tall, centred on `x` with its baseline at `y`. */
function lettering(text: string, x: number, y: number, size: number, colour: string, weight = 0.55): string {
  const scale = size / 6;
  const gap = 2.2;
  const widths = [...text].map((char) => ADVANCE[char] ?? 4);
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * (widths.length - 1);
  let cursor = -total / 2;
  let d = '';
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (glyph !== undefined) {
      // Offset the glyph's commands: every absolute coordinate pair moves by the cursor.
      d += glyph.replace(/([MLHVAZ])([^MLHVAZ]*)/g, (_match, command: string, args: string) => {
        const values =
          args.trim() === ''
            ? []
            : args
                .trim()
                .split(/[\s,]+/)
                .map(Number);
        if (command === 'H') return `H${num((values[0] ?? 0) + cursor)}`;
        if (command === 'A') {
          const [rx = 0, ry = 0, rotation = 0, large = 0, sweep = 0, ax = 0, ay = 0] = values;
          return `A${rx} ${ry} ${rotation} ${large} ${sweep} ${num(ax + cursor)} ${ay}`;
        }
        if (command === 'M' || command === 'L') {
          let out = command;
          for (let i = 0; i < values.length; i += 2) out += `${num((values[i] ?? 0) + cursor)} ${values[i + 1] ?? 0} `;
          return out.trim();
        }
        return command + args;
      });
    }
    cursor += (widths[index] ?? 4) + gap;
  });
  return path(d, {
    transform: `translate(${num(x)} ${num(y - size)}) scale(${num(scale)})`,
    fill: 'none',
    stroke: colour,
    'stroke-width': weight,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

// ---------------------------------------------------------------------------------------------
// Studio: backdrop and shadows

/** A seamless studio sweep in `tone`: lighter at the top, a soft spotlight behind the product. */
function backdrop(c: Canvas, tone: string): string {
  const sweep = c.linear([
    [0, tint(tone, 0.45)],
    [0.55, tone],
    [0.74, shade(tone, 0.07)],
    [1, tint(tone, 0.12)],
  ]);
  const spot = c.radial(
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.42,
    0.55,
  );
  const vignette = c.radial(
    [
      [0.55, INK, 0],
      [1, INK, 0.13],
    ],
    0.5,
    0.45,
    0.75,
  );
  return (
    rect(0, 0, 1000, 1000, { fill: sweep }) +
    rect(0, 0, 1000, 1000, { fill: spot }) +
    rect(0, 0, 1000, 1000, { fill: vignette })
  );
}

/** A soft shadow on the floor under a standing product, with a darker contact core. */
function floorShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.32): string {
  const soft = c.radial([
    [0, INK, strength],
    [0.6, INK, strength * 0.4],
    [1, INK, 0],
  ]);
  const core = c.radial([
    [0, INK, strength * 1.2],
    [1, INK, 0],
  ]);
  return ellipse(cx, cy, rx, ry, { fill: soft }) + ellipse(cx, cy, rx * 0.72, ry * 0.45, { fill: core });
}

/**
 * A soft copy of `d` offset down-right: the shadow of something lying flat or hanging on a wall.
 * Its penumbra is stacked strokes rather than a blur filter, which librsvg renders slowly at large sizes.
 */
function dropShadow(d: string, dx = 3, dy = 8, spread = 26, opacity = 0.2): string {
  const steps = 8;
  const layer = 1 - Math.pow(1 - opacity, 1 / steps);
  const layers = Array.from({ length: steps }, (_, i) =>
    path(d, {
      fill: INK,
      'fill-opacity': layer,
      stroke: INK,
      'stroke-opacity': layer,
      'stroke-width': (spread * 2.4 * (steps - i)) / steps,
      'stroke-linejoin': 'round',
    }),
  );
  return group({ transform: `translate(${dx} ${dy})` }, ...layers);
}

/** Horizontal light and shade over a round body (cylinder, bag, garment): apply over the base fill. */
function volume(c: Canvas, strength = 1): string {
  return c.linear(
    [
      [0, INK, 0.32 * strength],
      [0.18, INK, 0.08 * strength],
      [0.36, '#ffffff', 0.22 * strength],
      [0.55, '#ffffff', 0],
      [0.82, INK, 0.12 * strength],
      [1, INK, 0.34 * strength],
    ],
    [0, 0, 1, 0],
  );
}

/** Vertical light from above: lighter top, darker bottom. */
function toplight(c: Canvas, strength = 1): string {
  return c.linear([
    [0, '#ffffff', 0.16 * strength],
    [0.5, '#ffffff', 0],
    [1, INK, 0.18 * strength],
  ]);
}

/** A fine texture tile of short strokes, e.g. linen slubs or denim twill. */
function weave(c: Canvas, kind: 'linen' | 'twill' | 'canvas' | 'knit', colour: string, opacity: number): string {
  const line = (d: string): string =>
    path(d, { stroke: colour, 'stroke-width': 1.4, opacity, fill: 'none', 'stroke-linecap': 'round' });
  switch (kind) {
    case 'twill':
      return c.pattern(12, line('M-3 15L15 -3M-3 3L3 -3M9 15L15 9'));
    case 'canvas':
      return c.pattern(10, line('M0 2.5H10M0 7.5H10'), line('M2.5 0V10M7.5 0V10'));
    case 'knit':
      return c.pattern(14, line('M2 0Q7 7 2 14M12 0Q7 7 12 14'));
    case 'linen':
      return c.pattern(26, line('M2 6H14M16 19H24M5 14H9'), line('M20 3V9M8 20V25'));
  }
}

// ---------------------------------------------------------------------------------------------
// Garments (flat lay, symmetric about x = 500)

/** A point of a half outline (x measured from the centre line), with the control point of a curve into it. */
type Node = readonly [x: number, y: number, qx?: number, qy?: number];

/** A closed symmetric outline from the right half's nodes, first and last on the centre line. */
function mirrored(nodes: readonly Node[], centre = 500): string {
  const [first] = nodes;
  if (first === undefined) return '';
  let d = `M${centre + first[0]} ${first[1]}`;
  for (const [x, y, qx, qy] of nodes.slice(1)) {
    d += qx === undefined || qy === undefined ? `L${centre + x} ${y}` : `Q${centre + qx} ${qy} ${centre + x} ${y}`;
  }
  for (let i = nodes.length - 1; i > 0; i--) {
    const [, , qx, qy] = nodes[i] ?? [0, 0];
    const [px, py] = nodes[i - 1] ?? [0, 0];
    d += qx === undefined || qy === undefined ? `L${centre - px} ${py}` : `Q${centre - qx} ${qy} ${centre - px} ${py}`;
  }
  return `${d}Z`;
}

/** `draw` for the right side (sign 1) and its mirror image (sign -1), x given from the centre. */
function bothSides(draw: (x: (dx: number) => number) => string): string {
  return draw((dx) => 500 + dx) + draw((dx) => 500 - dx);
}

/** A flat-lay garment: drop shadow, body in `colour` with texture and volume, then `details` on top. */
function garment(c: Canvas, outline: string, colour: string, texture: string, details: string): string {
  const creases = c.linear(
    [
      [0, '#ffffff', 0],
      [0.3, '#ffffff', 0.1],
      [0.42, INK, 0.07],
      [0.6, '#ffffff', 0.06],
      [0.78, INK, 0.08],
      [1, '#ffffff', 0],
    ],
    [0, 0, 0.35, 1],
  );
  return (
    dropShadow(outline) +
    path(outline, { fill: colour }) +
    path(outline, { fill: texture }) +
    path(outline, { fill: creases }) +
    path(outline, { fill: volume(c, 0.55) }) +
    path(outline, { fill: 'none', stroke: shade(colour, 0.25), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }) +
    details
  );
}

/** A sewn-on button with two holes. */
function button(c: Canvas, x: number, y: number, r: number, colour: string): string {
  const face = c.radial(
    [
      [0, tint(colour, 0.35)],
      [1, shade(colour, 0.15)],
    ],
    0.4,
    0.35,
    0.7,
  );
  return (
    circle(x, y + 1.5, r, { fill: INK, opacity: 0.25 }) +
    circle(x, y, r, { fill: face, stroke: shade(colour, 0.3), 'stroke-width': 1.2 }) +
    circle(x - r * 0.3, y, r * 0.16, { fill: shade(colour, 0.45) }) +
    circle(x + r * 0.3, y, r * 0.16, { fill: shade(colour, 0.45) })
  );
}

function linenShirt(c: Canvas, colour: string): string {
  const outline = mirrored([
    [0, 248],
    [82, 170],
    [215, 205],
    [290, 410, 268, 290],
    [335, 650],
    [252, 672],
    [196, 372, 232, 520],
    [210, 800, 196, 600],
    [0, 862, 190, 880],
  ]);
  const line = shade(colour, 0.3);
  const seam = (d: string): string => path(d, { fill: 'none', stroke: line, 'stroke-width': 2.5, opacity: 0.7 });
  const collarFill = c.linear([
    [0, tint(colour, 0.12)],
    [1, shade(colour, 0.08)],
  ]);
  const details =
    // inside of the neck, the back of the collar, then the collar points over it
    path('M420 176Q500 160 580 176L500 248Z', { fill: shade(colour, 0.32) }) +
    path('M416 172Q500 150 584 172L578 184Q500 166 422 184Z', { fill: collarFill, stroke: line, 'stroke-width': 2 }) +
    bothSides(
      (x) =>
        seam(`M${x(215)} 205Q${x(180)} 290 ${x(196)} 372`) +
        seam(`M${x(322)} 606L${x(246)} 628`) +
        path(`M${x(3)} 246L${x(84)} 166Q${x(112)} 186 ${x(108)} 206L${x(50)} 296Z`, {
          fill: collarFill,
          stroke: line,
          'stroke-width': 2.5,
          'stroke-linejoin': 'round',
        }) +
        button(c, x(288), 628, 8, '#f4efe6'),
    ) +
    // placket, pocket, buttons
    rect(482, 252, 36, 606, { fill: tint(colour, 0.06), stroke: line, 'stroke-width': 2, opacity: 0.9 }) +
    path('M565 372H665V478L615 496L565 478Z', { fill: tint(colour, 0.05), stroke: line, 'stroke-width': 2.2 }) +
    stitch('M571 386H659', line, 2) +
    [310, 400, 490, 580, 670, 760].map((y) => button(c, 500, y, 10, '#f4efe6')).join('');
  return garment(c, outline, colour, weave(c, 'linen', shade(colour, 0.4), 0.22), details);
}

function tee(c: Canvas, colour: string): string {
  const outline = mirrored([
    [0, 222],
    [86, 170, 56, 222],
    [205, 198],
    [345, 330],
    [270, 402],
    [200, 345],
    [206, 830, 194, 600],
    [0, 836, 110, 840],
  ]);
  const line = shade(colour, 0.3);
  const details =
    path('M414 170Q446 222 500 222Q554 222 586 170Q500 192 414 170Z', { fill: shade(colour, 0.35) }) +
    path('M414 170Q446 222 500 222Q554 222 586 170', {
      fill: 'none',
      stroke: shade(colour, 0.12),
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }) +
    bothSides(
      (x) =>
        stitch(`M${x(328)} 318L${x(256)} 388`, line, 2.2) +
        path(`M${x(205)} 198Q${x(185)} 270 ${x(200)} 345`, {
          fill: 'none',
          stroke: line,
          'stroke-width': 2.2,
          opacity: 0.6,
        }),
    ) +
    stitch('M296 806Q500 820 704 806', line, 2.2);
  return garment(c, outline, colour, weave(c, 'knit', shade(colour, 0.4), 0.12), details);
}

function denimJacket(c: Canvas): string {
  const denim = '#4a6a94';
  const thread = '#d89b48';
  const copper = '#b87333';
  const outline = mirrored([
    [0, 240],
    [86, 166],
    [232, 208],
    [302, 412, 284, 300],
    [346, 690],
    [262, 708],
    [214, 386, 234, 540],
    [228, 782],
    [0, 782],
  ]);
  const line = shade(denim, 0.35);
  const details =
    path('M416 174Q500 156 584 174L500 240Z', { fill: shade(denim, 0.45) }) +
    path('M410 168Q500 142 590 168L582 184Q500 162 418 184Z', {
      fill: tint(denim, 0.08),
      stroke: line,
      'stroke-width': 2,
    }) +
    bothSides(
      (x) =>
        path(`M${x(232)} 208Q${x(196)} 296 ${x(214)} 386`, { fill: 'none', stroke: line, 'stroke-width': 2.5 }) +
        stitch(`M${x(226)} 214Q${x(190)} 296 ${x(208)} 386`, thread, 2.2) +
        // cuff
        path(`M${x(336)} 640L${x(256)} 660`, { fill: 'none', stroke: line, 'stroke-width': 3 }) +
        stitch(`M${x(336)} 650L${x(258)} 670`, thread, 2.2) +
        // chest pocket flap, pocket and the pleat below it
        path(`M${x(58)} 330H${x(178)}V362L${x(118)} 388L${x(58)} 362Z`, {
          fill: tint(denim, 0.06),
          stroke: line,
          'stroke-width': 2.5,
        }) +
        stitch(`M${x(64)} 336H${x(172)}V358L${x(118)} 380L${x(64)} 358Z`, thread, 2) +
        stitch(`M${x(64)} 392V470H${x(172)}V392`, thread, 2) +
        button(c, x(118), 370, 9, copper) +
        stitch(`M${x(70)} 480V712`, thread, 2) +
        stitch(`M${x(166)} 480V712`, thread, 2) +
        // collar
        path(`M${x(3)} 238L${x(90)} 160Q${x(128)} 176 ${x(138)} 196L${x(74)} 306Z`, {
          fill: tint(denim, 0.08),
          stroke: line,
          'stroke-width': 2.5,
          'stroke-linejoin': 'round',
        }) +
        stitch(`M${x(14)} 238L${x(90)} 170Q${x(120)} 184 ${x(126)} 198L${x(72)} 292`, thread, 2),
    ) +
    // waistband and front opening
    rect(272, 716, 456, 66, { fill: shade(denim, 0.08), stroke: line, 'stroke-width': 2.5 }) +
    stitch('M278 726H722M278 772H722', thread, 2) +
    path('M500 240V782', { stroke: line, 'stroke-width': 3 }) +
    stitch('M512 244V710', thread, 2) +
    [430, 520, 610, 749].map((y) => button(c, 520, y, 11, copper)).join('') +
    button(c, 680, 749, 11, copper) +
    button(c, 320, 749, 11, copper);
  return garment(c, outline, denim, weave(c, 'twill', '#dbe4f0', 0.28), details);
}

function rainJacket(c: Canvas): string {
  const shell = '#e2b33c';
  const line = shade(shell, 0.3);
  const hood = 'M352 246Q330 84 500 62Q670 84 648 246Q500 292 352 246Z';
  const outline = mirrored([
    [0, 250],
    [96, 198],
    [218, 228],
    [292, 424, 276, 316],
    [332, 690],
    [250, 712],
    [205, 396, 226, 550],
    [216, 852, 204, 620],
    [0, 862, 112, 866],
  ]);
  const sheen = c.linear(
    [
      [0, '#ffffff', 0],
      [0.35, '#ffffff', 0.22],
      [0.45, '#ffffff', 0],
      [0.7, '#ffffff', 0.12],
      [0.78, '#ffffff', 0],
    ],
    [0, 0, 1, 0.3],
  );
  const hoodFill = c.linear([
    [0, tint(shell, 0.1)],
    [1, shade(shell, 0.12)],
  ]);
  const details =
    path(outline, { fill: sheen }) +
    dropShadow(hood, 0, 8, 10, 0.16) +
    path(hood, { fill: hoodFill, stroke: line, 'stroke-width': 2.5 }) +
    path('M500 64Q520 160 500 250', { fill: 'none', stroke: line, 'stroke-width': 2.5, opacity: 0.6 }) +
    path('M418 252Q396 128 500 112Q604 128 582 252Q500 276 418 252Z', { fill: '#3a3f3c' }) +
    path('M418 252Q396 128 500 112Q604 128 582 252', { fill: 'none', stroke: shade(shell, 0.12), 'stroke-width': 10 }) +
    bothSides(
      (x) =>
        path(`M${x(76)} 258Q${x(70)} 300 ${x(84)} 330`, {
          fill: 'none',
          stroke: '#2f3331',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }) + circle(x(84), 334, 6, { fill: '#2f3331' }),
    ) +
    bothSides(
      (x) =>
        path(`M${x(218)} 228Q${x(190)} 310 ${x(205)} 396`, {
          fill: 'none',
          stroke: line,
          'stroke-width': 2.5,
          opacity: 0.7,
        }) +
        path(`M${x(320)} 640L${x(246)} 660`, { fill: 'none', stroke: line, 'stroke-width': 3 }) +
        // welt pocket zips
        path(`M${x(70)} 580L${x(160)} 690`, {
          stroke: shade(shell, 0.25),
          'stroke-width': 10,
          'stroke-linecap': 'round',
        }) +
        path(`M${x(70)} 580L${x(160)} 690`, { stroke: '#2f3331', 'stroke-width': 3, 'stroke-dasharray': '3 3' }) +
        // drawcord toggles at the hem
        path(`M${x(150)} 846Q${x(156)} 880 ${x(146)} 900`, { fill: 'none', stroke: '#2f3331', 'stroke-width': 4 }) +
        rect(x(146) - 8, 896, 16, 22, { rx: 6, fill: '#2f3331' }),
    ) +
    // zip with a storm flap line and a pull
    rect(492, 270, 16, 592, { fill: shade(shell, 0.15) }) +
    path('M500 272V858', { stroke: '#2f3331', 'stroke-width': 6, 'stroke-dasharray': '3 3' }) +
    rect(490, 282, 20, 38, { rx: 6, fill: '#2f3331' }) +
    stitch('M296 836Q500 852 704 836', line, 2.2);
  return garment(c, outline, shell, weave(c, 'linen', shade(shell, 0.5), 0.08), details);
}

function linenApron(c: Canvas, colour: string): string {
  const line = shade(colour, 0.3);
  const strap = shade(colour, 0.1);
  const outline = mirrored([
    [0, 250],
    [118, 250],
    [218, 446, 128, 420],
    [246, 858],
    [0, 864, 120, 868],
  ]);
  const straps =
    path('M394 262C372 90 628 90 606 262', {
      fill: 'none',
      stroke: strap,
      'stroke-width': 30,
      'stroke-linecap': 'round',
    }) +
    bothSides((x) =>
      path(`M${x(212)} 452Q${x(290)} 470 ${x(318)} 560Q${x(330)} 620 ${x(300)} 700`, {
        fill: 'none',
        stroke: strap,
        'stroke-width': 28,
        'stroke-linecap': 'round',
      }),
    );
  const details =
    stitch(
      mirrored([
        [0, 264],
        [104, 264],
        [204, 452, 118, 426],
        [232, 844],
        [0, 850, 116, 853],
      ]),
      line,
      2.2,
    ) +
    path('M330 590H670V730Q670 742 658 742H342Q330 742 330 730Z', {
      fill: tint(colour, 0.05),
      stroke: line,
      'stroke-width': 2.5,
    }) +
    stitch('M336 602H664', line, 2) +
    stitch('M500 596V740', line, 2) +
    rect(468, 300, 64, 40, { rx: 4, fill: '#8a5a36' }) +
    stitch('M474 306H526V334H474Z', '#e5c9a4', 1.4);
  return (
    path('M394 262C372 90 628 90 606 262', {
      fill: 'none',
      stroke: INK,
      'stroke-width': 40,
      opacity: 0.08,
      transform: 'translate(4 10)',
    }) +
    straps +
    garment(c, outline, colour, weave(c, 'linen', shade(colour, 0.45), 0.2), details)
  );
}

function silkScarf(c: Canvas): string {
  const field = '#f5eddd';
  const border = '#2f4a6b';
  const cloth =
    'M240 240Q370 226 500 240T760 240Q774 370 760 500T760 760Q630 774 500 760T240 760Q226 630 240 500T240 240Z';
  const inset = (scale: number): string => `translate(500 500) scale(${scale}) translate(-500 -500)`;
  const sheen = c.linear(
    [
      [0, '#ffffff', 0],
      [0.28, '#ffffff', 0.3],
      [0.4, '#ffffff', 0],
      [0.52, INK, 0.06],
      [0.68, '#ffffff', 0.18],
      [0.8, '#ffffff', 0],
      [1, INK, 0.08],
    ],
    [0, 0, 1, 1],
  );
  const flower = (x: number, y: number, r: number, petal: string, heart: string): string =>
    group(
      {},
      ...[0, 60, 120, 180, 240, 300].map((angle) =>
        ellipse(x, y - r * 0.55, r * 0.32, r * 0.55, { fill: petal, transform: `rotate(${angle} ${x} ${y})` }),
      ),
      circle(x, y, r * 0.28, { fill: heart }),
    );
  const leaf = (x: number, y: number, angle: number): string =>
    path(`M${x} ${y}Q${x + 18} ${y - 26} ${x} ${y - 52}Q${x - 18} ${y - 26} ${x} ${y}Z`, {
      fill: '#7f9c7a',
      transform: `rotate(${angle} ${x} ${y})`,
    });
  const corners = [
    [336, 336, 135],
    [664, 336, 225],
    [336, 664, 45],
    [664, 664, 315],
  ]
    .map(
      ([x = 0, y = 0, angle = 0]) =>
        leaf(x, y, angle - 40) + leaf(x, y, angle + 40) + flower(x, y, 36, '#e58f7a', '#f2c14e'),
    )
    .join('');
  const buds = [
    [500, 318],
    [500, 682],
    [318, 500],
    [682, 500],
  ]
    .map(([x = 0, y = 0]) => flower(x, y, 16, '#6f8fb5', '#f2c14e'))
    .join('');
  const art =
    path(cloth, { fill: border }) +
    path(cloth, { fill: field, transform: inset(0.86) }) +
    path(cloth, { fill: 'none', stroke: '#c9a45a', 'stroke-width': 3.5, transform: inset(0.8) }) +
    corners +
    buds +
    [0, 45, 90, 135].map((angle) => leaf(500, 500, angle) + leaf(500, 500, angle + 180)).join('') +
    flower(500, 500, 70, '#d9624f', '#f2c14e') +
    flower(500, 500, 34, '#f4a58c', '#f2c14e') +
    path(cloth, { fill: sheen }) +
    path(cloth, { fill: 'none', stroke: tint(border, 0.25), 'stroke-width': 5 });
  return group({ transform: 'rotate(-7 500 500)' }, dropShadow(cloth), art);
}

function cottonSocks(c: Canvas, colour: string): string {
  const sock = 'M0 0H150V300Q150 330 180 342L330 356Q388 362 390 410Q390 456 336 456L96 456Q0 456 0 380Z';
  const accent = shade(colour, 0.28);
  const one = (x: number, y: number, angle: number, dim: number): string => {
    const place = `translate(${x} ${y}) rotate(${angle})`;
    const clip = c.clip(path(sock, {}));
    const ribs = Array.from({ length: 9 }, (_, i) =>
      path(`M${10 + i * 16} 4V74`, { stroke: shade(colour, 0.22), 'stroke-width': 3, opacity: 0.6 }),
    ).join('');
    return group(
      { transform: place },
      dropShadow(sock, 3, 7, 20, 0.18),
      path(sock, { fill: colour }),
      group(
        { 'clip-path': clip },
        path(sock, { fill: weave(c, 'knit', shade(colour, 0.4), 0.18) }),
        circle(40, 430, 110, { fill: accent }),
        rect(318, 300, 120, 200, { fill: accent }),
        rect(0, 0, 150, 80, { fill: tint(colour, 0.1) }),
        ribs,
        stitch('M6 90H144', shade(colour, 0.35), 2),
        path(sock, { fill: volume(c, 0.5) }),
        rect(-10, 0, 420, 470, { fill: INK, opacity: dim }),
      ),
      path(sock, { fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 2.5 }),
    );
  };
  return one(350, 190, 4, 0.12) + one(250, 250, -4, 0);
}

// ---------------------------------------------------------------------------------------------
// Standing products

function ceramicMug(c: Canvas, glazeName: string): string {
  const glaze = SWATCHES[glazeName] ?? SWATCHES.white ?? '#f2efe8';
  const clay = '#c7a27c';
  const body = 'M330 420V734A140 30 0 0 0 610 734V420Z';
  const clip = c.clip(path(body, {}));
  const dots = random(7);
  const speckles =
    glazeName === 'speckled'
      ? Array.from({ length: 150 }, () =>
          circle(330 + dots() * 280, 420 + dots() * 300, 1.2 + dots() * 2.8, {
            fill: '#5b4332',
            opacity: 0.55 + dots() * 0.4,
          }),
        ).join('')
      : '';
  const handle = 'M606 486C724 476 730 664 604 680';
  const handleFill = c.linear(
    [
      [0, tint(glaze, 0.3)],
      [0.6, glaze],
      [1, shade(glaze, 0.3)],
    ],
    [560, 480, 740, 680],
    true,
  );
  const inside = c.linear([
    [0, shade(glaze, 0.35)],
    [1, shade(glaze, 0.1)],
  ]);
  const coffee = c.radial(
    [
      [0, '#6b4228'],
      [1, '#3a2416'],
    ],
    0.45,
    0.35,
    0.7,
  );
  return (
    floorShadow(c, 490, 766, 250, 36) +
    path(handle, { fill: 'none', stroke: shade(glaze, 0.25), 'stroke-width': 46, 'stroke-linecap': 'round' }) +
    path(handle, { fill: 'none', stroke: handleFill, 'stroke-width': 36, 'stroke-linecap': 'round' }) +
    path(body, { fill: glaze }) +
    group(
      { 'clip-path': clip },
      speckles,
      // unglazed foot with a wavy glaze edge
      path('M320 712Q360 722 400 712T480 712T560 714T620 710V780H320Z', { fill: clay }),
      path('M320 712Q360 722 400 712T480 712T560 714T620 710', {
        fill: 'none',
        stroke: shade(glaze, 0.15),
        'stroke-width': 3,
      }),
      path(body, { fill: volume(c, 0.9) }),
      rect(378, 430, 26, 280, { fill: '#ffffff', opacity: 0.35, rx: 13 }),
    ) +
    ellipse(470, 420, 140, 32, { fill: tint(glaze, 0.2), stroke: shade(glaze, 0.15), 'stroke-width': 2 }) +
    ellipse(470, 421, 126, 26, { fill: inside }) +
    ellipse(470, 430, 116, 19, { fill: coffee }) +
    ellipse(440, 426, 40, 6, { fill: '#ffffff', opacity: 0.18 }) +
    // a wisp of steam
    path('M440 380C420 340 460 320 440 280M500 370C480 330 520 300 500 250', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-linecap': 'round',
      opacity: 0.5,
    })
  );
}

function stonewareBowl(c: Canvas): string {
  const glaze = '#5f7f8f';
  const clay = '#c9a57f';
  const outer = 'M228 540C232 690 360 778 430 786H570C640 778 768 690 772 540Z';
  const clip = c.clip(path(outer, {}));
  const inside = c.linear([
    [0, tint(glaze, 0.3)],
    [0.55, glaze],
    [1, shade(glaze, 0.35)],
  ]);
  const dots = random(11);
  const speckles = Array.from({ length: 90 }, () =>
    circle(240 + dots() * 520, 490 + dots() * 290, 1 + dots() * 2.2, { fill: '#f1e7d6', opacity: 0.6 }),
  ).join('');
  return (
    floorShadow(c, 500, 796, 300, 42) +
    rect(428, 770, 144, 28, { rx: 8, fill: shade(clay, 0.15) }) +
    path(outer, { fill: glaze }) +
    group(
      { 'clip-path': clip },
      path('M220 660Q270 690 320 676T420 690T520 682T620 692T720 672T790 660V800H220Z', { fill: clay }),
      speckles,
      path(outer, { fill: volume(c, 0.9) }),
      path('M300 570Q330 680 420 730', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 18,
        'stroke-linecap': 'round',
        opacity: 0.25,
      }),
    ) +
    ellipse(500, 540, 272, 64, { fill: inside }) +
    ellipse(500, 540, 272, 64, { fill: 'none', stroke: tint(glaze, 0.45), 'stroke-width': 5 }) +
    ellipse(520, 556, 150, 26, { fill: shade(glaze, 0.25), opacity: 0.35 })
  );
}

function scentedCandle(c: Canvas): string {
  const wax = '#f4ecdb';
  const glass = 'M335 430V752A165 30 0 0 0 665 752V430Z';
  const waxBody = 'M348 520V748A152 26 0 0 0 652 748V520Z';
  const glow = c.radial([
    [0, '#ffd98a', 0.6],
    [0.4, '#ffd98a', 0.22],
    [1, '#ffd98a', 0],
  ]);
  const flame = c.radial(
    [
      [0, '#ffffff'],
      [0.35, '#fff1b8'],
      [0.75, '#ffb347'],
      [1, '#ff8a3d', 0.6],
    ],
    0.5,
    0.7,
    0.6,
  );
  const glassShine = c.linear(
    [
      [0, '#ffffff', 0.4],
      [0.08, '#ffffff', 0.1],
      [0.2, '#ffffff', 0.45],
      [0.3, '#ffffff', 0.05],
      [0.85, '#ffffff', 0.05],
      [0.93, '#ffffff', 0.35],
      [1, '#ffffff', 0.1],
    ],
    [0, 0, 1, 0],
  );
  const label = 'M390 600A120 14 0 0 0 610 600V690A120 14 0 0 1 390 690Z';
  return (
    floorShadow(c, 500, 782, 260, 38) +
    ellipse(500, 420, 260, 260, { fill: glow }) +
    ellipse(500, 430, 165, 30, { fill: '#ffffff', opacity: 0.25 }) +
    path(waxBody, { fill: wax }) +
    path(waxBody, { fill: volume(c, 0.6) }) +
    ellipse(500, 520, 152, 26, { fill: tint(wax, 0.3) }) +
    ellipse(500, 522, 46, 9, { fill: '#f0dcb2' }) +
    path('M500 520V488', { stroke: '#3b2a1e', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    path('M500 392C524 436 530 470 500 496C470 470 476 436 500 392Z', { fill: flame }) +
    path(glass, { fill: '#dfe8e6', opacity: 0.25 }) +
    path(glass, { fill: glassShine }) +
    path(glass, { fill: 'none', stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 }) +
    ellipse(500, 430, 165, 30, { fill: 'none', stroke: '#ffffff', 'stroke-width': 5, opacity: 0.8 }) +
    path(label, { fill: '#d8c19b' }) +
    path(label, { fill: volume(c, 0.5) }) +
    lettering('SOY', 500, 642, 24, '#5a4330', 0.7) +
    path('M450 664H550M470 676H530', { stroke: '#8a7055', 'stroke-width': 3, 'stroke-linecap': 'round' })
  );
}

function waterBottle(c: Canvas): string {
  const coat = '#3f6f73';
  const body = 'M392 372Q392 314 446 304H554Q608 314 608 372V772Q608 796 584 796H416Q392 796 392 772Z';
  const steel = c.linear(
    [
      [0, '#8d949a'],
      [0.3, '#eef1f3'],
      [0.55, '#b9c0c6'],
      [1, '#6f767c'],
    ],
    [0, 0, 1, 0],
  );
  const cap = '#2f3234';
  return (
    floorShadow(c, 500, 798, 200, 32) +
    path('M452 212C452 130 548 130 548 212', {
      fill: 'none',
      stroke: cap,
      'stroke-width': 22,
      'stroke-linecap': 'round',
    }) +
    rect(424, 196, 152, 96, { rx: 16, fill: cap }) +
    rect(424, 196, 152, 96, { rx: 16, fill: volume(c, 0.8) }) +
    path('M432 222H568M432 240H568M432 258H568', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.12 }) +
    rect(434, 288, 132, 20, { fill: steel }) +
    path(body, { fill: coat }) +
    group(
      { 'clip-path': c.clip(path(body, {})) },
      rect(380, 766, 240, 40, { fill: steel }),
      path(body, { fill: volume(c, 1.1) }),
      rect(438, 330, 22, 420, { rx: 11, fill: '#ffffff', opacity: 0.18 }),
    ) +
    circle(500, 520, 30, { fill: 'none', stroke: tint(coat, 0.5), 'stroke-width': 4 }) +
    path('M482 530Q500 500 518 530', {
      fill: 'none',
      stroke: tint(coat, 0.5),
      'stroke-width': 4,
      'stroke-linecap': 'round',
    })
  );
}

function canvasTote(c: Canvas): string {
  const cloth = '#e8dcc3';
  const ink = '#2f4a6b';
  const line = shade(cloth, 0.3);
  const body = 'M296 420H704L724 786Q724 800 710 800H290Q276 800 276 786Z';
  const strap = (d: string, colour: string): string =>
    path(d, { fill: 'none', stroke: colour, 'stroke-width': 34, 'stroke-linecap': 'butt' });
  return (
    floorShadow(c, 500, 804, 290, 36) +
    strap('M412 424C410 190 590 190 588 424', shade(cloth, 0.18)) +
    path(body, { fill: cloth }) +
    path(body, { fill: weave(c, 'canvas', shade(cloth, 0.5), 0.14) }) +
    path(body, { fill: volume(c, 0.55) }) +
    path(body, { fill: toplight(c) }) +
    rect(296, 420, 408, 44, { fill: tint(cloth, 0.1) }) +
    stitch('M300 456H700', line, 2.2) +
    strap('M392 470C390 228 610 228 608 470', cloth) +
    path('M392 470C390 228 610 228 608 470', { fill: 'none', stroke: volume(c, 0.3), 'stroke-width': 34 }) +
    stitch('M380 450C378 230 622 230 620 450', line, 1.8) +
    bothSides(
      (x) =>
        rect(x(108) - 17, 430, 34, 46, { fill: 'none', stroke: line, 'stroke-width': 2 }) +
        path(`M${x(108) - 17} 430L${x(108) + 17} 476M${x(108) + 17} 430L${x(108) - 17} 476`, {
          stroke: line,
          'stroke-width': 2,
        }),
    ) +
    // a printed stamp: sun over waves
    circle(500, 622, 88, { fill: 'none', stroke: ink, 'stroke-width': 6 }) +
    circle(500, 604, 30, { fill: ink }) +
    path('M440 650Q460 636 480 650T520 650T560 650M450 674Q470 660 490 674T530 674T552 674', {
      fill: 'none',
      stroke: ink,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    })
  );
}

function woolBeanie(c: Canvas, colour: string): string {
  const dome = 'M290 648C286 380 366 252 500 252C634 252 714 380 710 648Z';
  const cuff = 'M268 628Q500 606 732 628L738 770Q500 800 262 770Z';
  const rib = shade(colour, 0.28);
  const domeRibs = Array.from({ length: 19 }, (_, i) => {
    const dx = (i - 9) * 23;
    return path(`M${500 + dx} 650Q${500 + dx * 1.05} 380 ${500 + dx * 0.12} 262`, {
      fill: 'none',
      stroke: rib,
      'stroke-width': 5,
      opacity: 0.55,
    });
  }).join('');
  const cuffRibs = Array.from({ length: 22 }, (_, i) => {
    const x = 278 + i * 21;
    return (
      path(`M${x} 624V788`, { stroke: rib, 'stroke-width': 6, opacity: 0.5 }) +
      path(`M${x + 10} 624V788`, { stroke: tint(colour, 0.25), 'stroke-width': 3, opacity: 0.5 })
    );
  }).join('');
  const domeShade = c.radial(
    [
      [0, '#ffffff', 0.2],
      [0.5, '#ffffff', 0],
      [1, INK, 0.3],
    ],
    0.38,
    0.3,
    0.8,
  );
  return (
    floorShadow(c, 500, 786, 300, 40) +
    path(dome, { fill: colour }) +
    group(
      { 'clip-path': c.clip(path(dome, {})) },
      domeRibs,
      path(dome, { fill: domeShade }),
      path(dome, { fill: volume(c, 0.6) }),
    ) +
    path(dome, { fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 2 }) +
    path(cuff, { fill: tint(colour, 0.04) }) +
    group({ 'clip-path': c.clip(path(cuff, {})) }, cuffRibs, path(cuff, { fill: volume(c, 0.8) })) +
    path('M268 628Q500 606 732 628', { fill: 'none', stroke: shade(colour, 0.35), 'stroke-width': 4 }) +
    path(cuff, { fill: 'none', stroke: shade(colour, 0.3), 'stroke-width': 2 }) +
    // a small leather label
    rect(596, 676, 64, 40, { rx: 4, fill: '#9c6a43' }) +
    stitch('M602 682H654V710H602Z', '#e8cfa8', 1.4)
  );
}

function trailSneaker(c: Canvas): string {
  const upper = '#66756c';
  const overlay = '#2f3834';
  const lace = '#e4793b';
  const outline =
    'M176 702C166 620 180 522 214 470Q252 452 300 478Q342 500 382 468L404 426L456 420L474 478C560 536 660 566 760 588C836 606 862 660 840 704Z';
  const clip = c.clip(path(outline, {}));
  const lugs = Array.from({ length: 18 }, (_, i) => rect(196 + i * 36, 774, 22, 16, { rx: 4, fill: '#2a2421' })).join(
    '',
  );
  const laceRow = Array.from({ length: 5 }, (_, i) => {
    const x = 488 + i * 50;
    const y = 498 + i * 24;
    return (
      path(`M${x - 10} ${y - 18}L${x + 30} ${y + 20}M${x + 30} ${y - 22}L${x - 6} ${y + 16}`, {
        stroke: lace,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }) + circle(x - 12, y + 20, 5, { fill: '#cfd4cf' })
    );
  }).join('');
  return (
    floorShadow(c, 505, 792, 370, 40) +
    // tongue and its pull tab behind the upper
    path('M396 470L406 412Q432 396 460 410L478 480Z', { fill: shade(upper, 0.15) }) +
    path('M414 410Q420 370 446 386', { fill: 'none', stroke: lace, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    path(outline, { fill: upper }) +
    group(
      { 'clip-path': clip },
      path(outline, { fill: weave(c, 'canvas', '#ffffff', 0.1) }),
      path('M170 710L170 668Q420 700 600 664Q730 640 860 650V720Z', { fill: overlay }),
      path('M170 700C164 620 176 540 206 490L262 512C246 580 252 650 282 700Z', { fill: overlay }),
      path('M724 706C736 636 800 600 870 620V720Z', { fill: shade(overlay, 0.2) }),
      path('M300 664Q380 560 520 520L560 548Q430 590 372 668Z', { fill: lace, opacity: 0.9 }),
      stitch('M176 656Q420 690 600 654Q728 630 806 640', '#9aa79e', 2),
      path(outline, { fill: toplight(c, 1.4) }),
    ) +
    path('M214 470Q252 452 300 478Q342 500 382 468', {
      fill: 'none',
      stroke: shade(upper, 0.45),
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }) +
    path('M206 492L190 436Q196 426 208 432L222 474', { fill: lace }) +
    laceRow +
    path('M168 696L832 700Q860 704 852 730Q846 750 820 750H192Q166 750 164 724Z', { fill: '#efe8dc' }) +
    path('M168 722H852', { stroke: '#d9cfbf', 'stroke-width': 3 }) +
    path('M172 748H848Q852 770 828 784H198Q172 776 172 748Z', { fill: '#3b322d' }) +
    lugs
  );
}

function yogaMat(c: Canvas, colour: string): string {
  const cork = '#cda878';
  const body = 'M300 520H770A46 140 0 0 1 770 800H300Z';
  const round = c.linear([
    [0, tint(colour, 0.25)],
    [0.35, colour],
    [1, shade(colour, 0.35)],
  ]);
  const turns = 5.5;
  let spiral = '';
  for (let step = 0; step <= turns * 48; step++) {
    const angle = (step / 48) * Math.PI * 2;
    const radius = 0.12 + (0.86 * step) / (turns * 48);
    spiral += `${step === 0 ? 'M' : 'L'}${num(300 + Math.sin(angle) * 46 * radius)} ${num(660 - Math.cos(angle) * 140 * radius)}`;
  }
  const layers =
    path(spiral, { fill: 'none', stroke: cork, 'stroke-width': 7, 'stroke-linejoin': 'round' }) +
    path(spiral, {
      fill: 'none',
      stroke: shade(cork, 0.25),
      'stroke-width': 1.5,
      transform: 'translate(2 -3)',
      opacity: 0.6,
    });
  const strap = (x: number): string =>
    path(`M${x} 516Q${x - 14} 660 ${x} 804`, { fill: 'none', stroke: '#3b3a36', 'stroke-width': 26 }) +
    stitch(`M${x - 8} 530Q${x - 21} 660 ${x - 8} 790`, '#77736a', 1.6);
  return (
    floorShadow(c, 540, 806, 320, 36) +
    path(body, { fill: round }) +
    path('M330 548H760', { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.25, 'stroke-linecap': 'round' }) +
    strap(400) +
    strap(680) +
    ellipse(300, 660, 46, 140, { fill: shade(colour, 0.05) }) +
    layers +
    ellipse(300, 660, 46, 140, { fill: 'none', stroke: shade(colour, 0.2), 'stroke-width': 6 }) +
    ellipse(300, 660, 6, 20, { fill: shade(cork, 0.5) })
  );
}

function coffeeBag(c: Canvas): string {
  const kraft = '#c89f6e';
  const line = shade(kraft, 0.3);
  const body = 'M338 300H662L680 776Q682 798 660 798H340Q318 798 320 776Z';
  const dots = random(3);
  const fibres = Array.from({ length: 110 }, () =>
    circle(330 + dots() * 340, 300 + dots() * 490, 0.8 + dots() * 1.6, { fill: shade(kraft, 0.4), opacity: 0.35 }),
  ).join('');
  const bean = (x: number, y: number, angle: number): string =>
    group(
      { transform: `rotate(${angle} ${x} ${y})` },
      ellipse(x, y + 4, 24, 15, { fill: INK, opacity: 0.25 }),
      ellipse(x, y, 24, 16, {
        fill: c.radial(
          [
            [0, '#7a4a2a'],
            [1, '#3b2416'],
          ],
          0.4,
          0.35,
          0.7,
        ),
      }),
      path(`M${x - 18} ${y + 2}Q${x - 4} ${y - 8} ${x + 4} ${y + 2}T${x + 18} ${y - 2}`, {
        fill: 'none',
        stroke: '#24150d',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    );
  return (
    floorShadow(c, 500, 800, 260, 34) +
    path(body, { fill: kraft }) +
    group({ 'clip-path': c.clip(path(body, {})) }, fibres, path(body, { fill: volume(c, 0.9) })) +
    path(
      'M336 300L340 240L356 252L372 240L388 252L404 240L420 252L436 240L452 252L468 240L484 252L500 240L516 252L532 240L548 252L564 240L580 252L596 240L612 252L628 240L644 252L660 240L664 300Z',
      {
        fill: tint(kraft, 0.08),
      },
    ) +
    path('M340 282H660', { stroke: line, 'stroke-width': 3, 'stroke-dasharray': '2 5' }) +
    rect(330, 300, 340, 18, { fill: '#8d8f91' }) +
    circle(500, 372, 18, { fill: shade(kraft, 0.18) }) +
    circle(500, 372, 9, { fill: 'none', stroke: shade(kraft, 0.4), 'stroke-width': 3 }) +
    rect(382, 450, 236, 250, { rx: 6, fill: '#f4ede0' }) +
    rect(394, 462, 212, 226, { rx: 4, fill: 'none', stroke: '#3b2416', 'stroke-width': 2 }) +
    lettering('COFFEE', 500, 522, 34, '#3b2416', 0.7) +
    path('M430 540H570', { stroke: '#b5563a', 'stroke-width': 4 }) +
    bean(500, 600, -20) +
    path('M440 660H560M460 674H540', { stroke: '#8a7660', 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    bean(248, 810, 20) +
    bean(300, 840, -30) +
    bean(712, 826, 50) +
    bean(760, 800, -10) +
    bean(680, 860, 10)
  );
}

// ---------------------------------------------------------------------------------------------
// Paper, frames and small goods

/** A notebook lying flat: cover with rounded corners, page edges, elastic band and ribbon. */
function notebook(c: Canvas, x: number, y: number, angle: number, colour: string, label: boolean): string {
  const cover = `M${x} ${y}H${x + 300}Q${x + 316} ${y} ${x + 316} ${y + 16}V${y + 404}Q${x + 316} ${y + 420} ${x + 300} ${y + 420}H${x}Z`;
  return group(
    { transform: `rotate(${angle} ${x + 158} ${y + 210})` },
    dropShadow(cover, 3, 7, 20, 0.2),
    path(`M${x + 20} ${y + 410}L${x + 30} ${y + 470}L${x + 40} ${y + 456}L${x + 50} ${y + 470}L${x + 60} ${y + 410}Z`, {
      fill: '#c9453a',
    }),
    rect(x + 4, y + 6, 318, 420, { rx: 14, fill: '#f3eee3' }),
    path(`M${x + 312} ${y + 30}V${y + 400}`, { stroke: '#d8d0c0', 'stroke-width': 2, 'stroke-dasharray': '1 3' }),
    path(cover, { fill: colour }),
    path(cover, {
      fill: c.linear(
        [
          [0, INK, 0.25],
          [0.06, '#ffffff', 0.08],
          [0.12, '#ffffff', 0],
          [1, INK, 0.08],
        ],
        [0, 0, 1, 0],
      ),
    }),
    path(`M${x + 18} ${y}V${y + 420}`, { stroke: shade(colour, 0.25), 'stroke-width': 2 }),
    rect(x + 262, y - 2, 20, 424, { fill: shade(colour, 0.5) }),
    label
      ? rect(x + 70, y + 110, 150, 70, { rx: 4, fill: '#f3eee3' }) +
          path(`M${x + 90} ${y + 138}H${x + 200}M${x + 90} ${y + 156}H${x + 170}`, {
            stroke: '#9b9284',
            'stroke-width': 4,
            'stroke-linecap': 'round',
          })
      : '',
  );
}

function notebookSet(c: Canvas): string {
  return (
    notebook(c, 250, 290, -16, '#c4694a', false) +
    notebook(c, 350, 280, -3, '#8ea489', false) +
    notebook(c, 420, 310, 9, '#34495e', true)
  );
}

function fieldGuide(c: Canvas): string {
  const cover = '#2f5a46';
  const cream = '#efe4cc';
  const coverFill = c.linear(
    [
      [0, tint(cover, 0.12)],
      [1, shade(cover, 0.2)],
    ],
    [0, 0, 1, 1],
  );
  const frond = (angle: number, length: number): string => {
    const leaves = Array.from({ length: 7 }, (_, i) => {
      const t = (i + 1) / 8;
      const y = -length * t;
      const size = 34 * (1 - t * 0.7);
      return path(
        `M0 ${y}Q${size} ${y - size * 0.2} ${size * 1.3} ${y - size * 0.8}Q${size * 0.4} ${y - size * 0.5} 0 ${y}ZM0 ${y}Q${-size} ${y - size * 0.2} ${-size * 1.3} ${y - size * 0.8}Q${-size * 0.4} ${y - size * 0.5} 0 ${y}Z`,
        { fill: '#a9c79a' },
      );
    }).join('');
    return group(
      { transform: `translate(500 660) rotate(${angle})` },
      path(`M0 0Q6 ${-length / 2} 0 ${-length}`, { fill: 'none', stroke: '#a9c79a', 'stroke-width': 4 }),
      leaves,
    );
  };
  const screen = 'M326 222H674V770H326Z';
  return (
    floorShadow(c, 500, 806, 270, 34) +
    rect(296, 186, 408, 616, { rx: 40, fill: '#25282c' }) +
    rect(296, 186, 408, 616, { rx: 40, fill: volume(c, 0.6) }) +
    path(screen, { fill: coverFill }) +
    rect(346, 242, 308, 508, { fill: 'none', stroke: '#c9a45a', 'stroke-width': 3 }) +
    lettering('FIELD', 500, 330, 50, cream, 0.75) +
    lettering('GUIDE', 500, 400, 50, cream, 0.75) +
    path('M420 426H580', { stroke: '#c9a45a', 'stroke-width': 3 }) +
    frond(-28, 170) +
    frond(0, 210) +
    frond(26, 160) +
    rect(452, 700, 96, 36, { rx: 18, fill: '#c9a45a' }) +
    lettering('PDF', 500, 728, 20, '#2f5a46', 0.8) +
    path('M326 222L500 222L326 520Z', { fill: '#ffffff', opacity: 0.07 }) +
    circle(500, 786, 6, { fill: '#3b3f44' }) +
    // a download badge
    circle(690, 760, 52, { fill: '#e07a4f' }) +
    path('M690 730V780M670 762L690 782L710 762M668 796H712', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

function stylingSession(c: Canvas): string {
  const wood = '#c68b52';
  const brass = c.linear([
    [0, '#f1d79a'],
    [0.5, '#c9a04e'],
    [1, '#8a6a2c'],
  ]);
  const woodFill = c.linear([
    [0, tint(wood, 0.25)],
    [1, shade(wood, 0.2)],
  ]);
  const hanger =
    'M500 262C410 300 320 350 246 384Q222 398 244 410L262 412C340 378 430 338 500 322C570 338 660 378 738 412L756 410Q778 398 754 384C680 350 590 300 500 262Z';
  const tape = '#e9c46a';
  const ticks = (x: number, top: number, bottom: number): string =>
    Array.from({ length: Math.floor((bottom - top) / 16) }, (_, i) => {
      const y = top + 10 + i * 16;
      return path(`M${x - 16} ${y}H${x - 16 + (i % 5 === 0 ? 16 : 8)}`, { stroke: '#4a3b24', 'stroke-width': 2 });
    }).join('');
  return (
    // rail
    rect(120, 172, 760, 18, { rx: 9, fill: brass }) +
    rect(130, 150, 16, 40, { rx: 4, fill: '#8a6a2c' }) +
    rect(854, 150, 16, 40, { rx: 4, fill: '#8a6a2c' }) +
    dropShadow(hanger, 8, 16, 16, 0.14) +
    path('M476 200C470 164 518 160 514 196L504 268', {
      fill: 'none',
      stroke: '#b9bec3',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    path(hanger, { fill: woodFill }) +
    path('M300 372C380 336 440 306 500 282', {
      fill: 'none',
      stroke: shade(wood, 0.3),
      'stroke-width': 2,
      opacity: 0.5,
    }) +
    rect(258, 404, 484, 16, { rx: 8, fill: woodFill }) +
    // a tape measure draped over the bar
    dropShadow('M548 412H588V760H548ZM604 412H644V660H604Z', 6, 12, 12, 0.14) +
    path('M548 412H588V760H548Z', { fill: tape }) +
    path('M604 412H644V660L624 676L604 660Z', { fill: shade(tape, 0.08) }) +
    path('M544 404Q596 380 648 404V418H544Z', { fill: tint(tape, 0.15) }) +
    ticks(588, 420, 760) +
    ticks(644, 420, 650) +
    rect(548, 744, 40, 16, { fill: '#b5563a' }) +
    // a kraft tag on a string
    path('M340 370Q336 420 350 452', { fill: 'none', stroke: '#8a7660', 'stroke-width': 3 }) +
    group(
      { transform: 'rotate(-8 350 540)' },
      dropShadow('M310 470L350 446L390 470V620H310Z', 4, 8, 10, 0.16),
      path('M310 470L350 446L390 470V620H310Z', { fill: '#d6b98c' }),
      circle(350, 470, 7, { fill: '#8a7660' }),
      // scissors
      circle(336, 580, 11, { fill: 'none', stroke: '#3b2f24', 'stroke-width': 4 }),
      circle(364, 580, 11, { fill: 'none', stroke: '#3b2f24', 'stroke-width': 4 }),
      path('M340 570L366 504M360 570L334 504', { stroke: '#3b2f24', 'stroke-width': 4, 'stroke-linecap': 'round' }),
    )
  );
}

function framedPrint(c: Canvas): string {
  const oak = c.linear(
    [
      [0, '#d9b07a'],
      [0.5, '#c0925a'],
      [1, '#9c7040'],
    ],
    [0, 0, 1, 1],
  );
  const dots = random(9);
  const grain = Array.from({ length: 140 }, () =>
    circle(372 + dots() * 256, 278 + dots() * 330, 0.8 + dots() * 1.4, { fill: '#2f3b80', opacity: 0.25 }),
  ).join('');
  const art = c.clip(rect(372, 278, 256, 332, {}));
  return (
    floorShadow(c, 500, 796, 280, 30) +
    dropShadow('M290 196H710V792H290Z', 10, 6, 18, 0.2) +
    rect(290, 196, 420, 596, { fill: oak }) +
    path('M290 196H710L680 226H320Z', { fill: '#ffffff', opacity: 0.18 }) +
    path('M710 196V792L680 762V226Z', { fill: INK, opacity: 0.12 }) +
    path('M290 792H710L680 762H320Z', { fill: INK, opacity: 0.2 }) +
    rect(320, 226, 360, 536, { fill: '#f6f2ea' }) +
    path('M320 226H680L672 234H328V754L320 762Z', { fill: INK, opacity: 0.12 }) +
    group(
      { 'clip-path': art },
      rect(372, 278, 256, 332, { fill: '#f7e7d0' }),
      rect(372, 278, 256, 150, { fill: '#ffd166', opacity: 0.55 }),
      circle(548, 390, 64, { fill: '#ff5e7e', opacity: 0.9 }),
      path('M352 610L452 420L552 610Z', { fill: '#3a64c8', opacity: 0.85 }),
      path('M452 610L560 470L660 610Z', { fill: '#ff5e7e', opacity: 0.7 }),
      path('M372 560Q430 540 500 560T628 560V610H372Z', { fill: '#3a64c8', opacity: 0.6 }),
      grain,
    ) +
    rect(372, 278, 256, 332, { fill: 'none', stroke: INK, 'stroke-width': 1, opacity: 0.15 }) +
    lettering('7/50', 400, 680, 22, '#6d6a66', 0.45) +
    path('M540 676C552 650 560 690 574 664C582 652 590 682 604 668Q612 660 626 668', {
      fill: 'none',
      stroke: '#6d6a66',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }) +
    // glass reflection
    path('M320 226H470L320 420Z', { fill: '#ffffff', opacity: 0.16 }) +
    path('M560 762L680 560V620L620 762Z', { fill: '#ffffff', opacity: 0.1 })
  );
}

function leatherWallet(c: Canvas, colour: string): string {
  const inner = shade(colour, 0.12);
  const line = tint(colour, 0.45);
  const cards = ['#3f6f8f', '#e7dcc6', '#c4694a', '#8ea489', '#34495e', '#d9a441'];
  const outer = 'M196 330H804Q826 330 826 352V648Q826 670 804 670H196Q174 670 174 648V352Q174 330 196 330Z';
  const panel = (x0: number, x1: number, offset: number): string =>
    [0, 1, 2]
      .map((i) => {
        const top = 402 + i * 58;
        const card = cards[offset + i] ?? '#cccccc';
        return (
          rect(x0 + 24, top - 44, x1 - x0 - 48, 60, { rx: 8, fill: card }) +
          path(`M${x0 + 40} ${top - 30}H${x0 + 100}`, {
            stroke: '#ffffff',
            'stroke-width': 5,
            opacity: 0.5,
            'stroke-linecap': 'round',
          }) +
          path(`M${x0} ${top}Q${(x0 + x1) / 2} ${top + 20} ${x1} ${top}V652H${x0}Z`, {
            fill: tint(colour, 0.04 + i * 0.03),
          }) +
          path(`M${x0} ${top}Q${(x0 + x1) / 2} ${top + 20} ${x1} ${top}`, {
            fill: 'none',
            stroke: shade(colour, 0.35),
            'stroke-width': 2,
          }) +
          stitch(`M${x0 + 8} ${top + 9}Q${(x0 + x1) / 2} ${top + 28} ${x1 - 8} ${top + 9}`, line, 2)
        );
      })
      .join('');
  const fold = c.linear(
    [
      [0, INK, 0],
      [0.46, INK, 0.28],
      [0.5, '#ffffff', 0.15],
      [0.54, INK, 0.2],
      [1, INK, 0],
    ],
    [0, 0, 1, 0],
  );
  return (
    dropShadow(outer) +
    path(outer, { fill: colour }) +
    rect(190, 346, 620, 308, { rx: 12, fill: inner }) +
    panel(200, 490, 0) +
    panel(510, 800, 3) +
    path(outer, { fill: fold }) +
    path(outer, { fill: toplight(c, 1.2) }) +
    stitch('M196 342H804Q814 342 814 352V648Q814 658 804 658H196Q186 658 186 648V352Q186 342 196 342Z', line, 2.2)
  );
}

function enamelPin(c: Canvas): string {
  const gold = c.linear(
    [
      [0, '#fbe3a0'],
      [0.45, '#d4a843'],
      [0.55, '#b98b2b'],
      [1, '#f1d07a'],
    ],
    [0, 0, 1, 1],
  );
  const cardFill = c.linear([
    [0, '#e2cfae'],
    [1, '#cdb58e'],
  ]);
  const card = 'M340 200H660Q680 200 680 220V800Q680 820 660 820H340Q320 820 320 800V220Q320 200 340 200Z';
  const outline = { stroke: '#c9a045', 'stroke-width': 5, 'stroke-linejoin': 'round' } as const;
  const inside = c.clip(circle(500, 540, 132, {}));
  return (
    dropShadow(card) +
    path(card, { fill: cardFill }) +
    rect(470, 230, 60, 14, { rx: 7, fill: shade('#cdb58e', 0.45) }) +
    path('M352 300H648', { stroke: '#9b8566', 'stroke-width': 2, 'stroke-dasharray': '4 6' }) +
    dropShadow('M500 390A150 150 0 1 1 499.9 390Z', 3, 8, 10, 0.25) +
    circle(500, 540, 150, { fill: gold }) +
    circle(500, 540, 132, { fill: '#bfe0dc' }) +
    group(
      { 'clip-path': inside },
      circle(560, 460, 46, { fill: '#f6d58a', ...outline }),
      path('M360 610Q430 596 500 610T640 610V700H360Z', { fill: '#5f98ad', ...outline }),
      path('M400 640Q430 632 460 640M540 650Q570 642 600 650', { fill: 'none', ...outline, 'stroke-width': 4 }),
      // reeds
      path('M410 620V520M430 620V550M600 620V540', { fill: 'none', ...outline, 'stroke-width': 7 }),
      path('M410 620V520M430 620V550M600 620V540', { fill: 'none', stroke: '#6f8f4e', 'stroke-width': 3 }),
      // the heron: legs, body, neck, head, beak
      group(
        { transform: 'translate(-6 26)' },
        path('M520 566V636M532 566L548 606', {
          fill: 'none',
          stroke: '#c9a045',
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
        path('M470 520Q520 488 570 520Q600 540 590 576Q560 586 520 572Q480 556 470 520Z', {
          fill: '#8193a8',
          ...outline,
        }),
        path('M560 560Q590 560 604 586L578 580Z', { fill: '#62738a', ...outline }),
        path('M480 524Q452 496 470 464Q486 440 466 420', {
          fill: 'none',
          stroke: '#c9a045',
          'stroke-width': 24,
          'stroke-linecap': 'round',
        }),
        path('M480 524Q452 496 470 464Q486 440 466 420', {
          fill: 'none',
          stroke: '#f3f1ea',
          'stroke-width': 14,
          'stroke-linecap': 'round',
        }),
        circle(468, 416, 16, { fill: '#f3f1ea', ...outline }),
        path('M456 410L398 424L456 424Z', { fill: '#f2b544', ...outline, 'stroke-width': 4 }),
        path('M478 408L508 398', { fill: 'none', stroke: '#3b4250', 'stroke-width': 4, 'stroke-linecap': 'round' }),
        circle(466, 412, 3.5, { fill: '#2a2f38' }),
      ),
    ) +
    circle(500, 540, 132, { fill: 'none', stroke: '#a67c24', 'stroke-width': 3 }) +
    path('M396 460A132 132 0 0 1 470 412', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-linecap': 'round',
      opacity: 0.55,
    }) +
    path('M380 470A140 140 0 0 1 430 420', {
      fill: 'none',
      stroke: '#fff6d8',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  );
}

function wallPlanter(c: Canvas): string {
  const terracotta = '#c46a45';
  const pot = 'M318 430C318 610 400 770 500 770C600 770 682 610 682 430Z';
  const dots = random(13);
  const pores = Array.from({ length: 70 }, () =>
    circle(330 + dots() * 340, 440 + dots() * 320, 1 + dots() * 1.8, { fill: '#f0c6a8', opacity: 0.45 }),
  ).join('');
  const leafFill = (i: number): string => ['#4f8a4c', '#6aa35a', '#3d6f40', '#7cb468'][i % 4] ?? '#4f8a4c';
  /** A heart-shaped leaf at (x, y) pointing `angle` degrees from straight up. */
  const leaf = (x: number, y: number, size: number, angle: number, i: number): string =>
    group(
      { transform: `translate(${x} ${y}) rotate(${angle}) scale(${num(size / 100)})` },
      path('M0 0C-60 -20 -70 -90 -30 -110C-12 -118 0 -104 0 -96C0 -104 12 -118 30 -110C70 -90 60 -20 0 0Z', {
        fill: leafFill(i),
      }),
      path('M0 0C-60 -20 -70 -90 -30 -110C-12 -118 0 -104 0 -96C0 -104 12 -118 30 -110C70 -90 60 -20 0 0Z', {
        fill: c.linear(
          [
            [0, '#ffffff', 0.18],
            [1, INK, 0.15],
          ],
          [0, 0, 1, 1],
        ),
      }),
      path('M0 -4Q-4 -50 0 -92', { fill: 'none', stroke: '#dcecc8', 'stroke-width': 3, opacity: 0.7 }),
    );
  const vine = (d: string): string =>
    path(d, { fill: 'none', stroke: '#4c7a3f', 'stroke-width': 5, 'stroke-linecap': 'round' });
  const upright = [
    [-50, 130],
    [-20, 170],
    [10, 150],
    [38, 175],
    [62, 120],
    [-75, 100],
  ]
    .map(([angle = 0, size = 0], i) => {
      const tipX = 500 + Math.sin((angle * Math.PI) / 180) * size * 1.3;
      const tipY = 430 - Math.cos((angle * Math.PI) / 180) * size * 1.3;
      return (
        vine(`M500 440Q${500 + angle * 0.8} ${(430 + tipY) / 2} ${tipX} ${tipY}`) +
        leaf(tipX, tipY, size * 0.85, angle, i)
      );
    })
    .join('');
  const trailing =
    vine('M360 430C300 520 300 640 330 760C340 810 320 850 300 880') +
    vine('M640 430C700 520 720 620 690 700C676 740 690 780 700 810') +
    leaf(318, 560, 70, -150, 1) +
    leaf(312, 680, 64, 160, 2) +
    leaf(326, 790, 58, -165, 0) +
    leaf(700, 560, 72, 150, 3) +
    leaf(700, 680, 60, -160, 1) +
    leaf(696, 800, 54, 170, 2);
  return (
    // hanging cord from a nail
    path('M336 420L500 170L664 420', {
      fill: 'none',
      stroke: '#6b5340',
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }) +
    circle(500, 168, 9, { fill: '#8a8f94' }) +
    dropShadow(pot, 12, 16, 22, 0.2) +
    path(pot, { fill: terracotta }) +
    group({ 'clip-path': c.clip(path(pot, {})) }, pores, path(pot, { fill: volume(c, 1) })) +
    rect(304, 408, 392, 36, { rx: 10, fill: tint(terracotta, 0.1) }) +
    rect(304, 408, 392, 36, { rx: 10, fill: volume(c, 0.8) }) +
    ellipse(500, 412, 180, 8, { fill: '#4a3526' }) +
    upright +
    trailing
  );
}

function bambooSunglasses(c: Canvas): string {
  const bamboo = '#d2a86a';
  const wood = c.linear([
    [0, tint(bamboo, 0.25)],
    [0.5, bamboo],
    [1, shade(bamboo, 0.25)],
  ]);
  const lens = 'M-110 -66Q0 -84 110 -66Q122 20 84 66Q0 88 -80 66Q-122 20 -110 -66Z';
  const tinted = c.linear([
    [0, '#22302e'],
    [0.6, '#3d5148'],
    [1, '#5b6f5f'],
  ]);
  const glare = c.linear(
    [
      [0, '#ffffff', 0],
      [0.4, '#ffffff', 0],
      [0.45, '#ffffff', 0.28],
      [0.58, '#ffffff', 0.08],
      [0.62, '#ffffff', 0],
    ],
    [0, 0, 1, 1],
  );
  const eye = (x: number): string =>
    group(
      { transform: `translate(${x} 520)` },
      path(lens, { fill: 'none', stroke: wood, 'stroke-width': 30, 'stroke-linejoin': 'round' }),
      path(lens, { fill: tinted }),
      path(lens, { fill: glare }),
      path('M-118 -70Q0 -92 118 -70', { fill: 'none', stroke: shade(bamboo, 0.2), 'stroke-width': 6, opacity: 0.4 }),
    );
  return (
    floorShadow(c, 500, 604, 330, 30, 0.3) +
    // the hinges' end pieces, the arms folded out of sight behind the frame
    path('M236 452L214 446L218 480L240 484Z', { fill: shade(bamboo, 0.25) }) +
    path('M764 452L786 446L782 480L760 484Z', { fill: shade(bamboo, 0.25) }) +
    eye(368) +
    eye(632) +
    path('M474 476Q500 454 526 476', { fill: 'none', stroke: wood, 'stroke-width': 22, 'stroke-linecap': 'round' }) +
    path('M250 458Q368 430 474 462M526 462Q632 430 750 458', {
      fill: 'none',
      stroke: '#8a6a3c',
      'stroke-width': 2.5,
      opacity: 0.5,
    }) +
    circle(254, 468, 6, { fill: '#b9bec3' }) +
    circle(746, 468, 6, { fill: '#b9bec3' })
  );
}

function giftBox(c: Canvas): string {
  const paper = '#c98b86';
  const ribbon = '#f3e3c3';
  const ribbonShade = shade(ribbon, 0.15);
  const bow =
    'M500 372C446 298 364 318 396 368C412 392 466 388 500 372ZM500 372C554 298 636 318 604 368C588 392 534 388 500 372Z';
  return (
    floorShadow(c, 500, 796, 300, 38) +
    path('M316 480H684V790H316Z', { fill: paper }) +
    path('M316 480H684V790H316Z', { fill: volume(c, 0.6) }) +
    path('M316 480H684V790H316Z', { fill: toplight(c) }) +
    path('M300 420L330 370H670L700 420Z', { fill: tint(paper, 0.2) }) +
    rect(296, 420, 408, 70, { rx: 4, fill: tint(paper, 0.06) }) +
    rect(296, 420, 408, 70, { rx: 4, fill: volume(c, 0.5) }) +
    rect(316, 490, 368, 14, { fill: INK, opacity: 0.12 }) +
    // ribbon across the lid and down the front, then the bow
    path('M478 370H522L526 420H474Z', { fill: ribbonShade }) +
    path('M300 396L312 380H688L700 396L694 404H306Z', { fill: ribbonShade }) +
    rect(474, 420, 52, 370, { fill: ribbon }) +
    rect(474, 420, 52, 370, { fill: volume(c, 0.4) }) +
    path('M492 384L452 452L474 446L482 466L506 390Z', { fill: ribbonShade }) +
    path('M508 384L548 452L526 446L518 466L494 390Z', { fill: ribbonShade }) +
    group(
      { transform: 'translate(500 372) scale(1.35) translate(-500 -372)' },
      path(bow, { fill: ribbon }),
      path(bow, { fill: toplight(c, 1.5) }),
      path('M412 358Q440 350 480 366M588 358Q560 350 520 366', {
        fill: 'none',
        stroke: ribbonShade,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
      ellipse(500, 372, 22, 18, { fill: ribbonShade }),
    ) +
    // a handwritten card tucked under the ribbon
    group(
      { transform: 'rotate(-10 600 600)' },
      dropShadow('M540 560H680V650H540Z', 3, 6, 8, 0.16),
      rect(540, 560, 140, 90, { rx: 3, fill: '#fbf8f1' }),
      path('M560 590C572 576 580 602 592 588S612 596 624 586M560 618H650', {
        fill: 'none',
        stroke: '#6d6a66',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    )
  );
}

/** The coffee subscription: the bag, with a delivery calendar card leaning against it. */
function coffeeSubscription(c: Canvas): string {
  const card = 'M640 560H820V800H640Z';
  const days = Array.from({ length: 12 }, (_, i) => {
    const x = 664 + (i % 4) * 38;
    const y = 660 + Math.floor(i / 4) * 40;
    // Every other week is ringed: the deliveries.
    return i % 2 === 0
      ? circle(x + 8, y + 8, 14, { fill: 'none', stroke: '#b5563a', 'stroke-width': 4 })
      : rect(x, y, 16, 16, { rx: 3, fill: '#d7cbb8' });
  }).join('');
  return (
    coffeeBag(c) +
    group(
      { transform: 'rotate(6 730 800)' },
      dropShadow(card, 4, 8, 10, 0.2),
      rect(640, 560, 180, 240, { rx: 6, fill: '#fbf8f1' }),
      rect(640, 560, 180, 56, { rx: 6, fill: '#3f5a4a' }),
      rect(640, 596, 180, 20, { fill: '#3f5a4a' }),
      circle(690, 560, 7, { fill: '#8d8f91' }),
      circle(770, 560, 7, { fill: '#8d8f91' }),
      days,
    )
  );
}

/** A bundle of logs lying on their sides, ends towards us, held by a strap. */
function firewoodBundle(c: Canvas): string {
  const bark = '#6b4a32';
  const wood = '#e2b983';
  // Back row first, so the nearer logs cover it.
  const logs: [number, number, number][] = [
    [500, 500, 58],
    [440, 598, 60],
    [560, 600, 62],
    [380, 700, 62],
    [500, 706, 66],
    [620, 700, 60],
  ];
  const [bx, by] = [-140, -60];
  const body = (x: number, y: number, r: number): string => {
    const d = `M${x} ${y - r}L${x + bx} ${y - r + by}A${r} ${r} 0 0 0 ${x + bx} ${y + r + by}L${x} ${y + r}Z`;
    return path(d, { fill: bark }) + path(d, { fill: toplight(c, 1.6) });
  };
  const end = (x: number, y: number, r: number, i: number): string => {
    const face = c.radial([
      [0, tint(wood, 0.15)],
      [0.75, wood],
      [1, shade(wood, 0.2)],
    ]);
    const rings = [0.3, 0.55, 0.8]
      .map((t) => circle(x + i * 2, y - i, r * t, { fill: 'none', stroke: shade(wood, 0.28), 'stroke-width': 2.5 }))
      .join('');
    return (
      circle(x, y, r + 7, { fill: shade(bark, 0.15) }) +
      circle(x, y, r, { fill: face }) +
      rings +
      path(`M${x - r * 0.7} ${y + r * 0.1}L${x + r * 0.4} ${y - r * 0.3}`, {
        stroke: shade(wood, 0.35),
        'stroke-width': 3,
        'stroke-linecap': 'round',
      })
    );
  };
  const hull = 'M500 432Q580 436 692 690Q702 772 620 770H380Q298 772 308 690Q420 436 500 432Z';
  return (
    floorShadow(c, 440, 790, 330, 40) +
    logs.map(([x, y, r]) => body(x, y, r)).join('') +
    path(hull, {
      fill: 'none',
      stroke: '#2f4a3d',
      'stroke-width': 18,
      'stroke-linejoin': 'round',
      transform: `translate(${bx / 2} ${by / 2})`,
    }) +
    logs.map(([x, y, r], i) => end(x, y, r, i)).join('')
  );
}

/** A gift card standing on its edge, with its envelope behind it. */
function giftCard(c: Canvas): string {
  const green = '#3f5a4a';
  const card = 'M270 420H700Q730 420 730 450V700Q730 730 700 730H270Q240 730 240 700V450Q240 420 270 420Z';
  const envelope = 'M330 330H790V620H330Z';
  return (
    floorShadow(c, 500, 770, 320, 30) +
    dropShadow(envelope, 4, 10, 14, 0.18) +
    path(envelope, { fill: '#efe3cc' }) +
    path('M330 330L560 480L790 330', { fill: 'none', stroke: shade('#efe3cc', 0.2), 'stroke-width': 4 }) +
    dropShadow(card, 5, 12, 16, 0.24) +
    path(card, { fill: green }) +
    path(card, { fill: volume(c, 0.35) }) +
    path(card, {
      fill: c.linear(
        [
          [0, '#ffffff', 0.22],
          [0.4, '#ffffff', 0],
        ],
        [0, 0, 1, 1],
      ),
    }) +
    rect(262, 442, 446, 266, { rx: 18, fill: 'none', stroke: '#d9c4a0', 'stroke-width': 3 }) +
    lettering('GIFT CARD', 440, 560, 42, '#f4ede0', 0.8) +
    path('M300 600H580', { stroke: '#d9c4a0', 'stroke-width': 4 }) +
    // a ribbon band with a small bow in the corner
    rect(620, 420, 34, 310, { fill: '#c98b86' }) +
    path(
      'M637 470C600 420 560 440 590 470C606 486 626 480 637 470ZM637 470C674 420 714 440 684 470C668 486 648 480 637 470Z',
      {
        fill: '#d9a29d',
      },
    ) +
    circle(637, 470, 12, { fill: '#b8736e' })
  );
}

/** An enamel camp mug with a rolled navy rim and a wire handle, engraved through the enamel to the steel. */
function campMug(c: Canvas): string {
  const enamel = '#f1eee6';
  const rim = '#2f4060';
  const steel = '#8e979c';
  const body = 'M340 420L352 724A148 30 0 0 0 648 724L660 420Z';
  const clip = c.clip(path(body, {}));
  const dots = random(11);
  // Enamel is never quite even: a few dark flecks.
  const flecks = Array.from({ length: 40 }, () =>
    circle(350 + dots() * 300, 440 + dots() * 280, 1 + dots() * 1.8, { fill: rim, opacity: 0.35 + dots() * 0.3 }),
  ).join('');
  const handle = 'M652 470C760 462 764 640 646 650';
  const inside = c.linear([
    [0, shade(enamel, 0.3)],
    [1, shade(enamel, 0.08)],
  ]);
  return (
    floorShadow(c, 500, 760, 240, 34) +
    path(handle, { fill: 'none', stroke: shade(rim, 0.3), 'stroke-width': 30, 'stroke-linecap': 'round' }) +
    path(handle, { fill: 'none', stroke: rim, 'stroke-width': 22, 'stroke-linecap': 'round' }) +
    path(body, { fill: enamel }) +
    group(
      { 'clip-path': clip },
      flecks,
      // the rolled rim at the foot
      path('M330 712Q500 744 670 712V760H330Z', { fill: rim }),
      path(body, { fill: volume(c, 0.8) }),
      rect(388, 440, 22, 260, { fill: '#ffffff', opacity: 0.45, rx: 11 }),
    ) +
    // the engraving: the steel shows through, with a pale edge where the enamel was cut
    lettering('BASE CAMP', 502, 562, 30, '#ffffff', 0.9) +
    lettering('BASE CAMP', 500, 560, 30, steel, 0.8) +
    path('M430 590H570', { stroke: steel, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    lettering('2025', 500, 640, 24, steel, 0.8) +
    ellipse(500, 420, 160, 30, { fill: rim }) +
    ellipse(500, 420, 146, 24, { fill: inside }) +
    ellipse(470, 414, 50, 6, { fill: '#ffffff', opacity: 0.25 })
  );
}

/** A round-cornered leather patch lying flat, stitched round its edge and stamped with initials. */
function leatherPatch(c: Canvas): string {
  const leather = '#a8693a';
  const patch = 'M300 330H700Q740 330 740 370V630Q740 670 700 670H300Q260 670 260 630V370Q260 330 300 330Z';
  const grain = c.radial(
    [
      [0, tint(leather, 0.16)],
      [0.7, leather],
      [1, shade(leather, 0.22)],
    ],
    0.42,
    0.38,
    0.75,
  );
  const dots = random(5);
  const pores = Array.from({ length: 90 }, () =>
    circle(280 + dots() * 440, 350 + dots() * 300, 0.8 + dots() * 1.6, { fill: shade(leather, 0.4), opacity: 0.35 }),
  ).join('');
  const deboss = shade(leather, 0.45);
  const edge = tint(leather, 0.35);
  return (
    dropShadow(patch, 4, 10, 16, 0.24) +
    path(patch, { fill: grain }) +
    group({ 'clip-path': c.clip(path(patch, {})) }, pores) +
    path(patch, { fill: 'none', stroke: shade(leather, 0.3), 'stroke-width': 3 }) +
    stitch('M306 358H694Q712 358 712 376V624Q712 642 694 642H306Q288 642 288 624V376Q288 358 306 358Z', '#f0e2c4', 4) +
    // stamped letters: a dark impression with a light lower edge
    lettering('MR', 502, 548, 120, edge, 1) +
    lettering('MR', 500, 544, 120, deboss, 0.9) +
    lettering('EST 2025', 501, 612, 30, edge, 0.9) +
    lettering('EST 2025', 500, 610, 30, deboss, 0.8) +
    // a needle and a length of waxed thread beside it
    path('M700 760L860 700', { stroke: '#8d959b', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    path('M852 703C900 690 880 760 820 790S720 820 690 800', {
      fill: 'none',
      stroke: '#c9a66b',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    })
  );
}

/** The drawing for a product nobody has drawn yet: a taped cardboard parcel. */
function parcel(c: Canvas): string {
  const kraft = '#c9a26b';
  return (
    floorShadow(c, 540, 796, 310, 40) +
    path('M330 470L450 400H770L650 470Z', { fill: tint(kraft, 0.18) }) +
    path('M650 470L770 400V720L650 792Z', { fill: shade(kraft, 0.22) }) +
    path('M330 470H650V792H330Z', { fill: kraft }) +
    path('M330 470H650V792H330Z', { fill: toplight(c) }) +
    path('M468 470L588 400H632L512 470Z', { fill: '#e8d8b8', opacity: 0.9 }) +
    rect(468, 470, 44, 110, { fill: '#e8d8b8', opacity: 0.9 }) +
    rect(370, 640, 150, 100, { rx: 4, fill: '#f7f3ea' }) +
    path('M386 664H470M386 684H500M386 704H450', { stroke: '#9b9284', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    path('M704 520V480M692 494L704 480L716 494M730 510V470M718 484L730 470L742 484', {
      fill: 'none',
      stroke: shade(kraft, 0.5),
      'stroke-width': 4,
      'stroke-linecap': 'round',
    })
  );
}

// ---------------------------------------------------------------------------------------------
// Catalogue

interface Drawing {
  /** The backdrop colour. */
  readonly tone: string;
  /** The product, given its colour's key in SWATCHES (lower case) or undefined. */
  readonly draw: (c: Canvas, colour: string | undefined) => string;
  /** Enlarges a small product about the point where it stands, `[factor, x, y]`. */
  readonly zoom?: readonly [number, number, number];
}

const swatch = (key: string | undefined, fallback: string): string =>
  (key === undefined ? undefined : SWATCHES[key]) ?? fallback;

const DRAWINGS: Readonly<Record<string, Drawing>> = {
  'linen-shirt': { tone: '#e3e7e9', draw: (c, colour) => linenShirt(c, swatch(colour, '#d9c4a0')) },
  'ceramic-mug': { tone: '#dce3df', draw: (c, colour) => ceramicMug(c, colour ?? 'white'), zoom: [1.2, 480, 770] },
  'canvas-tote': { tone: '#dfe4e8', draw: (c) => canvasTote(c) },
  'field-guide-pdf': { tone: '#efe6dc', draw: (c) => fieldGuide(c) },
  'styling-session': { tone: '#f0e6e2', draw: (c) => stylingSession(c), zoom: [1.1, 500, 170] },
  'wool-beanie': { tone: '#ebe6df', draw: (c, colour) => woolBeanie(c, swatch(colour, '#44474d')) },
  'limited-edition-print': { tone: '#e6e4df', draw: (c) => framedPrint(c) },
  'hostile-tee': { tone: '#efe9e1', draw: (c) => tee(c, '#6f8fa8') },
  'trail-sneakers': { tone: '#e8e6df', draw: (c) => trailSneaker(c) },
  'denim-jacket': { tone: '#efe7dc', draw: (c) => denimJacket(c) },
  'leather-wallet': { tone: '#e4e6e3', draw: (c, colour) => leatherWallet(c, swatch(colour, '#b67a42')) },
  'scented-candle': { tone: '#ebe0d6', draw: (c) => scentedCandle(c), zoom: [1.15, 500, 790] },
  'cotton-socks': { tone: '#e3e8e6', draw: (c, colour) => cottonSocks(c, swatch(colour, '#9ea3a8')) },
  'stoneware-bowl': { tone: '#efe8de', draw: (c) => stonewareBowl(c), zoom: [1.1, 500, 800] },
  'rain-jacket': { tone: '#e2e7ea', draw: (c) => rainJacket(c) },
  'silk-scarf': { tone: '#efe4df', draw: (c) => silkScarf(c) },
  'notebook-set': { tone: '#ebe7e0', draw: (c) => notebookSet(c) },
  'enamel-pin': { tone: '#e4eae8', draw: (c) => enamelPin(c) },
  'yoga-mat': { tone: '#ece7e0', draw: (c, colour) => yogaMat(c, swatch(colour, '#9cb08a')) },
  'water-bottle': { tone: '#efe6d9', draw: (c) => waterBottle(c) },
  'linen-apron': { tone: '#e3e8e4', draw: (c, colour) => linenApron(c, swatch(colour, '#d9c4a0')) },
  'wall-planter': { tone: '#ede8df', draw: (c) => wallPlanter(c) },
  'bamboo-sunglasses': { tone: '#e2e8e8', draw: (c) => bambooSunglasses(c), zoom: [1.1, 500, 560] },
  'coffee-beans': { tone: '#e9e4dd', draw: (c) => coffeeBag(c) },
  'gift-box': { tone: '#e6e9e4', draw: (c) => giftBox(c) },
  'engraved-camp-mug': { tone: '#dfe5e8', draw: (c) => campMug(c), zoom: [1.15, 500, 760] },
  'custom-leather-patch': { tone: '#ece4d8', draw: (c) => leatherPatch(c) },
  'trailhead-coffee-subscription': { tone: '#e1e6e0', draw: (c) => coffeeSubscription(c) },
  'firewood-bundle-delivery': { tone: '#ebe5dc', draw: (c) => firewoodBundle(c) },
  'fieldhouse-gift-card': { tone: '#e8e4dc', draw: (c) => giftCard(c) },
};

const PARCEL: Drawing = { tone: '#e7e6e2', draw: (c) => parcel(c) };

/** The options whose values are colours the artwork can show. */
const COLOUR_OPTIONS = ['Colour', 'Glaze'];

/** The colours a product's artwork can show, in catalogue order (its Colour/Glaze option values), or [] */
export function artworkColours(slug: string): string[] {
  const product = catalogue.find((candidate) => candidate.slug === slug);
  if (product === undefined) return [];
  const option = product.optionOrdering.find((name) => COLOUR_OPTIONS.includes(name));
  if (option === undefined) return [];
  const values: string[] = [];
  for (const variant of product.variants) {
    const value = variant.attributes[option];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The square SVG artwork (viewBox 0 0 1000 1000, width/height 1000) of a demo product; `colour` picks a variant's colour where the product has one (e.g. "Navy", "Sand", "Speckled"), else its first. */
export function productArtwork(slug: string, colour?: string): string {
  const drawing = DRAWINGS[slug] ?? PARCEL;
  const colours = artworkColours(slug);
  const wanted = colour?.toLowerCase();
  const chosen = colours.find((value) => value.toLowerCase() === wanted) ?? colours[0];
  const c = new Canvas();
  const product = drawing.draw(c, chosen?.toLowerCase());
  if (drawing.zoom === undefined) return c.svg(backdrop(c, drawing.tone) + product);
  const [factor, x, y] = drawing.zoom;
  const zoom = `translate(${x} ${y}) scale(${factor}) translate(${-x} ${-y})`;
  return c.svg(backdrop(c, drawing.tone) + group({ transform: zoom }, product));
}
