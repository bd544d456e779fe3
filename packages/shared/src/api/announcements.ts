import { announcementMessagesSchema } from '../announcements';
import { defineEndpoint } from './endpoint';
import { messagesPath } from './paths';

/** The published announcements (messages of the day); outside /api, like a static file. */
export const messagesEndpoint = defineEndpoint({
  method: 'GET',
  path: messagesPath,
  response: announcementMessagesSchema,
  access: 'anyone',
});
