import { adminIdParamsSchema, adminReportListSchema, resolveReportBodySchema } from '../admin';
import { okSchema } from '../users';
import { defineEndpoint } from './endpoint';
import {
  adminHiddenReviewsPath,
  adminPlacesPath,
  adminReportsPath,
  adminResolvePath,
} from './paths';
import { moderationPaths, placeReadPaths, reviewReadPaths } from './read-paths';

/** The open reports, each with the place or review it points at. */
export const adminReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: adminReportsPath,
  response: adminReportListSchema,
  access: 'admin',
});

/** Hides what the report points at (a place or a review), or dismisses the report. */
export const resolveReportEndpoint = defineEndpoint({
  method: 'POST',
  path: adminResolvePath,
  params: adminIdParamsSchema,
  body: resolveReportBodySchema,
  response: okSchema,
  access: 'admin',
  changes: [
    ...moderationPaths,
    adminReportsPath,
    adminHiddenReviewsPath,
    adminPlacesPath,
    ...placeReadPaths,
    ...reviewReadPaths,
  ],
});
