import { placeCategoryLabels, type DogSize } from '@waggle/shared/domain';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { coordinateText, type PlaceFieldName } from './place-fields-draft';

export const dogSizeLabels: Record<DogSize, string> = {
  small: 'Small (up to 10 kg)',
  medium: 'Medium (10–25 kg)',
  large: 'Large (25–45 kg)',
  giant: 'Giant (over 45 kg)',
};

/** DESIGN.md §3: null means unknown, and the UI says "Unknown", not "no". */
export const unknownText = 'Unknown';

const asIs = (text: string) => text;
const yesNo = (answer: boolean) => (answer ? 'Yes' : 'No');

const formatters: { [K in PlaceFieldName]: (value: NonNullable<PlaceFields[K]>) => string } = {
  name: asIs,
  category: (category) => placeCategoryLabels[category],
  lat: coordinateText,
  lng: coordinateText,
  address: asIs,
  description: asIs,
  website: asIs,
  phone: asIs,
  openingHours: asIs,
  dogsInside: yesNo,
  offLeash: yesNo,
  fenced: yesNo,
  waterBowls: yesNo,
  maxDogSize: (size) => dogSizeLabels[size],
};

/** A field's value in words. */
export function placeFieldText<K extends PlaceFieldName>(name: K, value: PlaceFields[K]): string {
  return value === null ? unknownText : formatters[name](value);
}
