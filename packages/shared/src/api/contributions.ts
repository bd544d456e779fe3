import { myReviewListSchema, unseenDecisionsSchema } from '../contributions';
import { okSchema, userIdParamsSchema } from '../users';
import { defineEndpoint } from './endpoint';
import { decisionsPath, decisionsSeenPath, myReviewsPath } from './paths';

/** The user's reviews, hidden ones too, for "My contributions". */
export const myReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: myReviewsPath,
  params: userIdParamsSchema,
  response: myReviewListSchema,
  access: 'self',
});

/** How many moderators' decisions on the user's contributions they have not seen. */
export const unseenDecisionsEndpoint = defineEndpoint({
  method: 'GET',
  path: decisionsPath,
  params: userIdParamsSchema,
  response: unseenDecisionsSchema,
  access: 'self',
});

/** The user has seen every decision so far ("My contributions" was shown). */
export const markDecisionsSeenEndpoint = defineEndpoint({
  method: 'POST',
  path: decisionsSeenPath,
  params: userIdParamsSchema,
  response: okSchema,
  access: 'self',
  changes: [decisionsPath],
});
