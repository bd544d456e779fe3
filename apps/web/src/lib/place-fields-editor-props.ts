import type { PlaceFields } from '@waggle/shared/place-fields';

/**
 * What a form for a place's fields takes: the suggestions feature's PlaceFieldsEditor, which the
 * admin area is lent (features/admin/place-fields-kit.ts) without the two importing each other.
 */
export interface FieldsEditorProps {
  /** The values the form starts from: only the fields changed from them are checked. */
  initial: PlaceFields;
  submitLabel: string;
  busy: boolean;
  /** Why the last submit failed, if it did: a refusal naming fields shows under them. */
  failure: unknown;
  /** Called with the fields changed from `initial`, once they pass the checks. */
  onSubmit: (changes: Partial<PlaceFields>) => void;
  onCancel: () => void;
}
