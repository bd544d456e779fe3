import { reportBodySchema } from '../reports';
import { okSchema } from '../users';
import { defineEndpoint } from './endpoint';
import { adminReportsPath, adminSummaryPath, reportsPath } from './paths';

/** Flags a place or a review for a moderator (409 when the caller's report is already open). */
export const createReportEndpoint = defineEndpoint({
  method: 'POST',
  path: reportsPath,
  body: reportBodySchema,
  response: okSchema,
  status: 201,
  access: 'signed-in',
  changes: [adminReportsPath, adminSummaryPath],
});
