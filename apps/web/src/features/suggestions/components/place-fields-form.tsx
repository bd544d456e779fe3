import { dogSizes, dogSizeText, placeCategories, placeCategoryLabels } from '@waggle/shared/domain';
import {
  maxAddressLength,
  maxCityLength,
  maxCountryLength,
  maxOpeningHoursLength,
  maxPhoneLength,
  maxPlaceDescriptionLength,
  maxPlaceNameLength,
  maxWebsiteLength,
  placeFieldLabels,
} from '@waggle/shared/place-fields';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import type { PlaceFieldErrors, PlaceFieldsDraft } from '../place-fields-draft';
import { unknownText } from '../place-field-text';
import { AnswerField } from './answer-field';
import { SelectField } from './select-field';
import { PositionField } from './position-field';

export interface PlaceFieldsFormProps {
  /**
   * The fields as typed so far: start from `emptyPlaceFieldsDraft` or `draftFromPlace(place)`
   * (place-fields-draft.ts), and read them with `draftInput(draft)` and the shared
   * `placeFieldsSchema` (or `draftChanges` for an edit).
   */
  value: PlaceFieldsDraft;
  /** Called with the whole new draft on every edit. */
  onChange: (draft: PlaceFieldsDraft) => void;
  /** Messages under the fields, in the schema's own words; a field with one is marked invalid. */
  errors: PlaceFieldErrors;
}

const categoryOptions = [
  { value: '' as const, label: 'Choose a category' },
  ...placeCategories.map((category) => ({ value: category, label: placeCategoryLabels[category] })),
];

const sizeOptions = [
  { value: 'unknown' as const, label: unknownText },
  ...dogSizes.map((size) => ({ value: size, label: dogSizeText(size) })),
];

const policyFields = ['dogsInside', 'offLeash', 'fenced', 'waterBowls'] as const;

/**
 * Every field a person can give a place, with its message under it: the suggest form, the
 * edit-suggestion dialog and the admin's place editor. A part of a form, not a form itself.
 */
export function PlaceFieldsForm({ value, onChange, errors }: PlaceFieldsFormProps) {
  const set =
    <K extends keyof PlaceFieldsDraft>(name: K) =>
    (next: PlaceFieldsDraft[K]) =>
      onChange({ ...value, [name]: next });
  return (
    <div className="grid gap-5">
      <TextField
        label={placeFieldLabels.name}
        value={value.name}
        onChange={set('name')}
        maxLength={maxPlaceNameLength}
        error={errors.name}
      />
      <SelectField
        label={placeFieldLabels.category}
        value={value.category}
        onChange={set('category')}
        options={categoryOptions}
        error={errors.category}
      />
      <PositionField
        value={{ lat: value.lat, lng: value.lng }}
        onChange={(position) => onChange({ ...value, ...position })}
        errors={{ lat: errors.lat, lng: errors.lng }}
      />
      <TextField
        label={placeFieldLabels.address}
        value={value.address}
        onChange={set('address')}
        autoComplete="street-address"
        maxLength={maxAddressLength}
        error={errors.address}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={placeFieldLabels.city}
          value={value.city}
          onChange={set('city')}
          autoComplete="address-level2"
          maxLength={maxCityLength}
          error={errors.city}
        />
        <TextField
          label={placeFieldLabels.country}
          value={value.country}
          onChange={set('country')}
          autoComplete="country-name"
          maxLength={maxCountryLength}
          error={errors.country}
        />
      </div>
      <TextArea
        label={placeFieldLabels.description}
        value={value.description}
        onChange={set('description')}
        limit={maxPlaceDescriptionLength}
        error={errors.description}
      />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Dog policy</legend>
        {policyFields.map((name) => (
          <AnswerField
            key={name}
            label={placeFieldLabels[name]}
            value={value[name]}
            onChange={set(name)}
            error={errors[name]}
          />
        ))}
        <SelectField
          label={placeFieldLabels.maxDogSize}
          value={value.maxDogSize ?? 'unknown'}
          onChange={(size) => onChange({ ...value, maxDogSize: size === 'unknown' ? null : size })}
          options={sizeOptions}
          error={errors.maxDogSize}
        />
      </fieldset>
      <TextField
        label={placeFieldLabels.website}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value.website}
        onChange={set('website')}
        maxLength={maxWebsiteLength}
        error={errors.website}
      />
      <TextField
        label={placeFieldLabels.phone}
        type="tel"
        value={value.phone}
        onChange={set('phone')}
        maxLength={maxPhoneLength}
        error={errors.phone}
      />
      <TextArea
        label={placeFieldLabels.openingHours}
        value={value.openingHours}
        onChange={set('openingHours')}
        limit={maxOpeningHoursLength}
        error={errors.openingHours}
      />
    </div>
  );
}
