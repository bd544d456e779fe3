import { describe, expect, it } from 'vitest';
import { placeFixture } from '../../test/place-fixture';
import { changeRows, draftChanges } from './place-field-changes';
import { draftFromPlace } from './place-fields-draft';

const place = placeFixture({
  id: 1,
  name: 'Bark Café',
  category: 'cafe',
  lat: 51.5,
  lng: -0.12,
  phone: 'call us!', // Imported data the schema would refuse today.
  offLeash: false,
  maxDogSize: 'large',
});
const unchanged = draftFromPlace(place);

describe('what an edit changes', () => {
  it('is nothing for the place as it is, even with a value the schema would refuse', () => {
    expect(draftChanges(place, unchanged)).toEqual({ changes: {}, errors: {} });
  });

  it('reads each edited field with the schema, leaving out edits that read the same', () => {
    const { changes, errors } = draftChanges(place, {
      ...unchanged,
      name: ' Bark Café ',
      lat: '51.50',
      lng: '-0,1',
      category: 'restaurant',
      description: 'Water and treats at the door',
      offLeash: null,
      maxDogSize: null,
    });
    expect(errors).toEqual({});
    expect(changes).toEqual({
      category: 'restaurant',
      lng: -0.1,
      description: 'Water and treats at the door',
      offLeash: null,
      maxDogSize: null,
    });
    expect(
      changeRows(place, changes).map(({ label, from, to }) => `${label}: ${from} → ${to}`),
    ).toEqual([
      'Category: Café → Restaurant',
      'Longitude: -0.12 → -0.1',
      'Description: Unknown → Water and treats at the door',
      'Off-leash allowed: No → Unknown',
      'Largest dog allowed: Large (25–45 kg) → Unknown',
    ]);
  });

  it('gives the schema’s message for an edited field it refuses', () => {
    const { changes, errors } = draftChanges(place, {
      ...unchanged,
      name: '',
      website: 'ftp://files.example',
      lat: '91',
    });
    expect(changes).toEqual({});
    expect(errors).toEqual({
      name: 'Give the place a name',
      lat: 'Latitude is between -90 and 90',
      website: 'Enter a web address starting with http:// or https://',
    });
  });
});
