import type { RejectSuggestionBody } from '@waggle/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminSuggestionsPath } from './get-admin-suggestions';
import { useModeration } from './use-moderation';

interface Rejection {
  id: number;
  body: RejectSuggestionBody;
}

/** POST /api/admin/suggestions/:id/reject — with a note telling the author why. */
export async function rejectSuggestion({ id, body }: Rejection): Promise<void> {
  await apiRequest('POST', `${adminSuggestionsPath}/${id}/reject`, body);
}

export const useRejectSuggestion = () =>
  useModeration({
    run: rejectSuggestion,
    affects: [adminSuggestionsPath],
    done: 'Suggestion rejected',
    failed: "Couldn't reject the suggestion",
  });
