import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categoryStyle } from './palette';

// The palettes are read from index.css as the browser would resolve them, so the test checks the
// colours the app shows and nothing is written twice; the surfaces are Tailwind's own colours.
// (Read from disk: the test set-up turns imported CSS, `?raw` included, into empty strings.)
const appCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../index.css'), 'utf8');
const tailwindTheme = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
);

/** A colour in linear-light sRGB, each channel 0–1. */
type Rgb = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

const dot = (row: Rgb, c: Rgb) => row[0] * c[0] + row[1] * c[1] + row[2] * c[2];
const multiply = (m: Matrix, c: Rgb): Rgb => [dot(m[0], c), dot(m[1], c), dot(m[2], c)];
const unit = (x: number) => Math.min(1, Math.max(0, x));
const clamp = ([r, g, b]: Rgb): Rgb => [unit(r), unit(g), unit(b)];

function parseColour(css: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0] = digits.map((d) => {
      const c = parseInt(d, 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return [r, g, b];
  }
  // Tailwind's own colours: oklch(L% C H), through OKLab (Ottosson's matrices).
  const oklch = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(css);
  if (!oklch) throw new Error(`Not a colour this test reads: ${css}`);
  const [l, chroma, hue] = oklch.slice(1).map(Number) as [number, number, number];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const lms: Rgb = [
    (l / 100 + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l / 100 - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l / 100 - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ];
  return clamp(
    multiply(
      [
        [4.0767416621, -3.3077115913, 0.2309699292],
        [-1.2684380046, 2.6097574011, -0.3413193965],
        [-0.0041960863, -0.7034186147, 1.707614701],
      ],
      lms,
    ),
  );
}

/** WCAG 2's contrast ratio. */
function contrast(x: Rgb, y: Rgb) {
  const [a, b] = [x, y].map((c) => dot([0.2126, 0.7152, 0.0722], c)) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** CIE76 colour difference: distance in CIELAB (D65). */
function deltaE(x: Rgb, y: Rgb) {
  const lab = (c: Rgb) => {
    const xyz: Matrix = [
      [0.4124564 / 0.95047, 0.3575761 / 0.95047, 0.1804375 / 0.95047],
      [0.2126729, 0.7151522, 0.072175],
      [0.0193339 / 1.08883, 0.119192 / 1.08883, 0.9503041 / 1.08883],
    ];
    const [fx, fy, fz] = multiply(xyz, c).map((t) =>
      t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116,
    ) as [number, number, number];
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)] as const;
  };
  const [p, q] = [lab(x), lab(y)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// Dichromacy as Machado, Oliveira & Fernandes (2009) simulate it, severity 1.0, on linear RGB.
const visions = {
  'normal vision': [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} satisfies Record<string, Matrix>;

/** The custom properties the root element gets from index.css with these classes on it. */
function customProperties(classes: readonly string[]) {
  const rules = [...appCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{([^{}]*)\}/g)]
    .map(([, selector = '', body = '']) => ({ selector: selector.trim(), body }))
    .filter(({ selector }) => selector === ':root' || /^(\.[\w-]+)+$/.test(selector))
    .map(({ selector, body }) => ({
      needs: selector === ':root' ? [] : selector.slice(1).split('.'),
      body,
    }))
    .filter(({ needs }) => needs.every((name) => classes.includes(name)))
    // By specificity (:root counts as one class), then in source order.
    .sort((a, b) => Math.max(1, a.needs.length) - Math.max(1, b.needs.length));
  const values = new Map<string, string>();
  for (const { body } of rules) {
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      values.set(name, value.trim());
    }
  }
  return values;
}

function tailwindColour(name: string) {
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tailwindTheme)?.[1];
  if (!value) throw new Error(`Tailwind has no --color-${name}`);
  return parseColour(value);
}

const families = [...new Set(Object.values(categoryStyle).map(({ family }) => family))];

// The surfaces the colours are drawn on: badges and cards (white, stone-900), screens (stone-50,
// stone-950) and the admin's review excerpts (stone-50, stone-800).
const themes = [
  { theme: 'light', classes: [], surfaces: ['white', 'stone-50'] },
  { theme: 'dark', classes: ['dark'], surfaces: ['stone-800', 'stone-900', 'stone-950'] },
];
const palettes = themes.flatMap((theme) =>
  [false, true].map((colourBlind) => {
    const classes = colourBlind ? [...theme.classes, 'color-blind'] : theme.classes;
    const values = customProperties(classes);
    const colour = (name: string) => {
      const value = values.get(`--color-${name}`);
      if (!value) throw new Error(`index.css gives ${classes.join('.')} no --color-${name}`);
      return { name, value, rgb: parseColour(value) };
    };
    return {
      ...theme,
      palette: `${theme.theme}${colourBlind ? ', colour-blind' : ''}`,
      colourBlind,
      categories: families.map((family) => colour(`category-${family}`)),
      rating: colour('rating'),
      pinGlyph: colour('pin-glyph'),
    };
  }),
);

describe('the category and rating colours', () => {
  it.each(palettes)(
    '$palette: 3:1 or more against every surface they are drawn on (icons, borders, stars, pins: never text)',
    ({ categories, rating, surfaces }) => {
      const tooFaint = [...categories, rating].flatMap(({ name, value, rgb }) =>
        surfaces
          .map((surface) => ({ surface, ratio: contrast(rgb, tailwindColour(surface)) }))
          .filter(({ ratio }) => ratio < 3)
          .map(({ surface, ratio }) => `${name} ${value} on ${surface}: ${ratio.toFixed(2)}:1`),
      );
      expect(tooFaint).toEqual([]);
    },
  );

  it.each(palettes)(
    "$palette: a map pin's glyph has 3:1 or more against every category colour",
    ({ categories, pinGlyph }) => {
      const tooFaint = categories
        .map(({ name, value, rgb }) => ({ name, value, ratio: contrast(rgb, pinGlyph.rgb) }))
        .filter(({ ratio }) => ratio < 3)
        .map(({ name, value, ratio }) => `${name} ${value}: ${ratio.toFixed(2)}:1`);
      expect(tooFaint).toEqual([]);
    },
  );
});

describe('colour-blind mode (docs/product.md#accessibility-and-display)', () => {
  const cases = palettes
    .filter(({ colourBlind }) => colourBlind)
    .flatMap(({ theme, categories }) =>
      Object.entries(visions).map(([vision, matrix]) => ({ theme, vision, matrix, categories })),
    );

  it.each(cases)(
    '$theme: every two category colours are 20 ΔE*ab or more apart under $vision',
    ({ matrix, categories }) => {
      const seen = categories.map((c) => ({ ...c, seen: clamp(multiply(matrix, c.rgb)) }));
      const tooClose = seen.flatMap((x, i) =>
        seen
          .slice(i + 1)
          .map((y) => ({
            pair: `${x.name} ${x.value} / ${y.name} ${y.value}`,
            d: deltaE(x.seen, y.seen),
          }))
          .filter(({ d }) => d < 20)
          .map(({ pair, d }) => `${pair}: ${d.toFixed(1)}`),
      );
      expect(tooClose).toEqual([]);
    },
  );

  it('finds the confusion the simulation is there for: the old food and shop colours under protanopia', () => {
    const [food, shop] = ['#d55e00', '#a36b00'].map((hex) =>
      clamp(multiply(visions.protanopia, parseColour(hex))),
    ) as [Rgb, Rgb];
    expect(deltaE(food, shop)).toBeLessThan(2);
  });
});

describe('the "you are here" marker (docs/product.md#map)', () => {
  // Its red, as the marker's own image paints it.
  const markerSvg = readFileSync(
    join(
      dirname(fileURLToPath(import.meta.url)),
      '../../public/images/leaflet/marker-icon-red.svg',
    ),
    'utf8',
  );
  const youRed = /fill="(#[0-9a-f]{6})"/i.exec(markerSvg)?.[1] ?? '';

  it.each(palettes)(
    '$palette: every category colour is 20 ΔE*ab or more from its red',
    ({ categories }) => {
      const red = parseColour(youRed);
      const tooClose = categories
        .map(({ name, value, rgb }) => ({ name, value, d: deltaE(rgb, red) }))
        .filter(({ d }) => d < 20)
        .map(({ name, value, d }) => `${name} ${value}: ${d.toFixed(1)}`);
      expect(tooClose).toEqual([]);
    },
  );
});
