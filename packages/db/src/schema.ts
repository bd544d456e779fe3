import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  announcementStatuses,
  dogSizes,
  placeCategories,
  placeSources,
  placeStatuses,
  reportReasons,
  reportStatuses,
  reportTargets,
  reviewStatuses,
  suggestionKinds,
  suggestionStatuses,
  uploadAttachments,
} from '@waggle/shared/domain';
import { auditActions } from '@waggle/shared/admin';

// docs/product.md#data-model.
export const placeCategory = pgEnum('place_category', placeCategories);
export const dogSize = pgEnum('dog_size', dogSizes);
export const placeSource = pgEnum('place_source', placeSources);
export const placeStatus = pgEnum('place_status', placeStatuses);
export const reviewStatus = pgEnum('review_status', reviewStatuses);
export const suggestionKind = pgEnum('suggestion_kind', suggestionKinds);
export const suggestionStatus = pgEnum('suggestion_status', suggestionStatuses);
export const announcementStatus = pgEnum('announcement_status', announcementStatuses);
export const reportTarget = pgEnum('report_target', reportTargets);
export const reportReason = pgEnum('report_reason', reportReasons);
export const reportStatus = pgEnum('report_status', reportStatuses);
export const uploadAttachment = pgEnum('upload_attachment', uploadAttachments);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  username: text('username').notNull(),
  email: text('email').notNull().default(''),
  displayName: text('display_name'),
  photoUrl: text('photo_url'),
  dogName: text('dog_name'),
  dogSize: dogSize('dog_size'),
  isAdmin: boolean('is_admin').notNull().default(false),
  /**
   * The identity provider vouched for `email` at the last sign-in: only then can the address make
   * them an admin (docs/product.md#roles-and-permissions).
   */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** When they last looked at their contributions: later decisions count on the Profile badge. */
  decisionsSeenAt: timestamp('decisions_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    category: placeCategory('category').notNull(),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    website: text('website'),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    dogsInside: boolean('dogs_inside'),
    offLeash: boolean('off_leash'),
    fenced: boolean('fenced'),
    waterBowls: boolean('water_bowls'),
    maxDogSize: dogSize('max_dog_size'),
    source: placeSource('source').notNull().default('community'),
    sourceRef: text('source_ref'),
    coverImageUrl: text('cover_image_url'),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    status: placeStatus('status').notNull().default('active'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // For imported places (`npm run import`), the start of the last import run whose file held
    // the place: a run tells the features it has already written (a way exported twice) from
    // places of earlier runs by it, and `--retire-missing` hides the places it did not see.
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
    /** When an admin last confirmed the place on the ground ("verified today"). */
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    // When an import hid the place (its feature now says dog=no, or `--retire-missing` did not
    // find it). Null on a hidden place means an admin hid it: an import never shows it again,
    // while a place an import hid comes back when a later import finds it dog-friendly.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Why an admin hid the place, shown to the person who suggested it. */
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('places_lat_range', sql`${t.lat} between -90 and 90`),
    check('places_lng_range', sql`${t.lng} between -180 and 180`),
    check('places_rating_avg_range', sql`${t.ratingAvg} between 0 and 5`),
    // Places as Mercator points (x = longitude in radians, y = asinh(tan(latitude))): nearest-first
    // KNN scans (`<->`) of this plane serve the nearby query on both engines (why it is exact:
    // apps/server/src/modules/places/search-area.ts). A GiST over ll_to_earth() cubes read ten
    // times the pages per query.
    index('places_plane_gist').using(
      'gist',
      sql`point(radians(${t.lng}), asinh(tan(radians(${t.lat}))))`,
    ),
    index('places_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // Trigram indexes (pg_trgm) serve the nearby search's `ilike '%word%'`: a rare word is found
    // through them instead of by reading every place within the radius.
    index('places_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('places_address_trgm').using('gin', t.address.op('gin_trgm_ops')),
    index('places_city_trgm').using('gin', t.city.op('gin_trgm_ops')),
    // The town search (`GET /api/locations/towns`): active places whose town starts with the
    // typed letters, in town order, so a few letters read only those towns' rows.
    index('places_town_idx')
      .using('btree', sql`lower(${t.city}) text_pattern_ops`, t.country)
      .where(sql`${t.status} = 'active' and ${t.city} is not null`),
    uniqueIndex('places_source_ref_uq')
      .on(t.source, t.sourceRef)
      .where(sql`${t.sourceRef} is not null`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.placeId] }),
    index('favorites_place_idx').on(t.placeId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: varchar('text', { length: 2000 }).notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: reviewStatus('status').notNull().default('visible'),
    /** Why an admin hid the review and when, shown to its author; an edit after it is flagged. */
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_photos_max', sql`coalesce(array_length(${t.photos}, 1), 0) <= 5`),
    uniqueIndex('reviews_place_user_uq').on(t.placeId, t.userId),
    index('reviews_place_created_idx').on(t.placeId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
  ],
);

export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: suggestionKind('kind').notNull(),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'cascade' }),
    proposed: jsonb('proposed').notNull(),
    /** An edit's fields as the place had them when it was sent: a field changed since is stale. */
    base: jsonb('base'),
    note: text('note'),
    photoUrl: text('photo_url'),
    status: suggestionStatus('status').notNull().default('pending'),
    adminNote: text('admin_note'),
    /** The fields an admin corrected as they approved it, with the values applied. */
    corrected: jsonb('corrected'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    check('suggestions_edit_has_place', sql`${t.kind} = 'new' or ${t.placeId} is not null`),
    index('suggestions_status_created_idx').on(t.status, t.createdAt),
    index('suggestions_user_idx').on(t.userId),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: announcementStatus('status').notNull().default('draft'),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_status_published_idx').on(t.status, t.publishedAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: reportTarget('target').notNull(),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    note: text('note'),
    status: reportStatus('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'reports_one_target',
      sql`(${t.target} = 'place' and ${t.placeId} is not null and ${t.reviewId} is null)
        or (${t.target} = 'review' and ${t.reviewId} is not null)`,
    ),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_user_idx').on(t.userId),
    // One open report per user and target.
    uniqueIndex('reports_open_user_target_uq')
      .on(t.userId, t.target, sql`coalesce(${t.placeId}, 0)`, sql`coalesce(${t.reviewId}, 0)`)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every stored image (docs/product.md#images): who uploaded it, its two renditions' storage keys, and
 * what it is attached to. Unattached uploads older than a day are removed by the cleanup; an
 * account's deletion removes theirs except those a place now shows (`attachedTo = 'place'`).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull(),
    url: text('url').notNull().unique(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    attachedTo: uploadAttachment('attached_to'),
    attachedId: integer('attached_id'),
    /** Whether its public URL should serve it: false while the review showing it is hidden. */
    served: boolean('served').notNull().default(true),
    /** Set when its files are to go; the row stays a day, so it still counts to the daily limit. */
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    /** The store has yet to catch up with `served` or `discardedAt` (retried until it has). */
    filesPending: boolean('files_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
    index('uploads_attached_idx').on(t.attachedTo, t.attachedId),
    index('uploads_files_pending_idx')
      .on(t.id)
      .where(sql`${t.filesPending}`),
  ],
);

/**
 * Every admin action: who (cleared when their account goes), when, what, on which target, and the
 * target's fields before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The admin's note or reason (a rejection's note, a hide's reason). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * docs/product.md#rate-limits: the shared counts of `RATE_LIMIT_STORE=database`, one row per
 * caller's bucket and minute. UNLOGGED (a step added by hand to the migration): counters are
 * rewritten many times a second and worth nothing after a crash, so they skip the write-ahead log.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    /** The bucket and the caller: `reads|user:<uid>`, `writes|address:<ip>`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
