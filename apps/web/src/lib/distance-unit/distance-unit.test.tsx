import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationContext, defaultPosition, type UserLocation } from '../location/location-context';
import { SettingsProvider } from '../settings/settings-provider';
import { useDistanceUnit } from './distance-unit';

function Unit() {
  return <output aria-label="unit">{useDistanceUnit().unit}</output>;
}

const salzburg = { lat: 47.8, lng: 13.04 };

/** An en-US browser (jsdom's language), with or without a fix of the device's position. */
function renderUnit(fix: typeof salzburg | null) {
  const location: UserLocation = {
    status: fix ? 'located' : 'error',
    position: fix ?? defaultPosition,
    hasFix: fix !== null,
    error: null,
    refresh: () => undefined,
  };
  render(
    <SettingsProvider>
      <LocationContext.Provider value={location}>
        <Unit />
      </LocationContext.Provider>
    </SettingsProvider>,
  );
  return screen.getByRole('status', { name: 'unit' }).textContent;
}

afterEach(() => localStorage.clear());

describe('the distance unit in use (docs/product.md#distance)', () => {
  it('follows where the device is before one is chosen: kilometres in Salzburg', () => {
    expect(navigator.language).toBe('en-US');
    expect(renderUnit(salzburg)).toBe('kilometers');
  });

  it('follows the browser language while the position is not known', () => {
    expect(renderUnit(null)).toBe('miles');
  });

  it('keeps the unit chosen in Settings wherever the device is', () => {
    localStorage.setItem('accessibility_settings', '{"distanceUnit":"miles"}');
    expect(renderUnit(salzburg)).toBe('miles');
  });
});
