import { removePhotoEndpoint } from '@waggle/shared/api/admin-photos';
import { sendEndpoint } from '../../../lib/api-endpoint';
import { useModeration } from './use-moderation';

/** The photo goes from wherever it is shown. */
const removePhoto = (url: string) => sendEndpoint(removePhotoEndpoint, { body: { url } });

export const useRemovePhoto = () =>
  useModeration({
    run: removePhoto,
    endpoint: removePhotoEndpoint,
    done: 'Photo removed',
    failed: "Couldn't remove the photo",
  });
