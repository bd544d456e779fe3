import type { DistanceUnit } from '@waggle/shared/distance';

// The accessibility settings (docs/product.md#accessibility-and-display) and how they change the page (docs/product.md#accessibility-and-display). This module has no
// runtime imports: it is also bundled on its own into the script index.html runs before the first
// paint (src/before-paint.ts), so a dark phone never sees a light flash and text starts at its size.

/** Where the settings live: device storage on native, copied to local storage for the first paint. */
export const accessibilitySettingsKey = 'accessibility_settings';

export type DarkMode = 'light' | 'dark' | 'auto';

export interface AccessibilitySettings {
  /** 1 to 5; 3 is the browser's 16 px. */
  textSize: number;
  highContrast: boolean;
  colorBlindMode: boolean;
  /** null until the person chooses: the system's preference applies meanwhile. */
  reduceMotion: boolean | null;
  darkMode: DarkMode;
  /** The unit chosen in Settings; null until one is (docs/product.md#distance: where the person is). */
  distanceUnit: DistanceUnit | null;
}

export const minTextSize = 1;
export const maxTextSize = 5;
const darkModes: readonly DarkMode[] = ['light', 'dark', 'auto'];

// docs/product.md#accessibility-and-display: the defaults; no distance unit is chosen at first.
export const defaultAccessibilitySettings: AccessibilitySettings = {
  textSize: 3,
  highContrast: false,
  colorBlindMode: true,
  reduceMotion: null,
  darkMode: 'auto',
  distanceUnit: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored settings, each field that is missing or not one of its values replaced by its default. */
export function parseAccessibilitySettings(json: string | null): AccessibilitySettings {
  const defaults = defaultAccessibilitySettings;
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (isRecord(parsed)) stored = parsed;
  } catch {
    // Unreadable settings fall back to the defaults.
  }
  const flag = (name: 'highContrast' | 'colorBlindMode') => {
    const value = stored[name];
    return typeof value === 'boolean' ? value : defaults[name];
  };
  const { textSize, darkMode, distanceUnit, reduceMotion } = stored;
  return {
    textSize:
      typeof textSize === 'number' &&
      Number.isInteger(textSize) &&
      textSize >= minTextSize &&
      textSize <= maxTextSize
        ? textSize
        : defaults.textSize,
    highContrast: flag('highContrast'),
    colorBlindMode: flag('colorBlindMode'),
    reduceMotion: typeof reduceMotion === 'boolean' ? reduceMotion : defaults.reduceMotion,
    darkMode: darkModes.find((mode) => mode === darkMode) ?? defaults.darkMode,
    distanceUnit:
      distanceUnit === 'kilometers' || distanceUnit === 'miles'
        ? distanceUnit
        : defaults.distanceUnit,
  };
}

/** docs/product.md#accessibility-and-display: 16 px plus 2 px per step away from 3. */
export const rootFontSizePx = (textSize: number): number => 16 + 2 * (textSize - 3);

/** docs/product.md#dark-mode: dark, light, or (auto) whatever the system prefers. */
export const isDarkMode = (mode: DarkMode, systemPrefersDark: boolean): boolean =>
  mode === 'dark' || (mode === 'auto' && systemPrefersDark);

/** What the device's system asks of the page. */
export interface SystemPreferences {
  dark: boolean;
  reducedMotion: boolean;
}

/** docs/product.md#accessibility-and-display: the person's choice, else what the system asks for. */
export const reducesMotion = (
  settings: Pick<AccessibilitySettings, 'reduceMotion'>,
  system: Pick<SystemPreferences, 'reducedMotion'>,
): boolean => settings.reduceMotion ?? system.reducedMotion;

/** The browser's bar colour in each theme: the splash's background. */
export const themeColors = { light: '#fef3c7', dark: '#1c1917' } as const;

/** The classes on <html> that turn each mode on (index.css styles them). */
const modeClasses = {
  dark: 'dark',
  highContrast: 'high-contrast',
  reduceMotion: 'reduce-motion',
  colorBlind: 'color-blind',
} as const;

/** Puts the settings on the page at once (docs/product.md#dark-mode): root font size, theme and mode classes. */
export function applyDisplaySettings(
  settings: AccessibilitySettings,
  system: SystemPreferences,
  doc: Document,
): void {
  const root = doc.documentElement;
  const dark = isDarkMode(settings.darkMode, system.dark);
  root.style.fontSize = `${rootFontSizePx(settings.textSize)}px`;
  root.classList.toggle(modeClasses.dark, dark);
  root.classList.toggle(modeClasses.highContrast, settings.highContrast);
  root.classList.toggle(modeClasses.reduceMotion, reducesMotion(settings, system));
  root.classList.toggle(modeClasses.colorBlind, settings.colorBlindMode);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // index.html has one per system scheme (for the installed app's first paint); the chosen theme
  // wins over the system's in both.
  for (const meta of doc.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', dark ? themeColors.dark : themeColors.light);
  }
}

export const prefersDarkQuery = '(prefers-color-scheme: dark)';
export const prefersReducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** What the system asks for now. */
export const systemPreferences = (win: Window): SystemPreferences => ({
  dark: win.matchMedia(prefersDarkQuery).matches,
  reducedMotion: win.matchMedia(prefersReducedMotionQuery).matches,
});

/** What the page runs before its first paint: the stored settings, applied. */
export function applyStoredDisplaySettings(win: Window): void {
  let json: string | null = null;
  try {
    json = win.localStorage.getItem(accessibilitySettingsKey);
  } catch {
    // Storage blocked: the defaults.
  }
  const settings = parseAccessibilitySettings(json);
  applyDisplaySettings(settings, systemPreferences(win), win.document);
}
