import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementMessage } from '@waggle/shared/announcements';
import { messagesEndpoint } from '@waggle/shared/api/announcements';
import { callEndpoint } from '../../../lib/api-endpoint';
import { endpointKey } from '../../../lib/query-endpoint';

// docs/product.md#announcements GET /motd/messages.json: on the web relative to the app's own origin (the web host, a
// local dev host included), on native from the hosted backend — the API client's rule.

/** docs/product.md#error-messages: a failed or unreadable answer is an empty list, and nothing is said to the user. */
async function fetchMessages(): Promise<AnnouncementMessage[]> {
  try {
    const { messages } = await callEndpoint(messagesEndpoint);
    return messages;
  } catch {
    return [];
  }
}

const messagesQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(messagesEndpoint), queryFn: fetchMessages });

/** The announcements the server publishes (empty when they could not be read). */
export const useAnnouncementMessages = () => useQuery(messagesQueryOptions());
