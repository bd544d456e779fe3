import { defaultPosition, type UserLocation } from '../lib/location/location-context';

/** The device position before any fix: central London (spec §3), nothing asked yet. */
export const noFixLocation: UserLocation = {
  status: 'idle',
  position: defaultPosition,
  hasFix: false,
  error: null,
  refresh: () => undefined,
};
