import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { BaseMap } from './base-map';

const renderMap = () =>
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <BaseMap center={{ lat: 51.51, lng: -0.13 }} zoom={13} label="Map of nearby places">
        {null}
      </BaseMap>
    </QueryClientProvider>,
  );

describe('the map tiles', () => {
  it('come from the tile server the server names, with its credit', async () => {
    fakeApi({
      'GET /api/config/map': () =>
        json({
          tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
          attribution: 'Map by <a href="https://tiles.example.org">Example Tiles</a>',
        }),
    });
    renderMap();
    expect(await screen.findByRole('link', { name: 'Example Tiles' })).toBeInTheDocument();
    expect(screen.queryByText(/OpenStreetMap/)).not.toBeInTheDocument();
  });

  it("are OpenStreetMap's when the server cannot be asked (offline), so cached tiles still show", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    renderMap();
    expect(await screen.findByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });
});
