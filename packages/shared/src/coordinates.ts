import type { z } from 'zod';

// docs/product.md#places-and-nearby-search: a position the database can hold and compute with.
// JSON carries any double, so bounds alone are not enough: a subnormal such as 5e-324 is within
// -90–90 but turns the database's position arithmetic into an underflow error.

/** The smallest distance from 0 a coordinate may have, 0 itself aside: 1e-7° (about 1 cm). */
export const minCoordinateMagnitude = 1e-7;

const isStorable = (value: number) => value === 0 || Math.abs(value) >= minCoordinateMagnitude;

type NumberSchema = z.ZodNumber | z.ZodCoercedNumber;

function coordinate<T extends NumberSchema>(
  number: T,
  name: 'Latitude' | 'Longitude',
  limit: number,
) {
  const range = `${name} is between -${limit} and ${limit}`;
  return number
    .min(-limit, range)
    .max(limit, range)
    .refine(isStorable, `${name} is 0 or at least ${minCoordinateMagnitude.toFixed(7)} from it`);
}

/** A latitude: -90–90, and 0 or at least 1e-7 from it. `number` gives the type's own messages. */
export const latitude = <T extends NumberSchema>(number: T) => coordinate(number, 'Latitude', 90);

/** A longitude: -180–180, and 0 or at least 1e-7 from it. */
export const longitude = <T extends NumberSchema>(number: T) =>
  coordinate(number, 'Longitude', 180);
