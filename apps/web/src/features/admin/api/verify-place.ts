import { verifyPlaceEndpoint } from '@waggle/shared/api/admin-places';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

/** An admin confirmed the place today. */
const verifyPlace = (id: number) => sendEndpoint(verifyPlaceEndpoint, { params: { id } });

export const useVerifyPlace = () =>
  useModeration({
    run: verifyPlace,
    endpoint: verifyPlaceEndpoint,
    done: 'Marked as verified today',
    failed: "Couldn't mark the place as verified",
  });
