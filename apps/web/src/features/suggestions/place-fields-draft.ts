import { dogSizes, placeCategories, type DogSize, type PlaceCategory } from '@waggle/shared/domain';
import {
  placeFieldNames,
  type PlaceFieldChanges,
  type PlaceFields,
} from '@waggle/shared/place-fields';
import { z } from 'zod';

/**
 * The place fields as a form holds them while they are edited: text as typed (the position too,
 * so a half-typed coordinate stays on screen), answers as chosen, null meaning "unknown".
 */
export interface PlaceFieldsDraft {
  name: string;
  category: PlaceCategory | '';
  lat: string;
  lng: string;
  address: string;
  city: string;
  country: string;
  description: string;
  website: string;
  phone: string;
  openingHours: string;
  dogsInside: boolean | null;
  offLeash: boolean | null;
  fenced: boolean | null;
  waterBowls: boolean | null;
  maxDogSize: DogSize | null;
}

/** A draft as kept in session storage (docs/product.md#drafts), read back with this. */
export const placeFieldsDraftSchema = z.object({
  name: z.string(),
  category: z.enum(placeCategories).or(z.literal('')),
  lat: z.string(),
  lng: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  description: z.string(),
  website: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  dogsInside: z.boolean().nullable(),
  offLeash: z.boolean().nullable(),
  fenced: z.boolean().nullable(),
  waterBowls: z.boolean().nullable(),
  maxDogSize: z.enum(dogSizes).nullable(),
}) satisfies z.ZodType<PlaceFieldsDraft>;

export type PlaceFieldName = keyof PlaceFields;

/** A message under a field, as the shared schema words it. */
export type PlaceFieldErrors = Partial<Record<PlaceFieldName, string>>;

export const emptyPlaceFieldsDraft: PlaceFieldsDraft = {
  name: '',
  category: '',
  lat: '',
  lng: '',
  address: '',
  city: '',
  country: '',
  description: '',
  website: '',
  phone: '',
  openingHours: '',
  dogsInside: null,
  offLeash: null,
  fenced: null,
  waterBowls: null,
  maxDogSize: null,
};

/** Some fields' values as the form holds them: null text as empty, coordinates as text. */
export function draftOfFields(fields: PlaceFieldChanges): Partial<PlaceFieldsDraft> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      value === null
        ? emptyPlaceFieldsDraft[name as PlaceFieldName]
        : typeof value === 'number'
          ? String(value)
          : value,
    ]),
  );
}

/** A place's current values, to be edited; a Place's other fields stay out. */
export const draftFromPlace = (place: PlaceFields): PlaceFieldsDraft => ({
  ...emptyPlaceFieldsDraft,
  ...draftOfFields(Object.fromEntries(placeFieldNames.map((name) => [name, place[name]]))),
});

/** A typed coordinate: empty is "not set"; a decimal comma is read as a point. */
export function coordinate(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** The draft as input for `placeFieldsSchema`, which trims, checks and words the errors. */
export function draftInput(draft: PlaceFieldsDraft): Record<PlaceFieldName, unknown> {
  return {
    ...draft,
    category: draft.category === '' ? undefined : draft.category,
    lat: coordinate(draft.lat),
    lng: coordinate(draft.lng),
  };
}

/** A coordinate as the form shows it: at most 6 decimals (about 10 cm). */
export const coordinateText = (value: number) => String(Number(value.toFixed(6)));
