import { defaultPosition, type UserLocation } from '../lib/location/location-context';

/** The device position before any fix: central London (docs/product.md#device-location), nothing asked yet. */
export const noFixLocation: UserLocation = {
  status: 'idle',
  position: defaultPosition,
  hasFix: false,
  error: null,
  refresh: () => undefined,
};
