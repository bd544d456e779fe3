import {
  adminAnnouncementsEndpoint,
  createAnnouncementEndpoint,
  updateAnnouncementEndpoint,
} from './admin-announcements';
import { adminSummaryEndpoint, auditLogEndpoint } from './admin-overview';
import { removePhotoEndpoint } from './admin-photos';
import { adminPlacesEndpoint, updateAdminPlaceEndpoint, verifyPlaceEndpoint } from './admin-places';
import { adminReportsEndpoint, resolveReportEndpoint } from './admin-reports';
import { hiddenReviewsEndpoint, hideReviewEndpoint, restoreReviewEndpoint } from './admin-reviews';
import {
  adminSuggestionsEndpoint,
  approveSuggestionEndpoint,
  rejectSuggestionEndpoint,
} from './admin-suggestions';
import { adminUsersEndpoint, updateAdminUserEndpoint } from './admin-users';
import { messagesEndpoint } from './announcements';
import {
  markDecisionsSeenEndpoint,
  myReviewsEndpoint,
  unseenDecisionsEndpoint,
} from './contributions';
import { authEmulatorEndpoint } from './auth';
import { mapConfigEndpoint } from './config';
import type { Endpoint } from './endpoint';
import { addFavoriteEndpoint, favoriteIdsEndpoint, removeFavoriteEndpoint } from './favorites';
import { healthEndpoint, livenessEndpoint, readinessEndpoint } from './health';
import { uploadImageEndpoint } from './images';
import {
  batchPlacesEndpoint,
  getPlaceEndpoint,
  listPlacesEndpoint,
  probePlacesEndpoint,
  townsEndpoint,
} from './places';
import { createReportEndpoint, myOpenReportEndpoint } from './reports';
import {
  deleteReviewEndpoint,
  getOwnReviewEndpoint,
  listReviewsEndpoint,
  reviewPhotoEndpoint,
  saveReviewEndpoint,
} from './reviews';
import {
  createSuggestionEndpoint,
  mySuggestionsEndpoint,
  possibleDuplicatesEndpoint,
} from './suggestions';
import {
  deleteUserEndpoint,
  getUserEndpoint,
  syncUserEndpoint,
  updateProfileEndpoint,
  validateSessionEndpoint,
} from './users';

/** Every endpoint the server answers, each once. */
export const endpoints: readonly Endpoint[] = [
  healthEndpoint,
  livenessEndpoint,
  readinessEndpoint,
  mapConfigEndpoint,
  authEmulatorEndpoint,
  messagesEndpoint,

  listPlacesEndpoint,
  probePlacesEndpoint,
  getPlaceEndpoint,
  batchPlacesEndpoint,
  townsEndpoint,

  listReviewsEndpoint,
  getOwnReviewEndpoint,
  saveReviewEndpoint,
  reviewPhotoEndpoint,
  deleteReviewEndpoint,

  syncUserEndpoint,
  validateSessionEndpoint,
  getUserEndpoint,
  updateProfileEndpoint,
  deleteUserEndpoint,

  favoriteIdsEndpoint,
  addFavoriteEndpoint,
  removeFavoriteEndpoint,

  myReviewsEndpoint,
  unseenDecisionsEndpoint,
  markDecisionsSeenEndpoint,

  createSuggestionEndpoint,
  mySuggestionsEndpoint,
  possibleDuplicatesEndpoint,
  createReportEndpoint,
  myOpenReportEndpoint,
  uploadImageEndpoint,

  adminSummaryEndpoint,
  auditLogEndpoint,
  adminSuggestionsEndpoint,
  approveSuggestionEndpoint,
  rejectSuggestionEndpoint,
  adminReportsEndpoint,
  resolveReportEndpoint,
  hiddenReviewsEndpoint,
  hideReviewEndpoint,
  restoreReviewEndpoint,
  removePhotoEndpoint,
  adminPlacesEndpoint,
  updateAdminPlaceEndpoint,
  verifyPlaceEndpoint,
  adminUsersEndpoint,
  updateAdminUserEndpoint,
  adminAnnouncementsEndpoint,
  createAnnouncementEndpoint,
  updateAnnouncementEndpoint,
];
