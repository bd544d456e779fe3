// Where each endpoint is, as the pattern its route is registered under (`:name` is a path
// parameter). No zod here: code on the first paint may need a path, never a schema.

export const healthPath = '/api/health';
export const livenessPath = '/api/health/live';
export const readinessPath = '/api/health/ready';
export const mapConfigPath = '/api/config/map';
export const authEmulatorPath = '/api/auth/emulator';
export const messagesPath = '/motd/messages.json';

export const placesPath = '/api/locations';
export const placePath = '/api/locations/:id';
export const placesBatchPath = '/api/locations/batch';
export const townsPath = '/api/locations/towns';
export const placeReviewsPath = '/api/locations/:id/reviews';
export const ownReviewPath = '/api/locations/:id/reviews/mine';
export const reviewPath = '/api/reviews/:id';
export const reviewPhotoPath = '/api/reviews/:id/photos';

export const usersPath = '/api/users';
export const userPath = '/api/users/:id';
export const validateSessionPath = '/api/validate-user-session';
export const favoritesPath = '/api/users/:id/favorites';
export const favoritePath = '/api/users/:id/favorites/:placeId';
export const myReviewsPath = '/api/users/:id/reviews';
export const decisionsPath = '/api/users/:id/decisions';
export const decisionsSeenPath = '/api/users/:id/decisions/seen';

export const suggestionsPath = '/api/suggestions';
export const mySuggestionsPath = '/api/suggestions/mine';
export const possibleDuplicatesPath = '/api/suggestions/duplicates';
export const reportsPath = '/api/reports';
export const myOpenReportPath = '/api/reports/mine';
export const imagesPath = '/api/images';

export const adminSummaryPath = '/api/admin/summary';
export const adminAuditPath = '/api/admin/audit';
export const adminSuggestionsPath = '/api/admin/suggestions';
export const adminApprovePath = '/api/admin/suggestions/:id/approve';
export const adminRejectPath = '/api/admin/suggestions/:id/reject';
export const adminReportsPath = '/api/admin/reports';
export const adminResolvePath = '/api/admin/reports/:id/resolve';
export const adminHiddenReviewsPath = '/api/admin/reviews/hidden';
export const adminHideReviewPath = '/api/admin/reviews/:id/hide';
export const adminRestoreReviewPath = '/api/admin/reviews/:id/restore';
export const adminRemovePhotoPath = '/api/admin/photos/remove';
export const adminPlacesPath = '/api/admin/places';
export const adminPlacePath = '/api/admin/places/:id';
export const adminVerifyPlacePath = '/api/admin/places/:id/verify';
export const adminUsersPath = '/api/admin/users';
export const adminUserPath = '/api/admin/users/:id';
export const adminAnnouncementsPath = '/api/admin/announcements';
export const adminAnnouncementPath = '/api/admin/announcements/:id';
