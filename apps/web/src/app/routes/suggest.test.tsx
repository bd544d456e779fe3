import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@waggle/shared/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthContext } from '../../features/auth/auth-context';
import { LocationProvider } from '../../lib/location/location-provider';
import { haptic } from '../../lib/native/haptics';
import { createQueryClient } from '../../lib/query-client';
import { authFixture, kim } from '../../test/auth-fixture';
import { placeFixture } from '../../test/place-fixture';
import SuggestScreen from './suggest';
import { suggestionFixture as suggestion } from '../../test/suggestion-fixture';

// Leaflet has no place in jsdom: the stand-in drops the pin the way a tap on the map does.
vi.mock('../../components/map/lazy-map', () => ({
  LazyPinMap: ({ onPinChange }: { onPinChange: (pin: { lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => onPinChange({ lat: 51.50123456, lng: -0.1 })}>
      Tap the map
    </button>
  ),
}));

vi.mock('../../lib/native/haptics');

const fetchMock = vi.fn<typeof fetch>();
const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  // No start-up fix: the device is asked only when the test says so.
  localStorage.setItem('location_enabled', 'false');
});
afterEach(() => {
  fetchMock.mockReset();
  getCurrentPosition.mockReset();
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

type Routes = Record<string, (body: unknown) => Promise<Response>>;

/** Answers each "METHOD path" from `routes`; anything else is a 404. */
function serve(routes: Routes) {
  fetchMock.mockImplementation((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url instanceof Request ? url.url : url.toString()}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return routes[key]?.(body) ?? json({ error: 'not_found', message: 'Not found' }, 404);
  });
}

function renderSuggest(user: AuthUser | null, path = '/suggest') {
  const [pathname = path, search] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <AuthContext value={authFixture(user)}>
        <LocationProvider>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            <SuggestScreen />
          </Router>
        </LocationProvider>
      </AuthContext>
    </QueryClientProvider>,
  );
  return memory;
}

const form = () => screen.getByRole('form', { name: 'Suggest a place' });
const field = (label: string) => within(form()).getByLabelText(label);

describe('suggest screen (docs/product.md#suggestions /suggest)', () => {
  it('invites a signed-out visitor to sign in and come back here', () => {
    renderSuggest(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Suggest a place' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fsuggest',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the schema’s messages under the missing fields and focuses the first', async () => {
    serve({});
    renderSuggest(kim);
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAccessibleDescription('Give the place a name');
    expect(field('Category')).toHaveAccessibleDescription('Choose a category');
    expect(field('Latitude')).toHaveAccessibleDescription('Set the position on the map');
    expect(field('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a new place, thanks the user and resets the form', async () => {
    const sent: unknown[] = [];
    serve({
      'POST /api/suggestions': (body) => {
        sent.push(body);
        return json(suggestion({ id: 1, placeName: 'Bark Park' }), 201);
      },
    });
    renderSuggest(kim);

    await userEvent.type(field('Name'), 'Bark Park');
    await userEvent.selectOptions(field('Category'), 'Dog park');
    await userEvent.click(screen.getByRole('button', { name: 'Tap the map' }));
    expect(field('Latitude')).toHaveValue('51.501235');
    const fenced = within(form()).getByRole('radiogroup', { name: 'Fenced' });
    await userEvent.click(within(fenced).getByLabelText('Yes'));
    await userEvent.type(field('Town or city'), 'London');
    await userEvent.type(field('Website'), 'https://barkpark.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect(await screen.findByText(/Thanks! A moderator will check Bark Park/)).toHaveTextContent(
      'Thanks! A moderator will check Bark Park before it goes live.',
    );
    expect(sent).toEqual([
      {
        kind: 'new',
        fields: {
          name: 'Bark Park',
          category: 'dog_park',
          lat: 51.501235,
          lng: -0.1,
          address: null,
          city: 'London',
          country: null,
          description: null,
          website: 'https://barkpark.example',
          phone: null,
          openingHours: null,
          dogsInside: null,
          offLeash: null,
          fenced: true,
          waterBowls: null,
          maxDogSize: null,
        },
        photo: null,
        note: null,
      },
    ]);
    expect(field('Name')).toHaveValue('');
    expect(field('Latitude')).toHaveValue('');
    // What was sent is followed on the profile.
    expect(screen.getByRole('link', { name: 'My contributions on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('is felt (docs/product.md#haptics): input focus, its checks failing, its send failing, success', async () => {
    let answer = () =>
      json(
        {
          error: 'validation_failed',
          message: 'Invalid body',
          details: [{ path: ['fields', 'name'], message: 'That name is taken nearby' }],
        },
        400,
      );
    serve({
      'POST /api/suggestions': () => answer(),
    });
    renderSuggest(kim);
    const felt = () => vi.mocked(haptic).mock.calls.map(([trigger]) => trigger);
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));

    vi.mocked(haptic).mockClear();
    await userEvent.click(field('Name'));
    expect(felt()).toEqual(['inputFocus']);

    // The form's own checks fail: a warning, and no press of the submit button.
    vi.mocked(haptic).mockClear();
    await send();
    expect(felt()).toContain('formValidation');
    expect(felt()).not.toContain('buttonPress');

    await userEvent.type(field('Name'), 'Bark Park');
    await userEvent.selectOptions(field('Category'), 'Dog park');
    await userEvent.click(screen.getByRole('button', { name: 'Tap the map' }));
    vi.mocked(haptic).mockClear();
    await send();
    await vi.waitFor(() => expect(felt()).toContain('formError'));
    expect(felt().slice(0, 2)).toEqual(['buttonPress', 'formError']);

    answer = () => json(suggestion({ id: 1, placeName: 'Bark Park' }), 201);
    vi.mocked(haptic).mockClear();
    await send();
    expect(await screen.findByText(/Thanks! A moderator will check Bark Park/)).toBeInTheDocument();
    expect(felt()).toEqual(['buttonPress', 'genericSuccess']);
  });

  it('puts the server’s field errors under those fields', async () => {
    serve({
      'POST /api/suggestions': () =>
        json(
          {
            error: 'validation_failed',
            message: 'Invalid body',
            details: [{ path: ['fields', 'name'], message: 'That name is taken nearby' }],
          },
          400,
        ),
    });
    renderSuggest(kim);
    await userEvent.type(field('Name'), 'Bark Park');
    await userEvent.selectOptions(field('Category'), 'Park');
    await userEvent.type(field('Latitude'), '51,5');
    await userEvent.type(field('Longitude'), '-0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await vi.waitFor(() =>
      expect(field('Name')).toHaveAccessibleDescription('That name is taken nearby'),
    );
    expect(field('Name')).toHaveFocus();
  });

  it('puts the pin where the device is with "Use my location"', async () => {
    serve({});
    let succeed: PositionCallback = () => undefined;
    getCurrentPosition.mockImplementation((success) => {
      succeed = success;
    });
    renderSuggest(kim);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Finding your location…')).toBeInTheDocument();
    act(() => succeed({ coords: { latitude: 48.2, longitude: 16.37 } } as GeolocationPosition));
    await vi.waitFor(() => expect(field('Latitude')).toHaveValue('48.2'));
    expect(field('Longitude')).toHaveValue('16.37');
  });

  it('says why when the device cannot tell where it is', async () => {
    serve({});
    getCurrentPosition.mockImplementation((_success, failure) =>
      failure?.({ code: 1 } as GeolocationPositionError),
    );
    renderSuggest(kim);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(/Please allow location access in your device settings/),
    ).toBeInTheDocument();
    expect(field('Latitude')).toHaveValue('');
  });

  it('says when the place behind ?edit= did not load, and "Try again" opens its dialog', async () => {
    let place = () => json({ error: 'internal_error', message: 'x' }, 500);
    serve({
      'GET /api/locations/5': () => place(),
    });
    renderSuggest(kim, '/suggest?edit=5');
    expect(screen.getByText('Loading the place to edit…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The place to edit didn't load. Something went wrong on our side.",
    );
    // The new-place form stays usable meanwhile.
    expect(form()).toBeInTheDocument();
    place = () => json(placeFixture({ id: 5, name: 'Bark Café' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('dialog', { name: 'Suggest an edit to Bark Café' }),
    ).toBeInTheDocument();
  });

  it('opens the edit dialog for ?edit=<id>, prefilled, and closes back to /suggest', async () => {
    serve({
      'GET /api/locations/5': () => json(placeFixture({ id: 5, name: 'Bark Café' })),
    });
    const memory = renderSuggest(kim, '/suggest?edit=5');
    const dialog = await screen.findByRole('dialog', { name: 'Suggest an edit to Bark Café' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bark Café');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe('/suggest');
  });

  it.each([['999'], ['not-a-number']])('says so when ?edit=%s is no place', async (id) => {
    serve({});
    renderSuggest(kim, `/suggest?edit=${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find the place you wanted to edit.",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
