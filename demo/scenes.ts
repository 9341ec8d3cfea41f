/**
 * "Photographs" for the demo galleries, drawn as SVG: layered outdoor scenes (a sky gradient, a sun
 * or moon, hills, sea, trees, a campfire) and gear flat-lays, at any width and height, the same every
 * time for the same scene. Pure and browser-safe; no fonts and no filters, so librsvg renders them
 * fast at any size. No gallery text is ever inserted into the markup.
 *
 * Each scene also knows the average colours of its five parts (a gallery image's `colorData`), worked
 * out from the same palette and layout it is drawn with, so a gallery's placeholders and caption
 * tones match the picture that loads over them.
 */

import { mix } from './artwork';

/** The kinds of scene. */
export const SCENE_KINDS = ['mountains', 'coast', 'forest', 'campfire', 'flatlay'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** The colours a scene is drawn in, each "#rrggbb". */
export interface ScenePalette {
  /** The sky at the top of the picture (a flat-lay: its tabletop). */
  readonly skyTop: string;
  /** The sky at the horizon (a flat-lay: the tabletop's lit side). */
  readonly skyBottom: string;
  /** The sun or moon (a flat-lay: its main item). */
  readonly sun: string;
  /** The farthest hills (a coast: the sea). */
  readonly far: string;
  /** The middle hills. */
  readonly mid: string;
  /** The ground in front. */
  readonly near: string;
  /** Trees, rocks, and a flat-lay's second colour. */
  readonly accent: string;
}

/** One scene: what it shows, its colours, its seed (for the details), and its size in pixels. */
export interface Scene {
  readonly kind: SceneKind;
  readonly palette: ScenePalette;
  readonly seed: number;
  readonly width: number;
  readonly height: number;
}

/** The five average colours of a gallery image's `colorData`, as 6 hex digits without `#`. */
export interface SceneColorData {
  readonly topLeftAverage: string;
  readonly topRightAverage: string;
  readonly bottomLeftAverage: string;
  readonly bottomRightAverage: string;
  readonly centerAverage: string;
}

// ---------------------------------------------------------------------------------------------
// Colour and randomness

/** A colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A small deterministic random generator (mulberry32): one seed, one sequence. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded to one decimal, so the markup stays short. */
const r1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Layout: where the horizon and the hills sit, as fractions of the height

/** The horizon (where the sky ends) and the tops of the three hill layers, 0 (top) to 1 (bottom). */
const HORIZON = 0.56;
const FAR_TOP = 0.5;
const MID_TOP = 0.62;
const NEAR_TOP = 0.76;

/**
 * A hill's outline across the picture: a smooth path through points around `top` (a fraction of
 * the height), rising and falling by up to `swell`, closed along the bottom edge.
 */
function ridge(rand: () => number, w: number, h: number, top: number, swell: number, points = 6): string {
  const ys = Array.from({ length: points + 1 }, () => (top + (rand() - 0.5) * swell) * h);
  const step = w / points;
  let d = `M0 ${h} L0 ${r1(ys[0] ?? top * h)}`;
  for (let i = 1; i <= points; i += 1) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    const y0 = ys[i - 1] ?? 0;
    const y1 = ys[i] ?? 0;
    d += ` C${r1(x0 + step / 2)} ${r1(y0)} ${r1(x1 - step / 2)} ${r1(y1)} ${r1(x1)} ${r1(y1)}`;
  }
  return `${d} L${w} ${h} Z`;
}

/** A jagged mountain range: peaks around `top`. */
function peaks(rand: () => number, w: number, h: number, top: number): string {
  const count = 4 + Math.floor(rand() * 3);
  const step = w / count;
  let d = `M0 ${h} L0 ${r1((top + 0.08) * h)}`;
  for (let i = 0; i < count; i += 1) {
    const peakX = (i + 0.3 + rand() * 0.4) * step;
    const peakY = (top - 0.04 - rand() * 0.12) * h;
    const valleyY = (top + 0.02 + rand() * 0.08) * h;
    d += ` L${r1(peakX)} ${r1(peakY)} L${r1((i + 1) * step)} ${r1(valleyY)}`;
  }
  return `${d} L${w} ${h} Z`;
}

/** A fir tree standing on `(x, y)`, `size` tall. */
function fir(x: number, y: number, size: number, colour: string): string {
  const half = size * 0.28;
  return (
    `<path d="M${r1(x)} ${r1(y - size)} L${r1(x + half)} ${r1(y - size * 0.1)} L${r1(x + size * 0.04)} ${r1(y - size * 0.1)} ` +
    `L${r1(x + size * 0.04)} ${r1(y)} L${r1(x - size * 0.04)} ${r1(y)} L${r1(x - size * 0.04)} ${r1(y - size * 0.1)} ` +
    `L${r1(x - half)} ${r1(y - size * 0.1)} Z" fill="${colour}"/>`
  );
}

/** A sky from `top` to `bottom` colour, down to the horizon, and the same bottom colour below. */
function sky(p: ScenePalette, w: number, h: number, id: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${p.skyTop}"/><stop offset="${HORIZON}" stop-color="${p.skyBottom}"/>` +
    `<stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

/** A sun (or moon) with a soft halo, in the upper part of the sky. */
function sun(rand: () => number, p: ScenePalette, w: number, h: number): string {
  const x = w * (0.18 + rand() * 0.64);
  const y = h * (0.16 + rand() * 0.18);
  const radius = Math.min(w, h) * (0.05 + rand() * 0.04);
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius * 2.2)}" fill="${p.sun}" opacity="0.18"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${p.sun}"/>`
  );
}

function landscape(scene: Scene, rand: () => number): string {
  const { kind, palette: p, width: w, height: h } = scene;
  const parts: string[] = [sky(p, w, h, 'sky')];
  if (kind === 'campfire') {
    // Stars first, then the moon.
    for (let i = 0; i < 60; i += 1) {
      const radius = Math.min(w, h) * (0.0015 + rand() * 0.002);
      parts.push(
        `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h * HORIZON * 0.9)}" r="${r1(radius)}" fill="#fff8e6" opacity="${r1(0.4 + rand() * 0.5)}"/>`,
      );
    }
  }
  parts.push(sun(rand, p, w, h));
  if (kind === 'mountains') {
    parts.push(`<path d="${peaks(rand, w, h, FAR_TOP)}" fill="${p.far}"/>`);
  } else if (kind === 'coast') {
    // The sea from the horizon down, with a few light streaks.
    parts.push(`<rect y="${r1(HORIZON * h)}" width="${w}" height="${r1((1 - HORIZON) * h)}" fill="${p.far}"/>`);
    for (let i = 0; i < 7; i += 1) {
      const y = (HORIZON + 0.02 + rand() * 0.16) * h;
      const x = rand() * w * 0.8;
      parts.push(
        `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w * (0.05 + rand() * 0.15))}" height="${r1(Math.max(1, h * 0.004))}" fill="${p.sun}" opacity="0.35"/>`,
      );
    }
  } else {
    parts.push(`<path d="${ridge(rand, w, h, FAR_TOP, 0.08)}" fill="${p.far}"/>`);
  }
  if (kind !== 'coast') parts.push(`<path d="${ridge(rand, w, h, MID_TOP, 0.07)}" fill="${p.mid}"/>`);
  else parts.push(`<path d="${ridge(rand, w, h, MID_TOP + 0.06, 0.05, 3)}" fill="${p.mid}"/>`);
  // Trees along the middle hills.
  const trees = kind === 'forest' ? 26 : kind === 'coast' ? 4 : 10;
  for (let i = 0; i < trees; i += 1) {
    const x = rand() * w;
    const y = (MID_TOP + 0.04 + rand() * 0.08) * h;
    parts.push(fir(x, y, h * (0.06 + rand() * (kind === 'forest' ? 0.12 : 0.06)), p.accent));
  }
  parts.push(`<path d="${ridge(rand, w, h, NEAR_TOP, 0.06, 4)}" fill="${p.near}"/>`);
  if (kind === 'campfire') {
    const x = w * (0.4 + rand() * 0.2);
    const y = h * 0.88;
    const size = Math.min(w, h) * 0.09;
    parts.push(
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 2.4)}" ry="${r1(size * 0.9)}" fill="#ffb347" opacity="0.18"/>`,
      `<rect x="${r1(x - size * 0.7)}" y="${r1(y - size * 0.08)}" width="${r1(size * 1.4)}" height="${r1(size * 0.16)}" rx="${r1(size * 0.08)}" fill="#5a3a22" transform="rotate(12 ${r1(x)} ${r1(y)})"/>`,
      `<rect x="${r1(x - size * 0.7)}" y="${r1(y - size * 0.08)}" width="${r1(size * 1.4)}" height="${r1(size * 0.16)}" rx="${r1(size * 0.08)}" fill="#4a2f1c" transform="rotate(-12 ${r1(x)} ${r1(y)})"/>`,
      `<path d="M${r1(x - size * 0.45)} ${r1(y)} Q${r1(x - size * 0.5)} ${r1(y - size * 0.8)} ${r1(x)} ${r1(y - size * 1.5)} Q${r1(x + size * 0.5)} ${r1(y - size * 0.8)} ${r1(x + size * 0.45)} ${r1(y)} Z" fill="#f28c28"/>`,
      `<path d="M${r1(x - size * 0.22)} ${r1(y)} Q${r1(x - size * 0.25)} ${r1(y - size * 0.5)} ${r1(x)} ${r1(y - size * 0.9)} Q${r1(x + size * 0.25)} ${r1(y - size * 0.5)} ${r1(x + size * 0.22)} ${r1(y)} Z" fill="#ffd36b"/>`,
    );
  }
  return parts.join('');
}

/** A gear flat-lay from above: a tabletop with a lit side, and a few items laid out on it. */
function flatlay(scene: Scene, rand: () => number): string {
  const { palette: p, width: w, height: h } = scene;
  const m = Math.min(w, h);
  const parts = [
    `<defs><linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.skyTop}"/>` +
      `<stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#table)"/>`,
  ];
  // Planks.
  for (let x = w / 6; x < w; x += w / 6) {
    parts.push(
      `<rect x="${r1(x)}" width="${r1(Math.max(1, w * 0.003))}" height="${h}" fill="${p.near}" opacity="0.25"/>`,
    );
  }
  const colours = [p.sun, p.accent, p.far, p.mid];
  // Items in the middle third: a mug, a map, a tin, a knife, so the centre average stays close to the table.
  const items = 5 + Math.floor(rand() * 3);
  for (let i = 0; i < items; i += 1) {
    const colour = colours[i % colours.length] ?? p.sun;
    const x = w * (0.2 + rand() * 0.6);
    const y = h * (0.2 + rand() * 0.6);
    const size = m * (0.06 + rand() * 0.06);
    const shape = i % 3;
    const shadow = `<ellipse cx="${r1(x + size * 0.12)}" cy="${r1(y + size * 0.15)}" rx="${r1(size)}" ry="${r1(size)}" fill="#000" opacity="0.12"/>`;
    if (shape === 0) {
      parts.push(
        shadow,
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size)}" fill="${colour}"/>`,
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 0.72)}" fill="${mix(colour, '#1c1612', 0.35)}"/>`,
      );
    } else if (shape === 1) {
      const angle = Math.round((rand() - 0.5) * 40);
      parts.push(
        `<rect x="${r1(x - size * 1.2)}" y="${r1(y - size * 0.8)}" width="${r1(size * 2.4)}" height="${r1(size * 1.6)}" rx="${r1(size * 0.08)}" fill="${colour}" transform="rotate(${angle} ${r1(x)} ${r1(y)})"/>`,
        `<rect x="${r1(x - size * 1.05)}" y="${r1(y - size * 0.65)}" width="${r1(size * 2.1)}" height="${r1(size * 0.12)}" fill="${mix(colour, '#ffffff', 0.4)}" transform="rotate(${angle} ${r1(x)} ${r1(y)})"/>`,
      );
    } else {
      const angle = Math.round(rand() * 180);
      parts.push(
        `<rect x="${r1(x - size * 1.4)}" y="${r1(y - size * 0.18)}" width="${r1(size * 2.8)}" height="${r1(size * 0.36)}" rx="${r1(size * 0.18)}" fill="${colour}" transform="rotate(${angle} ${r1(x)} ${r1(y)})"/>`,
      );
    }
  }
  return parts.join('');
}

/** The scene as an SVG document, `width` × `height` units (its pixel size at 72 dpi). */
export function sceneSvg(scene: Scene): string {
  const rand = random(scene.seed);
  const body = scene.kind === 'flatlay' ? flatlay(scene, rand) : landscape(scene, rand);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" ` +
    `viewBox="0 0 ${scene.width} ${scene.height}">${body}</svg>`
  );
}

/**
 * The average colours of the scene's five parts (each corner's third by third, and the middle
 * third), as drawn: worked out from the palette and where each layer sits, not from pixels (close
 * enough for a placeholder and for the caption's light or dark choice, made at half of 0xffffff).
 */
export function sceneColorData(scene: Scene): SceneColorData {
  const p = scene.palette;
  const hex = (colour: string) => colour.slice(1);
  if (scene.kind === 'flatlay') {
    // The tabletop runs diagonally from skyTop to skyBottom; items sit mostly in the middle.
    const top = mix(p.skyTop, p.skyBottom, 1 / 6);
    const middle = mix(mix(p.skyTop, p.skyBottom, 0.5), p.sun, 0.2);
    return {
      topLeftAverage: hex(top),
      topRightAverage: hex(mix(p.skyTop, p.skyBottom, 0.5)),
      bottomLeftAverage: hex(mix(p.skyTop, p.skyBottom, 0.5)),
      bottomRightAverage: hex(mix(p.skyTop, p.skyBottom, 5 / 6)),
      centerAverage: hex(middle),
    };
  }
  // Top third: sky, a third of the way down its gradient (the sun is small).
  const top = mix(p.skyTop, p.skyBottom, 1 / 6 / HORIZON);
  // Middle third (1/3 to 2/3 down): sky to the far hills (or sea) at about half, the middle hills below.
  const below = scene.kind === 'coast' ? p.far : mix(p.far, p.mid, 0.3);
  const middle = mix(mix(p.skyTop, p.skyBottom, 0.85), below, 0.45);
  // Bottom third: the middle hills and trees, mostly the near ground.
  let bottom = mix(p.mid, p.near, 0.7);
  if (scene.kind === 'coast') bottom = mix(p.far, p.near, 0.6);
  return {
    topLeftAverage: hex(top),
    topRightAverage: hex(top),
    bottomLeftAverage: hex(bottom),
    bottomRightAverage: hex(bottom),
    centerAverage: hex(middle),
  };
}

/** Palettes by time of day and season: hue offsets and lightness for each layer. */
const MOODS = [
  // Clear morning: blue sky, green hills.
  { sky: [205, 0.6, 0.55], horizon: [200, 0.55, 0.85], sun: [48, 0.95, 0.75], land: 120, landSat: 0.3 },
  // Golden hour: warm sky, olive hills.
  { sky: [28, 0.75, 0.62], horizon: [40, 0.9, 0.82], sun: [45, 1, 0.85], land: 80, landSat: 0.28 },
  // Dusk: violet sky, blue hills.
  { sky: [260, 0.35, 0.35], horizon: [15, 0.7, 0.7], sun: [35, 0.95, 0.78], land: 225, landSat: 0.22 },
  // Autumn: pale sky, rust hills.
  { sky: [195, 0.35, 0.7], horizon: [45, 0.5, 0.88], sun: [50, 0.9, 0.9], land: 22, landSat: 0.45 },
  // Night: deep blue sky, near-black hills.
  { sky: [225, 0.55, 0.12], horizon: [230, 0.4, 0.3], sun: [50, 0.3, 0.92], land: 220, landSat: 0.2 },
] as const;

/** A palette for `kind` picked (with small variations) from `seed`. */
export function seededPalette(kind: SceneKind, seed: number): ScenePalette {
  const rand = random(seed ^ 0x9e3779b9);
  const mood = kind === 'campfire' ? MOODS[4] : (MOODS[Math.floor(rand() * 4)] ?? MOODS[0]);
  const jitter = () => (rand() - 0.5) * 16;
  const [sh, ss, sl] = mood.sky;
  const [hh, hs, hl] = mood.horizon;
  const [uh, us, ul] = mood.sun;
  if (kind === 'flatlay') {
    const wood = 25 + jitter();
    return {
      skyTop: hsl(wood, 0.3, 0.52 + rand() * 0.12),
      skyBottom: hsl(wood + 6, 0.32, 0.68 + rand() * 0.1),
      sun: hsl(rand() * 360, 0.55, 0.5),
      far: hsl(rand() * 360, 0.35, 0.35),
      mid: hsl(200 + jitter(), 0.2, 0.85),
      near: hsl(wood - 5, 0.35, 0.3),
      accent: hsl(10 + jitter(), 0.6, 0.45),
    };
  }
  const land = mood.land + jitter();
  const dark = kind === 'campfire' ? 0.45 : 1;
  return {
    skyTop: hsl(sh + jitter(), ss, sl),
    skyBottom: hsl(hh + jitter(), hs, hl),
    sun: hsl(uh, us, ul),
    far:
      kind === 'coast'
        ? hsl(205 + jitter(), 0.45, 0.42 * dark + 0.05)
        : hsl(land + 90, mood.landSat * 0.6, 0.62 * dark),
    mid: hsl(land, mood.landSat, 0.42 * dark),
    near: hsl(land - 10, mood.landSat + 0.05, 0.26 * dark),
    accent: hsl(land + 10, mood.landSat + 0.1, 0.18 * dark),
  };
}
