import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

const debounceMs = 300;

/** A search field that reports its text once typing pauses. */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
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
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search places"
        className="min-h-11 w-full rounded-full border border-stone-300 bg-white py-2 pr-4 pl-10 text-base placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-brand-700 dark:border-stone-700 dark:bg-stone-900"
      />
    </form>
  );
}
