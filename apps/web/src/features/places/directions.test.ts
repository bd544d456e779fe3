import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

const place = { name: 'Soho Dog Run', lat: 51.51, lng: -0.13 };

describe('directionsUrl', () => {
  it.each([
    ['ios', 'https://maps.apple.com/?daddr=51.51,-0.13&q=Soho%20Dog%20Run'],
    ['android', 'geo:51.51,-0.13?q=51.51,-0.13(Soho%20Dog%20Run)'],
    ['web', 'https://www.google.com/maps/dir/?api=1&destination=51.51,-0.13'],
  ] as const)('opens the %s maps app', (platform, url) => {
    expect(directionsUrl(place, platform)).toBe(url);
  });
});
