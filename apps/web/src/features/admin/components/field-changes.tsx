import { placeFieldLabels, placeFieldNames, type PlaceFields } from '@waggle/shared/place-fields';
import { usePlaceFieldsKit } from '../place-fields-kit';

type FieldName = keyof PlaceFields;

/**
 * An edit's fields the place changed since it was sent (docs/product.md#edit-conflicts): their
 * values then, and which of them the admin confirmed to apply anyway.
 */
export interface StaleFields {
  base: Partial<PlaceFields>;
  names: readonly FieldName[];
  confirmed: readonly FieldName[];
  onConfirmedChange: (name: FieldName, confirmed: boolean) => void;
}

const muted = 'text-stone-600 dark:text-stone-400';

/** A stale field: when sent → now → proposed, and its "Apply anyway" box. */
function StaleChange({
  name,
  sent,
  now,
  to,
  stale,
}: {
  name: FieldName;
  sent: string;
  now: string;
  to: string;
  stale: StaleFields;
}) {
  return (
    <>
      <span className="block">
        <span className={muted}>When sent: </span>
        <del className={muted}>{sent}</del>
        <span aria-hidden="true"> → </span>
        <span className={muted}> now: </span>
        <span className="font-medium">{now}</span>
        <span aria-hidden="true"> → </span>
        <span className={muted}> proposed: </span>
        <ins className="font-medium no-underline">{to}</ins>
      </span>
      <label className="mt-1 flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={stale.confirmed.includes(name)}
          onChange={(event) => stale.onConfirmedChange(name, event.target.checked)}
        />
        Apply anyway <span className="sr-only">({placeFieldLabels[name]})</span>
      </label>
    </>
  );
}

/**
 * The proposed fields; for an edit, each as the place has it today → as proposed, and a field the
 * place changed since the edit was sent as it was then → today → proposed.
 */
export function FieldChanges({
  proposed,
  current,
  stale,
}: {
  proposed: Partial<PlaceFields>;
  current: PlaceFields | null;
  stale?: StaleFields | undefined;
}) {
  const { text } = usePlaceFieldsKit();
  const rows = placeFieldNames.flatMap((name) => {
    const value = proposed[name];
    if (value === undefined) return [];
    const sent = stale?.names.includes(name) ? stale.base[name] : undefined;
    return [
      {
        name,
        to: text(name, value),
        from: current && text(name, current[name]),
        sent: sent === undefined ? null : text(name, sent),
      },
    ];
  });
  return (
    <dl className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 text-sm dark:divide-stone-800 dark:border-stone-800">
      {rows.map(({ name, from, to, sent }) => (
        <div key={name} className="grid gap-1 px-3 py-2">
          <dt className={muted}>
            {placeFieldLabels[name]}
            {sent !== null && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                Changed since sent
              </span>
            )}
          </dt>
          <dd className="break-words text-stone-900 dark:text-stone-100">
            {sent !== null && from !== null && stale ? (
              <StaleChange name={name} sent={sent} now={from} to={to} stale={stale} />
            ) : from === null ? (
              to
            ) : from === to ? (
              <>
                {to} <span className={muted}>(unchanged)</span>
              </>
            ) : (
              <>
                <span className="sr-only">From </span>
                <del className={muted}>{from}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                <ins className="font-medium no-underline">{to}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
