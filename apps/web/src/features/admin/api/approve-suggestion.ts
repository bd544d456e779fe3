import type { ApproveSuggestionBody } from '@waggle/shared/admin';
import { approveSuggestionEndpoint } from '@waggle/shared/api/admin-suggestions';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

interface Approval {
  id: number;
  body: ApproveSuggestionBody;
}

/** The proposal, or the admin's correction, goes live. */
const approveSuggestion = ({ id, body }: Approval) =>
  sendEndpoint(approveSuggestionEndpoint, { params: { id }, body });

export const useApproveSuggestion = () =>
  useModeration({
    run: approveSuggestion,
    endpoint: approveSuggestionEndpoint,
    done: 'Suggestion approved',
    failed: "Couldn't approve the suggestion",
  });
