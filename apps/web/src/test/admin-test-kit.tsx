import { QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import type { AdminSummary } from '@waggle/shared/admin';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import type { FieldsEditorProps } from '../features/suggestions';
import { PlaceFieldsKitContext, type PlaceFieldsKit } from '../features/admin/place-fields-kit';
import { AdminArea } from '../features/admin/components/admin-area';

// What the admin area's tests share: a fake admin API for a stubbed fetch, and the area as the
// screen mounts it.

/** The answer to each "METHOD /path": a JSON body, or a whole response. */
export type FakeRoutes = Record<string, () => object | Response>;
type FetchCall = Parameters<typeof fetch>;

/** The address a call went to. */
export const urlOf = ([url]: FetchCall) =>
  typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;

/** A fetch answering from `routes`; anything else is a 404. */
const fakeApi =
  (routes: FakeRoutes) =>
  (...call: FetchCall): Promise<Response> => {
    const [, init] = call;
    const handler = routes[`${init?.method ?? 'GET'} ${urlOf(call)}`];
    const answer = handler?.() ?? failure(404, 'not_found', 'Not found');
    return Promise.resolve(
      answer instanceof Response ? answer : new Response(JSON.stringify(answer)),
    );
  };

/** An error answer as the server words it (docs/product.md#error-responses). */
export const failure = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ error, message }), { status });

/**
 * Stubs `fetch` for each test of the file: `serve(routes)` makes it the fake admin API, `sent`
 * reads the bodies of the calls made to `method path`, in order.
 */
export function stubAdminApi() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => fetchMock.mockReset());
  return {
    fetchMock,
    serve: (routes: FakeRoutes) => fetchMock.mockImplementation(fakeApi(routes)),
    sent: (method: string, path: string) =>
      fetchMock.mock.calls
        .filter((call) => urlOf(call) === path && call[1]?.method === method)
        .map(([, init]) =>
          typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        ),
  };
}

/** The card (its article) a heading is in, to look inside it. */
export const cardOf = (heading: HTMLElement) => within(heading.closest('article') ?? document.body);

export const summary: AdminSummary = { pendingSuggestions: 2, openReports: 1, hiddenReviews: 0 };

/** The fields form as the screen hands it in: it submits a new name. */
function StubEditor({ submitLabel, onSubmit }: FieldsEditorProps) {
  return (
    <button type="button" onClick={() => void onSubmit({ name: 'Bark Park North' })}>
      {submitLabel}
    </button>
  );
}

const stubKit: PlaceFieldsKit = {
  Editor: StubEditor,
  text: (_name, value) =>
    typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? 'Unknown'),
};

/** The admin area at `/admin` (`search`: its query string, e.g. `?tab=users`), in memory. */
export function AdminAreaHarness({
  search = '',
  memory: given,
}: {
  search?: string;
  /** The address the test reads and moves (Back). */
  memory?: ReturnType<typeof memoryLocation>;
}) {
  const [memory] = useState(() => given ?? memoryLocation({ path: `/admin${search}` }));
  return (
    <QueryClientProvider client={createQueryClient('web')}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <PlaceFieldsKitContext value={stubKit}>
          <AdminArea />
        </PlaceFieldsKitContext>
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
}
