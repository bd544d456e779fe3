import { describe, expect, it } from 'vitest';
import { clusterIcon, placeIcon } from './map-icons';

describe('placeIcon', () => {
  it("draws a place's pin in its category family's colour class", () => {
    expect(placeIcon('park').options.className).toBe('place-pin place-pin-outdoors');
    expect(placeIcon('vet').options.className).toBe('place-pin place-pin-care');
  });

  it('shares one icon object between the categories of a family', () => {
    expect(placeIcon('cafe')).toBe(placeIcon('bar'));
    expect(placeIcon('cafe')).not.toBe(placeIcon('hotel'));
  });
});

describe('clusterIcon', () => {
  it('abbreviates thousands and grows with the count', () => {
    expect(clusterIcon(12).options.html).toBe('<span>12</span>');
    expect(clusterIcon(2500).options.html).toBe('<span>2k</span>');
    expect(clusterIcon(2500).options.iconSize).toEqual([48, 48]);
  });
});
