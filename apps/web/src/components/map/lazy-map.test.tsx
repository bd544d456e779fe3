import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openStreetMapConfig } from '@waggle/shared/map-config';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { LazyPinMap } from './lazy-map';

// The pin map's chunk, as the network serves it: failing while `chunk.offline`.
const chunk = vi.hoisted(() => ({ offline: true, loads: 0 }));
vi.mock('./pin-map', () => {
  chunk.loads += 1;
  if (chunk.offline) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/pin-map-abc.js');
  }
  return { default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> };
});

describe('a map whose code cannot load', () => {
  it('says so in its own place, beside what the screen still shows, and "Try again" loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = fakeApi({ 'GET /api/config/map': () => json(openStreetMapConfig) });
    render(
      <QueryClientProvider client={createQueryClient('web')}>
        <label>
          Latitude <input defaultValue="51.5" />
        </label>
        <LazyPinMap
          className="h-56"
          label="Map for the place's position"
          pin={null}
          center={{ lat: 51.5, lng: -0.12 }}
          zoom={13}
          onPinChange={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText("The map couldn't load. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue('51.5');
    // Where the tiles come from was asked while the code was on its way, not after it.
    expect(api).toHaveBeenCalledWith('/api/config/map', expect.anything());

    chunk.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: "Map for the place's position" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The map couldn't load/)).not.toBeInTheDocument();
    expect(chunk.loads).toBe(2);
  });
});
