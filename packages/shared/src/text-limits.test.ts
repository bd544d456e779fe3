import { describe, expect, it } from 'vitest';
import { placeFieldChangesSchema, placeFieldsSchema } from './place-fields';
import { reviewBodySchema } from './reviews';

// docs/product.md#reviews: a limit's message names the most that is allowed, and that is allowed.
describe('text limits', () => {
  it('take a review of exactly 2,000 characters and refuse one more', () => {
    expect(reviewBodySchema.safeParse({ rating: 5, text: 'x'.repeat(2000) }).success).toBe(true);
    const refused = reviewBodySchema.safeParse({ rating: 5, text: 'x'.repeat(2001) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Keep your review to 2,000 characters',
    ]);
  });

  it('word every place field limit as the most allowed', () => {
    const refused = placeFieldChangesSchema.safeParse({ name: 'n'.repeat(121) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Keep the name to 120 characters',
    ]);
    expect(placeFieldChangesSchema.safeParse({ name: 'n'.repeat(120) }).success).toBe(true);
  });

  it('asks for the pin when a coordinate is missing, and for a number under a typed one that is not (docs/product.md#suggestions)', () => {
    const refused = placeFieldChangesSchema.safeParse({ lat: undefined, lng: Number('abc') });
    expect(refused.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
      ['lng', 'Type the longitude as a number, like -0.1278'],
    ]);
    const fields = { name: 'Park', category: 'park', lat: undefined, lng: Number('abc') };
    const both = placeFieldsSchema.safeParse(fields);
    const position = both.error?.issues.filter(
      ({ path }) => path[0] === 'lat' || path[0] === 'lng',
    );
    expect(position?.map(({ path, message }) => [path[0], message])).toEqual([
      ['lat', 'Set the position on the map'],
      ['lng', 'Type the longitude as a number, like -0.1278'],
    ]);
  });
});
