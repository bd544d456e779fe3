import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retryableLazy, retryFailedLoads } from '../lib/retryable-lazy';
import { ScreenBoundary } from './screen-boundary';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/saved-abc.js');

function renderScreen(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const Screen = retryableLazy(load);
  render(
    <ScreenBoundary location="/saved" onRetry={retryFailedLoads}>
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    </ScreenBoundary>,
  );
}

describe('a screen whose code cannot load', () => {
  it('shows a retry state, and "Try again" loads it once the network is back', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: () => <h1>Saved</h1> });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(load);
    expect(
      await screen.findByRole('heading', { level: 1, name: "This screen didn't load" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You're offline. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload Waggle' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('"Try again" also loads again a part of the screen that failed, such as the map', async () => {
    const loadMap = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: () => <p>the map</p> });
    const PlaceMap = retryableLazy(loadMap);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(() => Promise.resolve({ default: () => <PlaceMap /> }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the map')).toBeInTheDocument();
    expect(loadMap).toHaveBeenCalledTimes(2);
  });

  it('online, says the app may have been updated and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderScreen(() => Promise.reject(chunkError()));
    expect(await screen.findByText(/Waggle may have been updated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Waggle' })).toBeInTheDocument();
  });

  it('a screen that breaks while rendering gets the same way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderScreen(() => Promise.resolve({ default: Broken }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
