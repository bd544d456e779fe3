import type { RejectSuggestionBody } from '@waggle/shared/admin';
import { rejectSuggestionEndpoint } from '@waggle/shared/api/admin-suggestions';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

interface Rejection {
  id: number;
  body: RejectSuggestionBody;
}

/** With a note telling the author why. */
const rejectSuggestion = ({ id, body }: Rejection) =>
  sendEndpoint(rejectSuggestionEndpoint, { params: { id }, body });

export const useRejectSuggestion = () =>
  useModeration({
    run: rejectSuggestion,
    endpoint: rejectSuggestionEndpoint,
    done: 'Suggestion rejected',
    failed: "Couldn't reject the suggestion",
  });
