import { Search } from 'lucide-react';
import { useId } from 'react';
import { haptic } from '../../../lib/native/haptics';

/** The search field: name or address text. */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
      <label htmlFor={id} className="sr-only">
        Search places by name or address
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => haptic('inputFocus')}
        placeholder="Search places"
        className="min-h-11 w-full rounded-full border border-stone-300 bg-white py-2 pr-4 pl-10 text-base placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-brand-700 dark:border-stone-700 dark:bg-stone-900"
      />
    </form>
  );
}
