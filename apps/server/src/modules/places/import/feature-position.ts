import type { LatLng } from '@waggle/shared/distance';

type Position = [number, number];

// Shape checks written out rather than a zod schema: they run once per feature, a million times
// for a country, and only need to know whether there is a usable position.
const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number';
const isPositions = (value: unknown): value is Position[] =>
  Array.isArray(value) && value.length > 0 && value.every(isPosition);
const outerRing = (polygon: unknown): Position[] | null =>
  Array.isArray(polygon) && isPositions(polygon[0]) ? polygon[0] : null;

function vertexMean(points: Position[]): Position {
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    x += px;
    y += py;
  }
  return [x / points.length, y / points.length];
}

/** Area-weighted centroid of a ring (shoelace); the vertex mean when it has no area. */
function ringCentroid(ring: Position[]): { point: Position; area: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  ring.forEach(([x0, y0], i) => {
    const [x1, y1] = ring[i + 1] ?? ring[0] ?? [x0, y0];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  });
  if (Math.abs(area) < 1e-18) return { point: vertexMean(ring), area: 0 };
  return { point: [x / (3 * area), y / (3 * area)], area: Math.abs(area / 2) };
}

/** Length-weighted centre of a line; the vertex mean when it has no length. */
function lineCentroid(line: Position[]): Position {
  let length = 0;
  let x = 0;
  let y = 0;
  line.forEach(([x0, y0], i) => {
    const [x1, y1] = line[i + 1] ?? [x0, y0];
    const segment = Math.hypot(x1 - x0, y1 - y0);
    length += segment;
    x += ((x0 + x1) / 2) * segment;
    y += ((y0 + y1) / 2) * segment;
  });
  return length > 0 ? [x / length, y / length] : vertexMean(line);
}

function pointOf(geometry: { type?: unknown; coordinates?: unknown }): Position | null {
  const { coordinates } = geometry;
  switch (geometry.type) {
    case 'Point':
      return isPosition(coordinates) ? coordinates : null;
    case 'LineString':
      return isPositions(coordinates) ? lineCentroid(coordinates) : null;
    case 'Polygon': {
      const ring = outerRing(coordinates);
      return ring ? ringCentroid(ring).point : null;
    }
    case 'MultiPolygon': {
      if (!Array.isArray(coordinates)) return null;
      let largest: { point: Position; area: number } | null = null;
      for (const polygon of coordinates) {
        const ring = outerRing(polygon);
        const centroid = ring && ringCentroid(ring);
        if (centroid && (!largest || centroid.area > largest.area)) largest = centroid;
      }
      return largest?.point ?? null;
    }
    default:
      return null;
  }
}

/**
 * Where a feature's place is: points as they are; lines and polygons by their centroid (the
 * largest polygon of a multi). Null when the geometry gives no position on the map.
 */
export function positionOf(geometry: unknown): LatLng | null {
  if (typeof geometry !== 'object' || geometry === null) return null;
  const point = pointOf(geometry);
  if (!point) return null;
  const [lng, lat] = point;
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? { lat: Number(lat.toFixed(7)), lng: Number(lng.toFixed(7)) } : null;
}
