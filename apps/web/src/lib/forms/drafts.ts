import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';

// docs/product.md#drafts: what a person types into a contribution form is kept in this tab's
// session storage, one entry per form and place, until it is sent or discarded, and all of it
// goes at sign-out. A connection blip, a tab switch or a sign-in on the way loses nothing.

const prefix = 'waggle-draft:';
const listeners = new Set<() => void>();
/** Drafts session storage refused (full, or a privacy mode): kept while the page lives. */
const unstored = new Map<string, string>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be refused (a privacy mode): the form then works without drafts.
    return null;
  }
}

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = (key: string): string | null =>
  unstored.get(key) ?? storage()?.getItem(prefix + key) ?? null;

/** Keeps `value` as the draft under `key` (the form's name and its place, e.g. `review:114`). */
export function saveDraft(key: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    const kept = storage();
    if (!kept) throw new Error('No session storage');
    kept.setItem(prefix + key, text);
    unstored.delete(key);
  } catch {
    unstored.set(key, text);
  }
  changed();
}

/** Forgets the draft under `key`: it was sent, or the person discarded it. */
export function discardDraft(key: string): void {
  unstored.delete(key);
  storage()?.removeItem(prefix + key);
  changed();
}

/** Forgets every draft (sign-out: the next person on this device sees none of them). */
export function discardAllDrafts(): void {
  unstored.clear();
  const kept = storage();
  const keys = kept ? Array.from({ length: kept.length }, (_, index) => kept.key(index)) : [];
  for (const key of keys) if (key?.startsWith(prefix)) kept?.removeItem(key);
  changed();
}

function parseDraft<S extends z.ZodType>(text: string | null, schema: S): z.output<S> | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The draft under `key` as `schema` reads it; null when there is none or it no longer fits. */
export const readDraft = <S extends z.ZodType>(key: string, schema: S): z.output<S> | null =>
  parseDraft(read(key), schema);

/** Whether a draft is kept under `key`: a form or dialog with one asks before it is left. */
export function useHasDraft(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read(key) !== null,
    () => false,
  );
}

/**
 * A form's state kept as a draft under `key`: starts from the kept draft (else `initial`), and
 * each change is kept; a change back to `initial` leaves nothing to keep. `discard` forgets it.
 */
export function useDraft<S extends z.ZodType>(
  key: string,
  schema: S,
  initial: z.output<S>,
): [z.output<S>, (next: z.output<S>) => void, () => void] {
  const text = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const initialText = JSON.stringify(initial);
  // One value per kept text: a form's memos and effects see a change only when there is one.
  const value = useMemo(
    () => parseDraft(text, schema) ?? (JSON.parse(initialText) as z.output<S>),
    [text, schema, initialText],
  );
  const set = useCallback(
    (next: z.output<S>) => {
      if (JSON.stringify(next) === initialText) discardDraft(key);
      else saveDraft(key, next);
    },
    [key, initialText],
  );
  const discard = useCallback(() => discardDraft(key), [key]);
  return [value, set, discard];
}
