import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Place } from '@waggle/shared/places';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useToasts } from '../../../components/ui/toast-store';
import { LocationContext } from '../../../lib/location/location-context';
import { noFixLocation } from '../../../test/location-fixture';
import { createQueryClient } from '../../../lib/query-client';
import { placeFixture } from '../../../test/place-fixture';
import { suggestionFixture } from '../../../test/suggestion-fixture';
import { SuggestEditButton } from './suggest-edit-button';

vi.mock('../../../components/map/lazy-map', () => ({
  LazyPinMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => fetchMock.mockReset());

const place: Place = placeFixture({
  id: 5,
  name: 'Bark Café',
  category: 'cafe',
  lat: 51.5,
  lng: -0.12,
  address: '1 High Street',
  dogsInside: null,
});

function ToastTitle() {
  return <p data-testid="toast">{useToasts()[0]?.title}</p>;
}

function renderButton(userId: number | null, path = '/location/5') {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <LocationContext.Provider value={noFixLocation}>
        <Router hook={location.hook}>
          <SuggestEditButton place={place} userId={userId} />
          <ToastTitle />
        </Router>
      </LocationContext.Provider>
    </QueryClientProvider>,
  );
  return location;
}

async function openDialog() {
  renderButton(3);
  await userEvent.click(screen.getByRole('button', { name: 'Suggest an edit' }));
  return screen.getByRole('dialog', { name: 'Suggest an edit to Bark Café' });
}

function sentBody(): unknown {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

describe('edit-suggestion dialog', () => {
  it('signed out, leads to sign-in and back to the place with the dialog open (docs/product.md#drafts)', () => {
    renderButton(null);
    expect(screen.getByRole('link', { name: 'Sign in to suggest an edit' })).toHaveAttribute(
      'href',
      '/signup?next=%2Flocation%2F5%3Fsuggest-edit',
    );
  });

  it('opens at once from the address sign-in comes back to, with the draft kept before', async () => {
    const first = renderButton(3);
    await userEvent.click(screen.getByRole('button', { name: 'Suggest an edit' }));
    await userEvent.type(screen.getByLabelText('Town or city'), 'London');
    cleanup();

    const location = renderButton(3, '/location/5?suggest-edit');
    const dialog = screen.getByRole('dialog', { name: 'Suggest an edit to Bark Café' });
    expect(within(dialog).getByLabelText('Town or city')).toHaveValue('London');
    // Closed, the address is the place's own again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(location.history?.at(-1)).toBe('/location/5');
    expect(first.history).toEqual(['/location/5']);
  });

  it('asks before a changed form is closed by Escape or back, and keeps it on "Keep editing" (docs/product.md#drafts)', async () => {
    const dialog = await openDialog();
    // The dialog itself has the focus: no field's text is selected, no keyboard pops up.
    expect(dialog).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Name'), ' & Bakery');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bark Café & Bakery');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Suggest an edit to Bark Café' })).toBeVisible();

    window.history.back();
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard what you typed?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Suggest an edit' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Bark Café');
  });

  it('closes on Escape without asking while nothing is changed', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is prefilled with the place and lists only what changes, old → new', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bark Café');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('cafe');
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue('51.5');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('1 High Street');
    const summary = within(dialog).getByRole('region', { name: 'What changes' });
    expect(summary).toHaveTextContent('Nothing yet.');

    await userEvent.type(within(dialog).getByLabelText('Website'), 'https://bark.example');
    const dogsInside = within(dialog).getByRole('radiogroup', { name: 'Dogs allowed inside' });
    await userEvent.click(within(dogsInside).getByLabelText('Yes'));
    // Typing the same name again is no change.
    await userEvent.type(within(dialog).getByLabelText('Name'), ' ');

    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Website: Unknown → https://bark.example', 'Dogs allowed inside: Unknown → Yes']);
  });

  it('sends only the changed fields and the note, then closes with a toast', async () => {
    const dialog = await openDialog();
    await userEvent.clear(within(dialog).getByLabelText('Address'));
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Largest dog allowed'),
      'Medium (10–25 kg)',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Note for the moderators (optional)'),
      'They moved',
    );
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify(
          suggestionFixture({
            id: 1,
            kind: 'edit',
            placeId: 5,
            placeName: 'Bark Café',
            fields: { address: null, maxDogSize: 'medium' },
            note: 'They moved',
          }),
        ),
        { status: 201 },
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send changes' }));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/suggestions');
    expect(sentBody()).toEqual({
      kind: 'edit',
      placeId: 5,
      fields: { address: null, maxDogSize: 'medium' },
      note: 'They moved',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('toast')).toHaveTextContent('Thanks for the correction!');
  });

  it('says "Change at least one field" and sends nothing when nothing changed', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Change at least one field');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the schema’s message under a changed field and focuses it', async () => {
    const dialog = await openDialog();
    const website = within(dialog).getByLabelText('Website');
    await userEvent.type(website, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(
      'Enter a web address starting with http:// or https://',
    );
    expect(website).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under those fields', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'validation_failed',
          message: 'Invalid body: fields.phone: Enter a phone number',
          details: [{ path: ['fields', 'phone'], message: 'Enter a phone number' }],
        }),
        { status: 400 },
      ),
    );
    const dialog = await openDialog();
    const phone = within(dialog).getByLabelText('Phone');
    await userEvent.type(phone, '+44 20 7946 0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send changes' }));
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription('Enter a phone number'));
    expect(phone).toHaveFocus();
  });
});
