import { uploadedImageSchema } from '../images';
import { defineEndpoint } from './endpoint';
import { imagesPath } from './paths';

/** One photo, in the multipart field `uploadFieldName`; answered with its URLs. */
export const uploadImageEndpoint = defineEndpoint({
  method: 'POST',
  path: imagesPath,
  multipart: true,
  response: uploadedImageSchema,
  status: 201,
  access: 'signed-in',
});
