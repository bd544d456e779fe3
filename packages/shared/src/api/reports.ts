import { openReportQuerySchema, openReportSchema, reportBodySchema } from '../reports';
import { okSchema } from '../users';
import { defineEndpoint } from './endpoint';
import { adminReportsPath, adminSummaryPath, myOpenReportPath, reportsPath } from './paths';

/** Whether the caller already has an open report on the place or review. */
export const myOpenReportEndpoint = defineEndpoint({
  method: 'GET',
  path: myOpenReportPath,
  query: openReportQuerySchema,
  response: openReportSchema,
  access: 'signed-in',
});

/** Flags a place or a review for a moderator (409 when the caller's report is already open). */
export const createReportEndpoint = defineEndpoint({
  method: 'POST',
  path: reportsPath,
  body: reportBodySchema,
  response: okSchema,
  status: 201,
  access: 'signed-in',
  changes: [myOpenReportPath, adminReportsPath, adminSummaryPath],
});
