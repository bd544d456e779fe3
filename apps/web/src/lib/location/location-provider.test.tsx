import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserLocation } from './location-context';
import { storage } from '../storage';
import { LocationProvider, locationEnabledKey } from './location-provider';

const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>();

function Probe() {
  const { status, position, hasFix, error, refresh } = useUserLocation();
  return (
    <>
      <p data-testid="state">
        {status} {position.lat},{position.lng} {String(hasFix)} {error ?? '-'}
      </p>
      <button type="button" onClick={refresh}>
        refresh
      </button>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

beforeEach(() => {
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
});

describe('LocationProvider (docs/product.md#device-location)', () => {
  it('locates at start-up with the documented options, London until the fix', async () => {
    let succeed: PositionCallback = () => undefined;
    getCurrentPosition.mockImplementation((success) => {
      succeed = success;
    });
    render(<LocationProvider children={<Probe />} />);
    await vi.waitFor(() => expect(state()).toBe('locating 51.5074,-0.1278 false -'));
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    act(() => succeed({ coords: { latitude: 48.2, longitude: 16.37 } } as GeolocationPosition));
    await vi.waitFor(() => expect(state()).toBe('located 48.2,16.37 true -'));
  });

  it('shows the documented error and keeps the default position; refresh tries again', async () => {
    getCurrentPosition.mockImplementation((_success, failure) =>
      failure?.({ code: 3 } as GeolocationPositionError),
    );
    render(<LocationProvider children={<Probe />} />);
    await vi.waitFor(() =>
      expect(state()).toBe(
        'error 51.5074,-0.1278 false Unable to get your location. Location request timed out. Please try again.',
      ),
    );
    getCurrentPosition.mockImplementation((success) =>
      success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition),
    );
    act(() => screen.getByRole('button', { name: 'refresh' }).click());
    await vi.waitFor(() => expect(state()).toBe('located 1,2 true -'));
  });

  it.each([['false'], ['no'], ['']])('stays idle when location_enabled is "%s"', async (flag) => {
    localStorage.setItem('location_enabled', flag);
    render(<LocationProvider children={<Probe />} />);
    // A second read of the flag answers after the provider's own, whose answer is then handled.
    await act(() => storage.get(locationEnabledKey));
    expect(state()).toBe('idle 51.5074,-0.1278 false -');
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('locates when location_enabled is "true"', async () => {
    localStorage.setItem('location_enabled', 'true');
    render(<LocationProvider children={<Probe />} />);
    await vi.waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
  });

  it('is a developer error to use the location outside its provider (docs/product.md#device-location)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(
      'useUserLocation must be used within a LocationProvider',
    );
  });
});
