import type { ApproveSuggestionBody } from '@waggle/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminPlacesPath } from './get-admin-places';
import { adminSuggestionsPath } from './get-admin-suggestions';
import { publicPlacesPath, useModeration } from './use-moderation';

interface Approval {
  id: number;
  body: ApproveSuggestionBody;
}

/** POST /api/admin/suggestions/:id/approve — the proposal, or the admin's correction, goes live. */
export async function approveSuggestion({ id, body }: Approval): Promise<void> {
  await apiRequest('POST', `${adminSuggestionsPath}/${id}/approve`, body);
}

export const useApproveSuggestion = () =>
  useModeration({
    run: approveSuggestion,
    affects: [adminSuggestionsPath, adminPlacesPath, publicPlacesPath],
    done: 'Suggestion approved',
    failed: "Couldn't approve the suggestion",
  });
