import { getTableColumns } from 'drizzle-orm';
import { places } from '@waggle/db/schema';

/** What the API reads of a place: every column but the bookkeeping ones. */
const {
  sourceRef: _sourceRef,
  status: _status,
  createdBy: _createdBy,
  lastImportedAt: _lastImportedAt,
  retiredAt: _retiredAt,
  ...placeColumns
} = getTableColumns(places);
export { placeColumns };

export type PlaceRow = Omit<
  typeof places.$inferSelect,
  'sourceRef' | 'status' | 'createdBy' | 'lastImportedAt' | 'retiredAt'
>;

export type NewPlaceRow = typeof places.$inferInsert;
