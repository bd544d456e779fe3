import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthUser } from '@waggle/shared/users';
import { AuthContext } from '../../features/auth/auth-context';
import { createQueryClient } from '../../lib/query-client';
import { authFixture, kim } from '../../test/auth-fixture';
import ProfileScreen from './profile';

function renderProfile(user: AuthUser | null) {
  const memory = memoryLocation({ path: '/profile', record: true });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <AuthContext value={authFixture(user)}>
        <Router hook={memory.hook}>
          <ProfileScreen />
        </Router>
      </AuthContext>
    </QueryClientProvider>,
  );
  return memory;
}

describe('the Profile screen', () => {
  it.each([
    ['signed out', null],
    ['signed in', kim],
  ])('leads to Settings when %s', async (_state, user) => {
    const memory = renderProfile(user);
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    await userEvent.click(settings);
    expect(memory.history?.at(-1)).toBe('/settings');
  });
});
