import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { kim } from '../../../test/auth-fixture';
import { fakeApi, json } from '../../../test/fake-api';
import { ProfileForm } from './profile-form';

vi.mock('../../../lib/native/haptics');
vi.mock('../../../components/ui/toast-store');

describe('the profile form (docs/product.md#profile-and-account)', () => {
  it('takes back a dog size chosen before: "Not set" sends none', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'PATCH /api/users/2': (body) => {
        sent.push(body);
        return json({
          id: 2,
          userId: 2,
          firebaseUID: 'uid-2',
          username: 'kim',
          email: 'kim@example.com',
          displayName: 'Kim',
          photoURL: null,
          dogName: 'Rex',
          dogSize: null,
          isAdmin: false,
        });
      },
    });
    render(
      <QueryClientProvider client={createQueryClient('web')}>
        <ProfileForm user={{ ...kim, dogName: 'Rex', dogSize: 'large' }} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('radio', { name: /Large/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Not set' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ dogName: 'Rex', dogSize: null });
  });
});
