import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaceCategory } from '@waggle/shared/domain';
import { describe, expect, it } from 'vitest';
import { categoryStyle } from '../../lib/palette';
import { clusterIcon, placeIcon } from './map-icons';

// Read from disk: the test set-up turns imported CSS into empty strings.
const mapCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'map.css'), 'utf8');
const svgDataUrl = 'data:image/svg+xml,';

/** The glyph a pin class draws (map.css): its --pin-glyph, as the SVG the data URL holds. */
function glyphOf(className: string) {
  const body = new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`).exec(mapCss)?.[1] ?? '';
  const url = /--pin-glyph:\s*url\("([^"]*)"\)/.exec(body)?.[1];
  return url?.startsWith(svgDataUrl) ? decodeURIComponent(url.slice(svgDataUrl.length)) : url;
}

describe('placeIcon', () => {
  it("draws a place's pin in its category family's colour class", () => {
    expect(placeIcon('park').options.className).toBe('place-pin place-pin-outdoors');
    expect(placeIcon('vet').options.className).toBe('place-pin place-pin-care');
  });

  it('shares one icon object between the categories of a family', () => {
    expect(placeIcon('cafe')).toBe(placeIcon('bar'));
    expect(placeIcon('cafe')).not.toBe(placeIcon('hotel'));
  });

  it("marks each family with a glyph of its own in the pin's head, not by colour alone", () => {
    const families = new Set(Object.values(categoryStyle).map(({ family }) => family));
    const familyClasses = new Set(
      (Object.keys(categoryStyle) as PlaceCategory[]).map(
        (category) => placeIcon(category).options.className?.split(' ')[1] ?? '',
      ),
    );
    expect(familyClasses.size).toBe(families.size);
    const glyphs = [...familyClasses].map((className) => ({ className, svg: glyphOf(className) }));

    for (const { className, svg } of glyphs) {
      // An SVG data URL (the Content-Security-Policy's img-src allows data:) that parses.
      expect(svg, className).toMatch(/^<svg /);
      const parsed = new DOMParser().parseFromString(svg ?? '', 'image/svg+xml');
      expect(parsed.querySelector('parsererror'), className).toBeNull();
      expect(parsed.querySelector('path')?.getAttribute('d'), className).toBeTruthy();
    }
    const sharingAGlyph = glyphs.filter(
      ({ svg }, i) => glyphs.findIndex((g) => g.svg === svg) !== i,
    );
    expect(sharingAGlyph.map(({ className }) => className)).toEqual([]);
    // Drawn in the pin's head in the glyph colour, through the glyph as a mask.
    expect(mapCss).toMatch(/\.place-pin::after\s*\{[^}]*\smask: var\(--pin-glyph\)/);
  });
});

describe('clusterIcon', () => {
  it('abbreviates thousands and grows with the count', () => {
    expect(clusterIcon(12).options.html).toBe('<span>12</span>');
    expect(clusterIcon(2500).options.html).toBe('<span>2k</span>');
    expect(clusterIcon(2500).options.iconSize).toEqual([48, 48]);
  });
});
