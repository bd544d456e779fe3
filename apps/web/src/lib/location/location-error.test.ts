import { describe, expect, it } from 'vitest';
import { locationErrorMessage } from './location-error';

// docs/product.md#device-location failure.
describe('locationErrorMessage', () => {
  it.each([
    [{ code: 1 }, 'Please allow location access in your device settings.'],
    [{ code: 2 }, 'Location services unavailable. Please check your GPS/internet connection.'],
    [{ code: 3 }, 'Location request timed out. Please try again.'],
    [
      new Error('Location permission denied'),
      'Please allow location access in your device settings.',
    ],
    [new Error('Timeout expired'), 'Location request timed out. Please try again.'],
    [
      new Error('Location services are not enabled'),
      'Please try again or check your location settings.',
    ],
    [
      new Error('location unavailable'),
      'Location services unavailable. Please check your GPS/internet connection.',
    ],
    ['something odd', 'Please try again or check your location settings.'],
    [null, 'Please try again or check your location settings.'],
  ])('%o → "Unable to get your location. %s"', (error, reason) => {
    expect(locationErrorMessage(error)).toBe(`Unable to get your location. ${reason}`);
  });
});
