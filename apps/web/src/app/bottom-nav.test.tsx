import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthUser } from '@waggle/shared/users';
import { AuthContext } from '../features/auth/auth-context';
import { createQueryClient } from '../lib/query-client';
import { authFixture, kim } from '../test/auth-fixture';
import { fakeApi, json } from '../test/fake-api';
import { simulatePlatform } from '../test/platform';
import { BottomNav } from './bottom-nav';

const impact = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@capacitor/haptics', () => ({
  Haptics: { impact },
  ImpactStyle: { Light: 'LIGHT', Medium: 'MEDIUM', Heavy: 'HEAVY' },
}));

function renderAt(path: string, user: AuthUser | null = null) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <AuthContext value={authFixture(user)}>
        <Router hook={location.hook}>
          <BottomNav />
        </Router>
      </AuthContext>
    </QueryClientProvider>,
  );
  return location;
}

describe('bottom navigation (docs/product.md#routes-and-navigation)', () => {
  it('has the four tabs with their labels and paths, the active one marked', () => {
    renderAt('/saved');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Explore', '/'],
      ['Saved', '/saved'],
      ['Suggest', '/suggest'],
      ['Profile', '/profile'],
    ]);
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Explore' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/settings', '/motd-archive', '/admin'])(
    'on %s (opened from Profile) marks the Profile tab as where the person is',
    (path) => {
      renderAt(path);
      const profile = screen.getByRole('link', { name: 'Profile' });
      expect(profile).toHaveAttribute('aria-current', 'true');
      expect(profile).toHaveClass('font-bold');
      expect(screen.getAllByRole('link').filter((link) => link.ariaCurrent)).toEqual([profile]);
    },
  );

  it('counts on the Profile tab the decisions on what the person sent that they have not seen (docs/product.md#my-contributions)', async () => {
    fakeApi({ 'GET /api/users/2/decisions': () => json({ unseen: 2 }) });
    renderAt('/', kim);
    expect(
      await screen.findByRole('link', {
        // jsdom joins the label and the badge without the space a browser puts between them.
        name: /^Profile ?2 new decisions on what you sent$/,
      }),
    ).toHaveAttribute('href', '/profile');
  });

  it('navigates and gives a light haptic tap on native when switching tabs', async () => {
    // iOS: Android drops about 30 % of light taps at random (docs/product.md#haptics), which haptics.test.ts covers.
    simulatePlatform('ios');
    const location = renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(location.history).toEqual(['/', '/profile']);
    expect(impact).toHaveBeenCalledWith({ style: 'LIGHT' });

    impact.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(impact).not.toHaveBeenCalled();
  });

  it('gives no haptics on the web', async () => {
    impact.mockClear();
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Saved' }));
    expect(impact).not.toHaveBeenCalled();
  });
});
