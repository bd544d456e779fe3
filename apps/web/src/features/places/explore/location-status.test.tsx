import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationContext, type UserLocation } from '../../../lib/location/location-context';
import { noFixLocation } from '../../../test/location-fixture';
import { LocationStatus } from './location-status';

const located: UserLocation = { ...noFixLocation, status: 'located', hasFix: true };

function renderStatus(location: UserLocation, near: string | null, onLocate = vi.fn()) {
  render(
    <LocationContext value={location}>
      <LocationStatus near={near} onLocate={onLocate} />
    </LocationContext>,
  );
  return onLocate;
}

// docs/product.md#where-the-list-is-centred
describe('the location status line', () => {
  it.each<[string, UserLocation, string | null, string, string]>([
    ['no position', noFixLocation, null, 'Showing places near central London.', 'Use my location'],
    ['a position', located, null, 'Showing places near you.', 'Update location'],
    ['a chosen town', located, 'Brighton', 'Showing places near Brighton.', 'Use my location'],
    [
      'a refusal and a town',
      { ...noFixLocation, status: 'error', error: 'Unable to get your location.' },
      'Brighton',
      'Unable to get your location. Showing places near Brighton.',
      'Use my location',
    ],
  ])('with %s says where the list is centred', (_case, location, near, text, button) => {
    renderStatus(location, near);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it('asks for the position through onLocate', async () => {
    const onLocate = renderStatus(located, 'Brighton');
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(onLocate).toHaveBeenCalledTimes(1);
  });
});
