import type { PlaceCategory } from '@waggle/shared/domain';

export const categoryLabels: Record<PlaceCategory, string> = {
  dog_park: 'Dog park',
  park: 'Park',
  beach: 'Beach',
  trail: 'Trail',
  cafe: 'Café',
  restaurant: 'Restaurant',
  bar: 'Bar',
  hotel: 'Hotel',
  shop: 'Shop',
  vet: 'Vet',
  groomer: 'Groomer',
  other: 'Other',
};

/** DESIGN.md §3: null means unknown, and the UI says "unknown", not "no". */
export const policyText = (value: boolean | null): string =>
  value === null ? 'Unknown' : value ? 'Yes' : 'No';
