/**
 * Something the app itself turns down before any request, said in words a person reads ("User
 * must be authenticated to upload images", a photo too large): the words stay, offline or not.
 */
export class RefusalError extends Error {
  override name = 'RefusalError';
}
