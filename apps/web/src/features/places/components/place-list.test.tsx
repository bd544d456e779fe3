import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocationContext, type UserLocation } from '../../../lib/location/location-context';
import { SettingsProvider } from '../../../lib/settings/settings-provider';
import { noFixLocation } from '../../../test/location-fixture';
import { placeFixture } from '../../../test/place-fixture';
import { PlaceList } from './place-list';

const places = [placeFixture({ id: 1 }), placeFixture({ id: 2, lat: 51.52 })];

function renderList(location: UserLocation, placeAction: () => null) {
  return (
    <SettingsProvider>
      <LocationContext value={location}>
        <PlaceList places={places} label="Nearby places" placeAction={placeAction} />
      </LocationContext>
    </SettingsProvider>
  );
}

describe('PlaceList', () => {
  it('renders a card again only when its distance changes, not with every location state', () => {
    const placeAction = vi.fn(() => null);
    const { rerender } = render(renderList(noFixLocation, placeAction));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(placeAction).toHaveBeenCalledTimes(2);

    // Locating, then failing, at the same position: the cards stay as they are.
    rerender(renderList({ ...noFixLocation, status: 'locating' }, placeAction));
    rerender(renderList({ ...noFixLocation, status: 'error', error: 'denied' }, placeAction));
    expect(placeAction).toHaveBeenCalledTimes(2);

    // A fix elsewhere changes every distance: each card renders again.
    rerender(
      renderList(
        { ...noFixLocation, status: 'located', hasFix: true, position: { lat: 48.85, lng: 2.35 } },
        placeAction,
      ),
    );
    expect(placeAction).toHaveBeenCalledTimes(4);
  });

  // docs/product.md#where-the-list-is-centred
  it('says distances are from central London until the device has a position, then "away"', () => {
    const placeAction = () => null;
    const { rerender } = render(renderList(noFixLocation, placeAction));
    const cards = () => screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards().join(' ')).not.toMatch(/away|nearby/);
    expect(
      cards().every((text) => /from central London|Very near central London/.test(text ?? '')),
    ).toBe(true);

    rerender(renderList({ ...noFixLocation, status: 'located', hasFix: true }, placeAction));
    expect(cards().join(' ')).not.toMatch(/central London/);
    expect(cards().every((text) => /away|Very nearby/.test(text ?? ''))).toBe(true);
  });
});
