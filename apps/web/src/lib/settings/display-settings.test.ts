import { describe, expect, it } from 'vitest';
import {
  applyDisplaySettings,
  applyStoredDisplaySettings,
  defaultAccessibilitySettings,
  parseAccessibilitySettings,
  rootFontSizePx,
} from './display-settings';
import { setSystemDark } from '../../test/system-theme';

describe('accessibility settings (docs/product.md#accessibility-and-display)', () => {
  it('defaults to text size 3, no high contrast, colour-blind mode on, motion as the system asks, auto theme, no unit chosen', () => {
    expect(defaultAccessibilitySettings).toEqual({
      textSize: 3,
      highContrast: false,
      colorBlindMode: true,
      reduceMotion: null,
      darkMode: 'auto',
      distanceUnit: null,
    });
  });

  it('reads what is stored, each unreadable field at its default', () => {
    expect(
      parseAccessibilitySettings(
        '{"textSize":5,"highContrast":true,"colorBlindMode":false,"reduceMotion":true,"darkMode":"dark","distanceUnit":"miles"}',
      ),
    ).toEqual({
      textSize: 5,
      highContrast: true,
      colorBlindMode: false,
      reduceMotion: true,
      darkMode: 'dark',
      distanceUnit: 'miles',
    });
    const defaults = defaultAccessibilitySettings;
    for (const stored of [
      null,
      'not json',
      '[1]',
      '{"textSize":0,"darkMode":"dim","highContrast":"yes","distanceUnit":"furlongs"}',
      '{"textSize":6}',
      '{"textSize":2.5}',
    ]) {
      expect(parseAccessibilitySettings(stored)).toEqual(defaults);
    }
  });

  it.each([
    [1, 12],
    [2, 14],
    [3, 16],
    [4, 18],
    [5, 20],
  ])(
    'text size %i sets the root font to %i px (docs/product.md#accessibility-and-display)',
    (size, px) => {
      expect(rootFontSizePx(size)).toBe(px);
    },
  );
});

describe('applying the settings to the page (docs/product.md#accessibility-and-display)', () => {
  const settings = defaultAccessibilitySettings;
  const root = document.documentElement;
  // Both of index.html's theme colours (one per system scheme) take the chosen theme's.
  const themeColor = () => [
    ...new Set(
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
    ),
  ];

  it('sets the root font size, the mode classes and the theme colours', () => {
    const metas = ['light', 'dark'].map((scheme) => {
      const meta = document.head.appendChild(document.createElement('meta'));
      meta.name = 'theme-color';
      meta.media = `(prefers-color-scheme: ${scheme})`;
      return meta;
    });
    applyDisplaySettings(
      { ...settings, textSize: 5, highContrast: true, reduceMotion: true, darkMode: 'dark' },
      { dark: false, reducedMotion: false },
      document,
    );
    expect(root.style.fontSize).toBe('20px');
    expect([...root.classList].sort()).toEqual(
      ['color-blind', 'dark', 'high-contrast', 'reduce-motion'].sort(),
    );
    expect(themeColor()).toEqual(['#1c1917']);
    applyDisplaySettings(
      { ...settings, colorBlindMode: false, darkMode: 'light' },
      { dark: true, reducedMotion: false },
      document,
    );
    expect(root.style.fontSize).toBe('16px');
    expect([...root.classList]).toEqual([]);
    expect(themeColor()).toEqual(['#fef3c7']);
    for (const meta of metas) meta.remove();
  });

  it('follows the system in auto', () => {
    applyDisplaySettings(settings, { dark: true, reducedMotion: false }, document);
    expect(root.classList.contains('dark')).toBe(true);
    applyDisplaySettings(settings, { dark: false, reducedMotion: false }, document);
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('reduces motion as the system asks until the person chooses', () => {
    const reduced = { dark: false, reducedMotion: true };
    applyDisplaySettings(settings, reduced, document);
    expect(root.classList.contains('reduce-motion')).toBe(true);
    applyDisplaySettings({ ...settings, reduceMotion: false }, reduced, document);
    expect(root.classList.contains('reduce-motion')).toBe(false);
    applyDisplaySettings(
      { ...settings, reduceMotion: true },
      { ...reduced, reducedMotion: false },
      document,
    );
    expect(root.classList.contains('reduce-motion')).toBe(true);
  });

  it('applies what is stored before the app starts (the first paint)', () => {
    localStorage.setItem('accessibility_settings', '{"textSize":1,"darkMode":"auto"}');
    setSystemDark(true);
    applyStoredDisplaySettings(window);
    expect(root.style.fontSize).toBe('12px');
    expect(root.classList.contains('dark')).toBe(true);
  });
});
