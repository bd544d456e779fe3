import type { PlaceCategory } from '@waggle/shared/domain';
import { divIcon, icon, type DivIcon, type IconOptions } from 'leaflet';
import { categoryStyle, type CategoryFamily } from '../../lib/palette';

// docs/product.md#map: marker images from /images/leaflet/ at 25×41; the red "you" marker is self-hosted.
const markerGeometry: Omit<IconOptions, 'iconUrl'> = {
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowUrl: '/images/leaflet/marker-shadow.png',
  shadowSize: [41, 41],
};

/** The suggest forms' draggable pin: Leaflet's own marker. */
export const pinIcon = icon({
  ...markerGeometry,
  iconUrl: '/images/leaflet/marker-icon.png',
  iconRetinaUrl: '/images/leaflet/marker-icon-2x.png',
});

const placeIcons = new Map<CategoryFamily, DivIcon>();

/**
 * A place's marker: a pin drawn by CSS alone (map.css: the marker's shape as a clip path) in its
 * category family's colour, which the colour-blind palette replaces (index.css), with the family's
 * glyph in its head. The category is also in the marker's name and its popup, never told by colour
 * alone.
 */
export function placeIcon(category: PlaceCategory): DivIcon {
  const { family } = categoryStyle[category];
  let cached = placeIcons.get(family);
  if (!cached) {
    // The look is all in the classes (map.css): no HTML to parse for each of many markers.
    cached = divIcon({
      className: `place-pin place-pin-${family}`,
      html: '',
      iconSize: markerGeometry.iconSize,
      iconAnchor: markerGeometry.iconAnchor,
      popupAnchor: markerGeometry.popupAnchor,
    });
    placeIcons.set(family, cached);
  }
  return cached;
}

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
