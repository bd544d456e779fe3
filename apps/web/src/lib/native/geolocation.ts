import { Geolocation } from '@capacitor/geolocation';
import type { LatLng } from '@waggle/shared/distance';

/** A device position on native (Capacitor Geolocation). docs/product.md#device-location: permission must be granted. */
export async function nativePosition(options: PositionOptions): Promise<LatLng> {
  let permission = await Geolocation.checkPermissions();
  if (permission.location !== 'granted') permission = await Geolocation.requestPermissions();
  // docs/product.md#device-location "Location permission denied on native"
  if (permission.location !== 'granted') throw new Error('Location permission denied');
  const { coords } = await Geolocation.getCurrentPosition(options);
  return { lat: coords.latitude, lng: coords.longitude };
}
