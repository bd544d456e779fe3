import type { PlaceFields } from '@waggle/shared/place-fields';
import { createContext, useContext, type ComponentType } from 'react';
import type { FieldsEditorProps } from '../suggestions';

/**
 * What the admin area uses of the place fields as the suggest forms have them: the fields form
 * (with its field-level errors) and each field's value in words. The screen that composes the
 * admin area hands them in; the area's tests hand in a one-button stand-in for the form.
 */
export interface PlaceFieldsKit {
  Editor: ComponentType<FieldsEditorProps>;
  text: <K extends keyof PlaceFields>(name: K, value: PlaceFields[K]) => string;
}

export const PlaceFieldsKitContext = createContext<PlaceFieldsKit | null>(null);

export function usePlaceFieldsKit(): PlaceFieldsKit {
  const kit = useContext(PlaceFieldsKitContext);
  if (!kit) throw new Error('usePlaceFieldsKit must be used within a PlaceFieldsKitContext');
  return kit;
}
