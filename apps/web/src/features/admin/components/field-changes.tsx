import { placeFieldLabels, placeFieldNames, type PlaceFields } from '@waggle/shared/place-fields';
import { usePlaceFieldsKit } from '../place-fields-kit';

/** The proposed fields; for an edit, each as the place has it today → as proposed. */
export function FieldChanges({
  proposed,
  current,
}: {
  proposed: Partial<PlaceFields>;
  current: PlaceFields | null;
}) {
  const { text } = usePlaceFieldsKit();
  const rows = placeFieldNames.flatMap((name) => {
    const value = proposed[name];
    if (value === undefined) return [];
    return [{ name, to: text(name, value), from: current && text(name, current[name]) }];
  });
  return (
    <dl className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 text-sm dark:divide-stone-800 dark:border-stone-800">
      {rows.map(({ name, from, to }) => (
        <div key={name} className="grid gap-1 px-3 py-2">
          <dt className="text-stone-600 dark:text-stone-400">{placeFieldLabels[name]}</dt>
          <dd className="break-words text-stone-900 dark:text-stone-100">
            {from === null ? (
              to
            ) : from === to ? (
              <>
                {to} <span className="text-stone-600 dark:text-stone-400">(unchanged)</span>
              </>
            ) : (
              <>
                <span className="sr-only">From </span>
                <del className="text-stone-600 dark:text-stone-400">{from}</del>
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
