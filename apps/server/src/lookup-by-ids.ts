/**
 * The records these ids name, read in one call (none when there is no id): the lookup answers
 * null for no id, and for an id that names nothing.
 */
export async function lookupByIds<T extends { id: number }>(
  ids: readonly (number | null)[],
  read: (ids: number[]) => Promise<T[]>,
): Promise<(id: number | null) => T | null> {
  const wanted = ids.filter((id): id is number => id !== null);
  const found = wanted.length > 0 ? await read(wanted) : [];
  const byId = new Map(found.map((record) => [record.id, record]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}
