import { z } from 'zod';
import { latitude, longitude } from './coordinates';
import { dogSizeSchema, placeCategories } from './domain';
import { text } from './text';

// The fields a person can give a place: the suggest form, the edit-suggestion dialog and the
// admin's place editor all validate with these, and so does the server. Messages are shown under
// the fields as they are.

export const maxPlaceNameLength = 120;
export const maxPlaceDescriptionLength = 1000;
export const maxAddressLength = 200;
export const maxCityLength = 100;
export const maxCountryLength = 100;
export const maxOpeningHoursLength = 200;
export const maxPhoneLength = 40;
export const maxWebsiteLength = 500;

/** Optional text: trimmed, and empty means "not given" (null). */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** http(s) only: a `javascript:` or `data:` address is refused. */
const website = text()
  .trim()
  .max(
    maxWebsiteLength,
    `Keep the web address to ${maxWebsiteLength.toLocaleString('en')} characters`,
  )
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter a web address starting with http:// or https://')
  .transform((value) => (value === '' ? null : value))
  .nullable();

const phone = text()
  .trim()
  .max(maxPhoneLength, `Keep the phone number to ${maxPhoneLength.toLocaleString('en')} characters`)
  .regex(/^$|^\+?[\d\s().-]{3,}$/, 'Enter a phone number: digits, spaces and + ( ) - only')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** A dog-policy answer: yes, no, or null for "unknown". */
const policy = z.boolean({ error: 'Choose yes, no or unknown' }).nullable();

/**
 * docs/product.md#suggestions: a missing coordinate asks for the pin; a typed one that is not a
 * number says so under its own field.
 */
const coordinateError =
  (axis: 'latitude' | 'longitude', example: string) =>
  ({ input }: { input?: unknown }) =>
    input === undefined || input === null
      ? 'Set the position on the map'
      : `Type the ${axis} as a number, like ${example}`;

export const placeFieldsSchema = z.strictObject({
  name: text()
    .trim()
    .min(1, 'Give the place a name')
    .max(
      maxPlaceNameLength,
      `Keep the name to ${maxPlaceNameLength.toLocaleString('en')} characters`,
    ),
  category: z.enum(placeCategories, { error: 'Choose a category' }),
  lat: latitude(z.number({ error: coordinateError('latitude', '51.5074') })),
  lng: longitude(z.number({ error: coordinateError('longitude', '-0.1278') })),
  address: optionalText(
    maxAddressLength,
    `Keep the address to ${maxAddressLength.toLocaleString('en')} characters`,
  ),
  city: optionalText(
    maxCityLength,
    `Keep the town or city to ${maxCityLength.toLocaleString('en')} characters`,
  ),
  country: optionalText(
    maxCountryLength,
    `Keep the country to ${maxCountryLength.toLocaleString('en')} characters`,
  ),
  description: optionalText(
    maxPlaceDescriptionLength,
    `Keep the description to ${maxPlaceDescriptionLength.toLocaleString('en')} characters`,
  ),
  website,
  phone,
  openingHours: optionalText(
    maxOpeningHoursLength,
    `Keep the opening hours to ${maxOpeningHoursLength.toLocaleString('en')} characters`,
  ),
  dogsInside: policy,
  offLeash: policy,
  fenced: policy,
  waterBowls: policy,
  maxDogSize: dogSizeSchema.nullable(),
});
export type PlaceFieldsInput = z.input<typeof placeFieldsSchema>;
export type PlaceFields = z.output<typeof placeFieldsSchema>;
export const placeFieldNames = Object.keys(placeFieldsSchema.shape) as (keyof PlaceFields)[];

/** What each field is called: on the forms, in a change's summary and in the admin area. */
export const placeFieldLabels: Record<keyof PlaceFields, string> = {
  name: 'Name',
  category: 'Category',
  lat: 'Latitude',
  lng: 'Longitude',
  address: 'Address',
  city: 'Town or city',
  country: 'Country',
  description: 'Description',
  website: 'Website',
  phone: 'Phone',
  openingHours: 'Opening hours',
  dogsInside: 'Dogs allowed inside',
  offLeash: 'Off-leash allowed',
  fenced: 'Fenced',
  waterBowls: 'Water bowls',
  maxDogSize: 'Largest dog allowed',
};

/** Some of the fields, at least one: an edit suggestion or an admin's correction. */
export const placeFieldChangesSchema = placeFieldsSchema
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, 'Change at least one field');
export type PlaceFieldChanges = z.output<typeof placeFieldChangesSchema>;
