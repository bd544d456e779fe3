import {
  deleteUserBodySchema,
  okSchema,
  serverUserSchema,
  syncUserBodySchema,
  syncUserResponseSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  validateSessionBodySchema,
  validateSessionResponseSchema,
} from '../users';
import { defineEndpoint } from './endpoint';
import {
  adminUsersPath,
  favoritesPath,
  mySuggestionsPath,
  userPath,
  usersPath,
  validateSessionPath,
} from './paths';
import { placeReadPaths, reviewReadPaths } from './read-paths';

/** The server's record of a user: their name, dog and admin flag. */
export const getUserEndpoint = defineEndpoint({
  method: 'GET',
  path: userPath,
  params: userIdParamsSchema,
  response: serverUserSchema,
  access: 'self-or-admin',
});

/** After every sign-in: creates or updates the caller's account from their sign-in. */
export const syncUserEndpoint = defineEndpoint({
  method: 'POST',
  path: usersPath,
  body: syncUserBodySchema,
  response: syncUserResponseSchema,
  access: 'any-sign-in',
  changes: [userPath, adminUsersPath],
});

/** Whether the caller's sign-in has an account, found by its Firebase uid; a read. */
export const validateSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: validateSessionPath,
  body: validateSessionBodySchema,
  response: validateSessionResponseSchema,
  access: 'any-sign-in',
});

/** The caller's name and dog, which their reviews show too. */
export const updateProfileEndpoint = defineEndpoint({
  method: 'PATCH',
  path: userPath,
  params: userIdParamsSchema,
  body: updateProfileBodySchema,
  response: serverUserSchema,
  access: 'self',
  changes: [userPath, adminUsersPath, ...reviewReadPaths],
});

/** The account and what is theirs: favourites, suggestions, reviews (and so places' ratings). */
export const deleteUserEndpoint = defineEndpoint({
  method: 'DELETE',
  path: userPath,
  params: userIdParamsSchema,
  body: deleteUserBodySchema,
  response: okSchema,
  access: 'self',
  changes: [
    userPath,
    adminUsersPath,
    favoritesPath,
    mySuggestionsPath,
    ...reviewReadPaths,
    ...placeReadPaths,
  ],
});
