// Renders the Android and iOS apps' launcher icons, app-shortcut icons and launch screens from
// the web app's artwork (native-artwork.ts) into the native projects, which commit the results.
// Run `npm run native:assets -w @waggle/web` after changing the artwork. (@capacitor/assets does
// the same job, but pins an old sharp that downloads its binaries from GitHub.)
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  fullBleedIcon,
  logo,
  pawLayer,
  roundIcon,
  shortcutIcon,
  shortcutLayer,
  shortcuts,
  splashScreen,
  splashThemes,
  squareIcon,
  type SplashTheme,
} from './native-artwork';

const res = new URL('../android/app/src/main/res/', import.meta.url);
const xcassets = new URL('../ios/App/App/Assets.xcassets/', import.meta.url);

/** Android's screen densities and their pixels per dp. */
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
// The portrait launch images' sizes in Capacitor's Android template (landscape is the same turned).
const portraitSplash = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
} as const satisfies Record<keyof typeof densities, readonly [number, number]>;

/** A file under its platform's folder: an image drawn from SVG, or text. */
type Output = { path: string; svg: string; opaque?: boolean } | { path: string; text: string };

const generated = 'Written by apps/web/build/native-assets.ts: edit that, not this.';

const colorResource = (name: string, color: string) =>
  `<?xml version="1.0" encoding="utf-8"?>
<!-- ${generated} -->
<resources>
    <color name="${name}">${color}</color>
</resources>
`;

const adaptiveIcon = (foreground: string, monochrome: boolean) =>
  `<?xml version="1.0" encoding="utf-8"?>
<!-- ${generated} -->
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background"/>
    <foreground android:drawable="@mipmap/${foreground}"/>${
      monochrome ? `\n    <monochrome android:drawable="@mipmap/${foreground}"/>` : ''
    }
</adaptive-icon>
`;

function androidSplash(theme: SplashTheme): Output[] {
  const night = theme === 'dark' ? '-night' : '';
  const image = (folder: string, width: number, height: number): Output => ({
    path: `${folder}/splash.png`,
    // Android stretches the image over the screen: the art keeps a margin all round.
    svg: splashScreen(theme, width, height, { width: width * 0.8, height: height * 0.6 }),
    opaque: true,
  });
  return [
    image(`drawable${night}`, 480, 320),
    ...Object.entries(portraitSplash).flatMap(([density, [width, height]]) => [
      image(`drawable-port${night}-${density}`, width, height),
      image(`drawable-land${night}-${density}`, height, width),
    ]),
  ];
}

function android(): Output[] {
  const perDensity = Object.entries(densities).flatMap(([density, scale]): Output[] => {
    const mipmap = `mipmap-${density}`;
    const legacy = 48 * scale;
    const layer = 108 * scale;
    return [
      { path: `${mipmap}/ic_launcher.png`, svg: squareIcon(legacy) },
      { path: `${mipmap}/ic_launcher_round.png`, svg: roundIcon(legacy) },
      { path: `${mipmap}/ic_launcher_foreground.png`, svg: pawLayer(layer) },
      ...shortcuts.flatMap((shortcut) => [
        { path: `${mipmap}/ic_shortcut_${shortcut}.png`, svg: shortcutIcon(shortcut, legacy) },
        {
          path: `${mipmap}/ic_shortcut_${shortcut}_foreground.png`,
          svg: shortcutLayer(shortcut, layer),
        },
      ]),
    ];
  });
  return [
    ...perDensity,
    ...(['ic_launcher', 'ic_launcher_round'] as const).map((icon) => ({
      path: `mipmap-anydpi-v26/${icon}.xml`,
      text: adaptiveIcon('ic_launcher_foreground', true),
    })),
    ...shortcuts.map((shortcut) => ({
      path: `mipmap-anydpi-v26/ic_shortcut_${shortcut}.xml`,
      text: adaptiveIcon(`ic_shortcut_${shortcut}_foreground`, false),
    })),
    {
      path: 'values/ic_launcher_background.xml',
      text: colorResource('ic_launcher_background', logo.background),
    },
    // Android 12+ draws its own launch screen: the launcher icon on this colour (styles.xml).
    {
      path: 'values/splash_background.xml',
      text: colorResource('splash_background', splashThemes.light.background),
    },
    {
      path: 'values-night/splash_background.xml',
      text: colorResource('splash_background', splashThemes.dark.background),
    },
    ...androidSplash('light'),
    ...androidSplash('dark'),
  ];
}

function ios(): Output[] {
  // One square image for every scale. LaunchScreen.storyboard fills the screen with it ("aspect
  // fill"), cutting off the sides of a phone held upright or the top and bottom of one on its
  // side, so the art stays inside the middle 1,100 px square either way.
  const splash = (theme: SplashTheme, name: string): Output => ({
    path: `Splash.imageset/${name}`,
    svg: splashScreen(theme, 2732, 2732, { width: 1100, height: 1100 }),
    opaque: true,
  });
  const dark = { appearances: [{ appearance: 'luminosity', value: 'dark' }] };
  return [
    // App Store icons may not be transparent.
    { path: 'AppIcon.appiconset/AppIcon-512@2x.png', svg: fullBleedIcon(1024), opaque: true },
    splash('light', 'splash.png'),
    splash('dark', 'splash-dark.png'),
    {
      path: 'Splash.imageset/Contents.json',
      text: `${JSON.stringify(
        {
          images: [
            { idiom: 'universal', filename: 'splash.png' },
            { idiom: 'universal', filename: 'splash-dark.png', ...dark },
          ],
          info: { author: 'xcode', version: 1 },
        },
        null,
        2,
      )}\n`,
    },
  ];
}

async function write(root: URL, output: Output) {
  const file = new URL(output.path, root);
  await mkdir(new URL('.', file), { recursive: true });
  if ('text' in output) return writeFile(file, output.text);
  const image = sharp(Buffer.from(output.svg));
  const png = output.opaque
    ? image.removeAlpha().png({ compressionLevel: 9 })
    : image.png({ compressionLevel: 9, palette: true });
  await writeFile(file, await png.toBuffer());
}

const targets = [
  ...android().map((output) => [res, output] as const),
  ...ios().map((output) => [xcassets, output] as const),
];
await Promise.all(targets.map(([root, output]) => write(root, output)));
console.log(`native-assets: wrote ${targets.length} files`);
