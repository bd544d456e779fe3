import { readFileSync } from 'node:fs';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { paths } from '../src/lib/paths';
import { shortcuts, type Shortcut } from './native-artwork';

type ManifestShortcuts = ManifestOptions['shortcuts'];

// docs/product.md#deep-links: the screen each shortcut opens, as its deep link does.
const screens: Record<Shortcut, string> = {
  nearby: paths.home,
  suggest: paths.suggest,
  saved: paths.saved,
};

/** The Android app's own labels (res/values/strings.xml), so both say the same. */
const androidStrings = readFileSync(
  new URL('../android/app/src/main/res/values/strings.xml', import.meta.url),
  'utf8',
);

function androidString(name: string): string {
  const text = new RegExp(`<string name="${name}">([^<]+)</string>`).exec(androidStrings)?.[1];
  if (!text) throw new Error(`strings.xml has no ${name}`);
  return text;
}

/** The installed web app's shortcuts (a long press on its icon): the Android app's, in order. */
export const manifestShortcuts: ManifestShortcuts = shortcuts.map((shortcut) => ({
  name: androidString(`shortcut_${shortcut}_long`),
  short_name: androidString(`shortcut_${shortcut}_short`),
  url: screens[shortcut],
}));
