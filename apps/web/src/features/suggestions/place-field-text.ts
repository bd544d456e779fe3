import { dogSizeText, placeCategoryLabels } from '@waggle/shared/domain';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { coordinateText, type PlaceFieldName } from './place-fields-draft';

/** docs/product.md#places-and-nearby-search: null means unknown, and the UI says "Unknown", not "no". */
export const unknownText = 'Unknown';

const asIs = (text: string) => text;
const yesNo = (answer: boolean) => (answer ? 'Yes' : 'No');

const formatters: { [K in PlaceFieldName]: (value: NonNullable<PlaceFields[K]>) => string } = {
  name: asIs,
  category: (category) => placeCategoryLabels[category],
  lat: coordinateText,
  lng: coordinateText,
  address: asIs,
  city: asIs,
  country: asIs,
  description: asIs,
  website: asIs,
  phone: asIs,
  openingHours: asIs,
  dogsInside: yesNo,
  offLeash: yesNo,
  fenced: yesNo,
  waterBowls: yesNo,
  maxDogSize: dogSizeText,
};

/** A field's value in words. */
export function placeFieldText<K extends PlaceFieldName>(name: K, value: PlaceFields[K]): string {
  return value === null ? unknownText : formatters[name](value);
}
