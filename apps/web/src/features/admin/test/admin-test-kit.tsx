import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminSummary } from '@waggle/shared/admin';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import {
  PlaceFieldsKitContext,
  type FieldsEditorProps,
  type PlaceFieldsKit,
} from '../place-fields-kit';
import { AdminArea } from '../components/admin-area';

// What the admin area's tests share: a fake admin API for a stubbed fetch, and the area as the
// screen mounts it.

/** The answer to each "METHOD /path": a JSON body, or a whole response. */
export type FakeRoutes = Record<string, () => object | Response>;
type FetchCall = Parameters<typeof fetch>;

/** The address a call went to. */
export const urlOf = ([url]: FetchCall) =>
  typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;

/** A fetch answering from `routes`; anything else is a 404. */
export const fakeApi =
  (routes: FakeRoutes) =>
  (...call: FetchCall): Promise<Response> => {
    const [, init] = call;
    const handler = routes[`${init?.method ?? 'GET'} ${urlOf(call)}`];
    const answer = handler?.() ?? failure(404, 'not_found', 'Not found');
    return Promise.resolve(
      answer instanceof Response ? answer : new Response(JSON.stringify(answer)),
    );
  };

/** An error answer as the server words it (DESIGN.md §4). */
export const failure = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ error, message }), { status });

/** The bodies of the calls made to `method path`, in order. */
export const sentBodies = (calls: readonly FetchCall[], method: string, path: string) =>
  calls
    .filter((call) => urlOf(call) === path && call[1]?.method === method)
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );

export const summary: AdminSummary = { pendingSuggestions: 2, openReports: 1, hiddenReviews: 0 };

/** The fields form as the screen hands it in: it submits a new name. */
function StubEditor({ submitLabel, onSubmit }: FieldsEditorProps) {
  return (
    <button type="button" onClick={() => onSubmit({ name: 'Bark Park North' })}>
      {submitLabel}
    </button>
  );
}

const labels: Record<keyof PlaceFields, string> = {
  name: 'Name',
  category: 'Category',
  lat: 'Latitude',
  lng: 'Longitude',
  address: 'Address',
  description: 'Description',
  website: 'Website',
  phone: 'Phone',
  openingHours: 'Opening hours',
  dogsInside: 'Dogs allowed inside',
  offLeash: 'Off-leash',
  fenced: 'Fenced',
  waterBowls: 'Water bowls',
  maxDogSize: 'Largest dog',
};

const stubKit: PlaceFieldsKit = {
  Editor: StubEditor,
  labels,
  text: (_name, value) =>
    typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? 'Unknown'),
};

export function AdminAreaHarness() {
  return (
    <QueryClientProvider client={createQueryClient('web')}>
      <PlaceFieldsKitContext value={stubKit}>
        <AdminArea />
      </PlaceFieldsKitContext>
      <Toaster />
    </QueryClientProvider>
  );
}
