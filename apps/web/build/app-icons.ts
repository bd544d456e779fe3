import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { IconResource } from 'vite-plugin-pwa';

type IconPurpose = 'any' | 'maskable';

// Chromium installs an app whose manifest has a 192 px and a 512 px icon; Android also masks a
// `maskable` one into its own shape (circle, squircle) instead of shrinking it onto white.
const icons: readonly { size: number; purpose: IconPurpose }[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 192, purpose: 'maskable' },
  { size: 512, purpose: 'maskable' },
];

const iconFile = (size: number, purpose: IconPurpose) => `icons/${purpose}-${size}.png`;

/** iOS's home-screen icon: square and opaque, as iOS rounds the corners itself. */
const appleTouchIcon = { file: 'icons/apple-touch-icon.png', size: 180 };

export const manifestIcons: IconResource[] = icons.map(({ size, purpose }) => ({
  src: `/${iconFile(size, purpose)}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
}));

/** The colour of the logo's own rounded square (its `<rect>`), which a full-bleed icon fills. */
function squareColour(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="(#[\da-f]{3,8})"/i.exec(svg)?.[1];
  if (!fill) throw new Error('The logo has no <rect fill="#…"> to fill its full-bleed icons');
  return fill;
}

/**
 * The logo as a `size` px PNG, drawn at that size (not scaled up from its 64 px). Full-bleed, the
 * rounded square's corners are filled with its colour: the paw stays inside the central 80 % circle
 * that a maskable icon must keep clear, so any mask leaves it whole.
 */
async function renderLogo(svg: Buffer, size: number, fullBleed: string | null): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  const image = sharp(svg, { density: (72 * size) / width }).resize(size, size);
  return (fullBleed ? image.flatten({ background: fullBleed }) : image).png().toBuffer();
}

/**
 * Makes the web app manifest's icons and iOS's touch icon from the logo (public/images/logo.svg)
 * at build time, so they never drift from it, and links the touch icon from index.html.
 */
export function appIcons(logoPath: string): Plugin {
  return {
    name: 'waggle-app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(logoPath);
      const background = squareColour(svg.toString());
      const outputs = [
        ...icons.map(({ size, purpose }) => ({
          fileName: iconFile(size, purpose),
          source: renderLogo(svg, size, purpose === 'maskable' ? background : null),
        })),
        {
          fileName: appleTouchIcon.file,
          source: renderLogo(svg, appleTouchIcon.size, background),
        },
      ];
      for (const { fileName, source } of outputs) {
        this.emitFile({ type: 'asset', fileName, source: await source });
      }
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: `/${appleTouchIcon.file}` },
        injectTo: 'head',
      },
    ],
  };
}
