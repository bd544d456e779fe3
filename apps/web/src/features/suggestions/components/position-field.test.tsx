import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocationContext } from '../../../lib/location/location-context';
import { noFixLocation } from '../../../test/location-fixture';
import { PositionField } from './position-field';

// The pin map's chunk cannot be fetched (offline, or replaced by a deploy).
vi.mock('../../../components/map/pin-map', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/pin-map-abc.js');
});

function Harness() {
  const [value, setValue] = useState({ lat: '', lng: '' });
  return (
    <LocationContext value={noFixLocation}>
      <PositionField value={value} onChange={setValue} errors={{}} />
    </LocationContext>
  );
}

describe('the position field without its map', () => {
  it('says the map failed in its place, and the coordinates can still be typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Harness />);
    expect(
      await screen.findByText("The map couldn't load. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Latitude'), '51.501');
    await userEvent.type(screen.getByLabelText('Longitude'), '-0.1');
    expect(screen.getByLabelText('Latitude')).toHaveValue('51.501');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-0.1');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  });
});
