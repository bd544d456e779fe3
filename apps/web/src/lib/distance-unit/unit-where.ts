import type { DistanceUnit, LatLng } from '@waggle/shared/distance';

/** An outline as [longitude, latitude] corners. */
type Outline = readonly (readonly [number, number])[];

const box = (west: number, south: number, east: number, north: number): Outline => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
];

// docs/product.md#distance: where road signs count in miles, as coarse outlines (tens of
// kilometres near a border may guess the neighbour's unit).
const milesOutlines: readonly Outline[] = [
  // The contiguous United States.
  [
    [-124.8, 48.4],
    [-123.0, 49.0],
    [-95.15, 49.0],
    [-89.6, 48.0],
    [-84.5, 46.6],
    [-82.4, 45.3],
    [-83.0, 42.3],
    [-79.0, 42.5],
    [-79.0, 43.3],
    [-76.3, 44.1],
    [-74.7, 45.0],
    [-71.5, 45.0],
    [-70.0, 46.7],
    [-67.8, 47.1],
    [-67.0, 44.8],
    [-69.9, 41.2],
    [-75.5, 35.2],
    [-80.0, 32.0],
    [-80.0, 25.0],
    [-81.9, 24.4],
    [-83.0, 29.0],
    [-88.0, 30.1],
    [-89.5, 28.9],
    [-94.0, 29.3],
    [-97.2, 25.8],
    [-99.5, 27.5],
    [-101.4, 29.8],
    [-103.3, 29.0],
    [-106.5, 31.8],
    [-108.2, 31.3],
    [-111.1, 31.3],
    [-114.8, 32.5],
    [-117.1, 32.5],
    [-120.6, 34.5],
    [-124.4, 40.4],
  ],
  box(-180, 51, -141, 72), // Alaska
  box(-160.6, 18.8, -154.7, 22.4), // Hawaii
  // Great Britain, then Northern Ireland.
  [
    [-5.8, 49.9],
    [1.8, 50.9],
    [1.9, 52.9],
    [0.3, 53.6],
    [-1.6, 55.7],
    [-1.7, 57.7],
    [-0.7, 60.9],
    [-2.5, 61.0],
    [-7.8, 58.5],
    [-8.7, 57.0],
    [-6.5, 55.6],
    [-5.2, 54.3],
    [-4.9, 53.2],
    [-5.4, 51.7],
  ],
  [
    [-8.2, 54.4],
    [-7.5, 55.3],
    [-6.0, 55.3],
    [-5.4, 54.6],
    [-5.9, 54.05],
    [-6.6, 54.0],
    [-7.6, 54.1],
  ],
  box(-11.5, 4.3, -7.4, 8.6), // Liberia
];

/** Whether a point is inside an outline (a ray to the east crosses its edges an odd number of times). */
function inside({ lat, lng }: LatLng, outline: Outline): boolean {
  let crossings = 0;
  outline.forEach(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length] ?? [x1, y1];
    if (y1 > lat !== y2 > lat && lng < x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1)) crossings++;
  });
  return crossings % 2 === 1;
}

// Where the browser's region counts in miles (the same countries, by locale).
const milesRegions = ['US', 'GB', 'LR', 'MM'];

/**
 * docs/product.md#distance: the unit before one is chosen in Settings — where the person is
 * (the device's position, when known), else the region of the browser's language.
 */
export function unitWhere(position: LatLng | null, locale: string): DistanceUnit {
  const miles = position
    ? milesOutlines.some((outline) => inside(position, outline))
    : milesRegions.includes(locale.split(/[-_]/)[1]?.toUpperCase() ?? '');
  return miles ? 'miles' : 'kilometers';
}
