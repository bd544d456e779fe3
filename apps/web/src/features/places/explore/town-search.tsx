import type { Town } from '@waggle/shared/places';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { haptic } from '../../../lib/native/haptics';
import { useTowns } from '../api/get-towns';

const placesText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

/** What the search found, or why not, for the letters asked. */
function TownResults({ text, onChoose }: { text: string; onChoose: (town: Town) => void }) {
  const { data, error, asked } = useTowns(text);
  if (asked === null) return null;
  if (error)
    return <p role="status">Couldn't look up towns. Check your connection and try again.</p>;
  if (!data) return null;
  if (data.towns.length === 0) {
    return <p role="status">No places in a town starting “{asked}” yet.</p>;
  }
  return (
    <ul aria-label="Matching towns" className="grid gap-1">
      {data.towns.map((town) => (
        <li key={`${town.name}|${town.country ?? ''}`}>
          <button
            type="button"
            onClick={() => {
              haptic('buttonPress');
              onChoose(town);
            }}
            className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 dark:hover:bg-stone-800"
          >
            <MapPin
              aria-hidden="true"
              className="size-4 shrink-0 text-brand-700 dark:text-brand-300"
            />
            <span className="font-semibold text-stone-900 dark:text-stone-50">
              {town.country ? `${town.name}, ${town.country}` : town.name}
            </span>
            <span className="text-stone-700 dark:text-stone-300">
              · {placesText(town.placeCount)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/product.md#looking-near-a-town: a town or city typed by name, among those the places hold;
 * choosing one centres the list and the map there.
 */
export function TownSearch({ onChoose }: { onChoose: (town: Town) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="grid gap-2 text-sm">
      <label htmlFor={id} className="font-semibold text-stone-900 dark:text-stone-50">
        Look near a town
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onFocus={() => haptic('inputFocus')}
        placeholder="Town or city"
        className="min-h-11 w-full rounded-full border border-stone-300 bg-white px-4 py-2 text-base placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-brand-700 dark:border-stone-700 dark:bg-stone-900"
      />
      <TownResults
        text={text}
        onChoose={(town) => {
          setText('');
          onChoose(town);
        }}
      />
    </div>
  );
}
