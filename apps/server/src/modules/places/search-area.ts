import { earthRadiusKm, type LatLng } from '@waggle/shared/distance';

// The nearby query scans a plane index: places as Mercator points, x = longitude in radians,
// y = asinh(tan(latitude)). Mercator is conformal: a short distance on the Earth is the plane
// distance times cos(latitude), the same in every direction, so over a city the plane's
// nearest-first order is the Earth's to within ~0.01 %. The bounds below turn "to within" into
// "exactly": how far in the plane a scan must reach to have seen every place up to a given
// distance on the Earth (docs/product.md#distance: great-circle distance on a 6,371 km Earth).

const radiansPerDegree = Math.PI / 180;
/** Rounding slack: every bound is widened by this fraction, and a hair more. */
const slack = 1e-9;
const widen = (value: number, direction: 1 | -1) =>
  value + direction * (Math.abs(value) * slack + 1e-12);

export interface PlanePoint {
  x: number;
  y: number;
}

export interface PlaneBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface SearchArea {
  /** Together they hold every place within the radius. */
  boxes: PlaneBox[];
  /**
   * How far from the origin in the plane a nearest-first scan must have gone to have seen every
   * place up to `km` away on the Earth (for `km` up to the radius). Undefined where the plane
   * tears (the radius reaches a pole or crosses the antimeridian): there every place in the
   * boxes is read.
   */
  planeReach?: (km: number) => number;
}

/** Where a place lies in the plane; the SQL twin is the places_plane_gist expression. */
export const planePoint = ({ lat, lng }: LatLng): PlanePoint => ({
  x: lng * radiansPerDegree,
  y: Math.asinh(Math.tan(lat * radiansPerDegree)),
});

export const planeDistance = (a: PlanePoint, b: PlanePoint) => Math.hypot(a.x - b.x, a.y - b.y);

/** The plane boxes that hold every place within `radiusKm` of `origin`, and the scan bound. */
export function searchArea(origin: LatLng, radiusKm: number): SearchArea {
  const radius = widen(radiusKm / earthRadiusKm, 1);
  const lat = origin.lat * radiansPerDegree;
  const { x } = planePoint(origin);

  if (Math.abs(lat) + radius >= Math.PI / 2) {
    // A pole is within the radius: every longitude, from the cap's edge to the pole.
    const edge = Math.asinh(Math.tan(Math.abs(lat) - radius));
    const [yMin, yMax] = lat > 0 ? [widen(edge, -1), 40] : [-40, widen(-edge, 1)];
    return { boxes: [{ xMin: -4, xMax: 4, yMin, yMax }] };
  }
  // The cap's half-width in longitude: where meridians touch it.
  const halfWidth = widen(Math.asin(Math.sin(radius) / Math.cos(lat)), 1);
  const yMin = widen(Math.asinh(Math.tan(lat - radius)), -1);
  const yMax = widen(Math.asinh(Math.tan(lat + radius)), 1);
  const box = { xMin: x - halfWidth, xMax: x + halfWidth, yMin, yMax };
  if (box.xMin <= -Math.PI) {
    return { boxes: [box, { ...box, xMin: box.xMin + 2 * Math.PI, xMax: 4 }] };
  }
  if (box.xMax >= Math.PI) {
    return { boxes: [box, { ...box, xMin: -4, xMax: box.xMax - 2 * Math.PI }] };
  }
  return {
    boxes: [box],
    // A place at angle a is at most a / cos(|lat| + a) away in the plane: the scale only grows
    // towards the poles, and the path to it never gets further than a from the origin.
    planeReach: (km) => {
      const angle = Math.min(widen(km / earthRadiusKm, 1), radius);
      return widen(angle / Math.cos(Math.abs(lat) + angle), 1);
    },
  };
}
