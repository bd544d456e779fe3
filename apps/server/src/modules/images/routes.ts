import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadImageEndpoint } from '@waggle/shared/api/images';
import { reviewPhotoEndpoint } from '@waggle/shared/api/reviews';
import { uploadFieldName, uploadSignedOutMessage } from '@waggle/shared/images';
import {
  HttpError,
  notFound,
  payloadTooLarge,
  unauthorized,
  unsupportedMediaType,
} from '../../http-error';
import type { Authenticate } from '../../plugins/authentication';
import { endpointRoutes } from '../../plugins/endpoint-routes';
import { renditionContentType } from './image-pipeline';
import type { ImagesService } from './service';

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
const badUpload = (message: string) => new HttpError(400, 'bad_request', message);

/** The one file of a multipart upload, read into memory within `limitBytes`. */
async function readPhoto(request: FastifyRequest, limitBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(
      `Send the photo as multipart/form-data, in the field "${uploadFieldName}".`,
    );
  }
  const { RequestFileTooLargeError, PartsLimitError, FilesLimitError, FieldsLimitError } =
    request.server.multipartErrors;
  try {
    const file = await request.file();
    if (file?.fieldname !== uploadFieldName) {
      throw badUpload(`No photo: send one image file in the field "${uploadFieldName}".`);
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw payloadTooLarge(
        `The photo is larger than ${megabytes(limitBytes)}. Choose a smaller photo.`,
      );
    }
    if (
      error instanceof PartsLimitError ||
      error instanceof FilesLimitError ||
      error instanceof FieldsLimitError
    ) {
      throw badUpload(`Send one photo in the field "${uploadFieldName}", and nothing else.`);
    }
    if (error instanceof HttpError) throw error;
    // A form cut short or malformed (busboy's errors carry no status).
    throw badUpload('The upload is not a complete multipart/form-data body.');
  }
}

/**
 * Authentication for an upload. docs/product.md#error-messages: every 401 here (no token, not a Bearer one, an invalid or
 * expired one) says what the client shows signed out; other refusals (503) pass unchanged.
 */
function uploaderAuthentication(authenticate: Authenticate): Authenticate {
  return async (request) => {
    try {
      return await authenticate(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        throw unauthorized(uploadSignedOutMessage);
      }
      throw error;
    }
  };
}

/**
 * docs/product.md#images: POST /api/images, multipart, signed in. Multipart is parsed only in this
 * scope, with its own size limit; every other route keeps the JSON body limit.
 */
export async function registerImagesRoutes(
  app: FastifyInstance,
  service: ImagesService,
  authenticate: Authenticate,
  uploadLimitBytes: number,
) {
  // docs/product.md#moderation: a hidden review's photo, to its author and admins only. Signed out,
  // or with a sign-in that is not theirs, it is a 404 like a photo that is not there.
  endpointRoutes(app).on(reviewPhotoEndpoint, async ({ request, reply }) => {
    // Neither the photo nor its absence is for a shared cache to keep.
    reply.header('Cache-Control', 'private, no-store');
    const identity = request.headers.authorization
      ? await authenticate(request).catch(() => null)
      : null;
    const bytes = await service.withheldPhoto(identity, request.params.id, request.query);
    if (!bytes) throw notFound('Photo');
    reply.type(renditionContentType);
    return bytes;
  });

  await app.register(async (scope) => {
    // Fields before the file are held in memory: a few small ones at most, whatever is sent.
    await scope.register(multipart, {
      limits: { fileSize: uploadLimitBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    // Any other body is left unread here, so the route answers it with its own 415.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const routes = endpointRoutes(scope, uploaderAuthentication(authenticate));
    routes.on(uploadImageEndpoint, async ({ request, identity }) => {
      return service.upload(identity, () => readPhoto(request, uploadLimitBytes));
    });
  });
}
