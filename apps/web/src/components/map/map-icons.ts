import { divIcon, icon, type IconOptions } from 'leaflet';

// spec §2 / §9: marker images from /images/leaflet/ at 25×41; the red "you" marker is self-hosted.
const markerGeometry: Omit<IconOptions, 'iconUrl'> = {
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowUrl: '/images/leaflet/marker-shadow.png',
  shadowSize: [41, 41],
};

export const placeIcon = icon({
  ...markerGeometry,
  iconUrl: '/images/leaflet/marker-icon.png',
  iconRetinaUrl: '/images/leaflet/marker-icon-2x.png',
});

export const youIcon = icon({ ...markerGeometry, iconUrl: '/images/leaflet/marker-icon-red.svg' });

const clusterIcons = new Map<string, ReturnType<typeof divIcon>>();

/** A round badge with the number of places it stands for; one icon object per size class. */
export function clusterIcon(count: number) {
  const text = count >= 1000 ? `${Math.floor(count / 1000)}k` : String(count);
  const size = count >= 1000 ? 48 : count >= 100 ? 42 : 36;
  const key = `${text}:${size}`;
  let cached = clusterIcons.get(key);
  if (!cached) {
    cached = divIcon({
      html: `<span>${text}</span>`,
      className: 'place-cluster',
      iconSize: [size, size],
    });
    clusterIcons.set(key, cached);
  }
  return cached;
}
