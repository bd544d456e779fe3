import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cachedLocationsKey } from '../cached-locations';
import { ConnectivityContext, type Connectivity } from '../connectivity-context';
import { phoneBrowserQuery } from '../../../lib/platform';
import { connectivityFixture } from '../../../test/connectivity-fixture';
import { placeFixture } from '../../../test/place-fixture';
import { simulatePlatform } from '../../../test/platform';
import { OfflineScreen } from './offline-screen';

function renderScreen(fields: Partial<Connectivity> = {}) {
  const location = memoryLocation({ path: '/saved', record: true });
  render(
    <ConnectivityContext value={connectivityFixture({ online: false, ...fields })}>
      <Router hook={location.hook}>
        <OfflineScreen />
      </Router>
    </ConnectivityContext>,
  );
  return location;
}

/** A phone's browser: `matchMedia` answers the phone query (coarse pointer, narrow viewport). */
function simulatePhoneBrowser() {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === phoneBrowserQuery ? ({ matches: true } as MediaQueryList) : matchMedia(query),
  );
}

const tips = () =>
  within(screen.getByRole('region', { name: /Tips$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the No Internet Connection screen (docs/product.md#connectivity-and-offline)', () => {
  it('on a computer: connection tips, no restart tip, a refresh hint, no network line', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeVisible();
    expect(
      screen.getByText(
        'Waggle needs an internet connection to load dog-friendly locations and features.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Connection Tips' })).toBeVisible();
    expect(tips()).toEqual([
      'Check that WiFi or mobile data is turned on.',
      'Move to a spot with a better signal.',
      'Waggle needs the internet for fresh location data.',
    ]);
    expect(screen.getByText('Or refresh this page once your connection is back.')).toBeVisible();
    expect(screen.queryByText(/Network status/)).not.toBeInTheDocument();
  });

  it("in a phone's browser: mobile tips with the restart tip, no refresh hint", () => {
    simulatePhoneBrowser();
    renderScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'Mobile App Tips' })).toBeVisible();
    expect(tips()).toContain('Restart the app if problems persist.');
    expect(screen.queryByText(/refresh this page/)).not.toBeInTheDocument();
  });

  it.each([
    ['none', 'No connection'],
    ['wifi', 'WiFi'],
    ['cellular', 'Mobile data'],
  ] as const)('in the app: mobile tips and the network status line (%s)', (type, text) => {
    simulatePlatform('ios');
    renderScreen({ connectionType: type });
    expect(screen.getByRole('heading', { level: 2, name: 'Mobile App Tips' })).toBeVisible();
    expect(tips()).toHaveLength(4);
    // The line reads the type; a screen reader hears what it is first.
    expect(screen.getByText(text).closest('p')).toHaveTextContent(`Network status: ${text}`);
    expect(screen.queryByText(/refresh this page/)).not.toBeInTheDocument();
  });

  it('"Try Again" checks the connection again', async () => {
    const retry = vi.fn();
    renderScreen({ retry });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('while checking, the button reads "Checking Connection..." and is busy', () => {
    renderScreen({ checking: true });
    expect(screen.getByRole('button', { name: 'Checking Connection...' })).toBeDisabled();
  });

  it('offers no cached browsing when nothing is cached', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Try Again' });
    // The cached list is read asynchronously: give it the chance to show the button.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Browse Cached Locations' })).toBeNull();
  });

  it('"Browse Cached Locations", with its note, keeps the screen asked for (docs/product.md#saved-copies)', async () => {
    localStorage.setItem(cachedLocationsKey, JSON.stringify([placeFixture({ id: 1 })]));
    const browseCached = vi.fn();
    const location = renderScreen({ browseCached });
    const browse = await screen.findByRole('button', { name: 'Browse Cached Locations' });
    expect(browse).toHaveAccessibleDescription(/^Limited offline browsing/);
    await userEvent.click(browse);
    expect(browseCached).toHaveBeenCalledOnce();
    expect(location.history).toEqual(['/saved']);
  });
});
