// The native apps' icons and launch screens, drawn as SVG from the web app's own artwork
// (public/images/logo.svg, splash.svg, splash-dark.svg) and the bottom bar's icons;
// native-assets.ts renders them at the sizes each platform asks for.
import { readFileSync } from 'node:fs';
import { Compass, Heart, PlusCircle, type LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const image = (name: string) =>
  readFileSync(new URL(`../public/images/${name}`, import.meta.url), 'utf8').trim();

/** Where a drawing goes inside an image, in the image's units. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const square = (at: number, size: number): Box => ({ x: at, y: at, width: size, height: size });

/** An SVG document (with a viewBox and no size of its own) drawn into `box`. */
const nest = (svg: string, { x, y, width, height }: Box) =>
  svg.replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${width}" height="${height}"`);

const svgImage = (width: number, height: number, viewBox: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${content}</svg>`;

/** A square icon `px` pixels wide, drawn in units of `size` (dp on Android). */
const icon = (px: number, size: number, content: string) =>
  svgImage(px, px, `0 0 ${size} ${size}`, content);

/** logo.svg: a rounded square of one colour with the paw on it in another. */
function splitLogo(svg: string) {
  const background = /<rect\b[^>]*\/>/.exec(svg)?.[0];
  const backgroundColour = background && /\bfill="([^"]+)"/.exec(background)?.[1];
  const ink = /<g\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1];
  if (!background || !backgroundColour || !ink) {
    throw new Error(
      'logo.svg is no longer a <rect> with a filled <g> on it: see native-artwork.ts',
    );
  }
  return { svg, background: backgroundColour, ink, paw: svg.replace(background, '') };
}

export const logo = splitLogo(image('logo.svg'));

// Android's legacy icons are 48 dp; an adaptive icon's layers are 108 dp, of which the launcher
// shows the middle 72 dp and keeps the middle 66 dp whatever shape it cuts.
const legacyDp = 48;
const layerDp = 108;

/** The logo as it is, with a 2 dp margin (Android's launcher icon before 8). */
export const squareIcon = (px: number) => icon(px, legacyDp, nest(logo.svg, square(2, 44)));

/** The logo cut to a circle (Android's round launcher icon before 8). */
export const roundIcon = (px: number) =>
  icon(
    px,
    legacyDp,
    `<clipPath id="round"><circle cx="24" cy="24" r="22"/></clipPath>` +
      `<g clip-path="url(#round)">${nest(logo.svg, square(2, 44))}</g>`,
  );

/**
 * The paw alone, the adaptive launcher icon's foreground (and its monochrome layer: Android 13
 * themes it by its shape), as large as on the logo when the logo's square fills the 72 dp shown.
 */
export const pawLayer = (px: number) => icon(px, layerDp, nest(logo.paw, square(18, 72)));

/** iOS's app icon: the logo's square to the edges (iOS rounds the corners itself). */
export const fullBleedIcon = (px: number) =>
  icon(px, 64, `<rect width="64" height="64" fill="${logo.background}"/>${logo.paw}`);

/** The Android app shortcuts (res/xml/shortcuts.xml). */
export const shortcuts = ['nearby', 'suggest', 'saved'] as const;
export type Shortcut = (typeof shortcuts)[number];

// The bottom bar's icon for each shortcut's screen (src/app/bottom-nav.tsx).
const shortcutGlyphs: Record<Shortcut, LucideIcon> = {
  nearby: Compass,
  suggest: PlusCircle,
  saved: Heart,
};

const glyph = (shortcut: Shortcut, { x, y, width }: Box) =>
  renderToStaticMarkup(
    createElement(shortcutGlyphs[shortcut], { x, y, size: width, color: logo.ink }),
  );

/** A shortcut's icon before Android 8: a 24 dp glyph on a 44 dp disc of the logo's colour. */
export const shortcutIcon = (shortcut: Shortcut, px: number) =>
  icon(
    px,
    legacyDp,
    `<circle cx="24" cy="24" r="22" fill="${logo.background}"/>${glyph(shortcut, square(12, 24))}`,
  );

/** A shortcut's adaptive foreground: the glyph at 48 dp, well inside what every mask keeps. */
export const shortcutLayer = (shortcut: Shortcut, px: number) =>
  icon(px, layerDp, glyph(shortcut, square(30, 48)));

/**
 * The launch screens, as index.html's boot splash paints them: the art on brand-100, or the dark
 * art on stone-900 (src/index.css).
 */
export const splashThemes = {
  light: { art: image('splash.svg'), background: '#fef3c7' },
  dark: { art: image('splash-dark.svg'), background: '#1c1917' },
} as const;

export type SplashTheme = keyof typeof splashThemes;

// The art's own size (splash.svg's viewBox).
const artWidth = 480;
const artHeight = 640;

/** A `width`×`height` px launch screen, its art as large as fits `room`, in the middle. */
export function splashScreen(
  theme: SplashTheme,
  width: number,
  height: number,
  room: { width: number; height: number },
) {
  const { art, background } = splashThemes[theme];
  const scale = Math.min(room.width / artWidth, room.height / artHeight);
  const box = { width: artWidth * scale, height: artHeight * scale };
  return svgImage(
    width,
    height,
    `0 0 ${width} ${height}`,
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
      nest(art, { ...box, x: (width - box.width) / 2, y: (height - box.height) / 2 }),
  );
}
