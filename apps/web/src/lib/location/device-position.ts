import type { LatLng } from '@waggle/shared/distance';
import { isNativePlatform } from '../platform';

// docs/product.md#device-location: high accuracy, 10 s timeout, a cached position up to 5 minutes old.
const positionOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

function browserPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported in this browser'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      reject,
      positionOptions,
    );
  });
}

/**
 * The device's position: Capacitor Geolocation on native, the browser API on the web. The plugin's
 * code loads on native devices only; it stays out of the web's entry bundle.
 */
export const getDevicePosition = (): Promise<LatLng> =>
  isNativePlatform()
    ? import('../native/geolocation').then(({ nativePosition }) => nativePosition(positionOptions))
    : browserPosition();
