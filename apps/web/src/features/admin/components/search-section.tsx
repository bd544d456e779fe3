import { useState, type ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AdminSection } from './admin-section';

const searchDelayMs = 300;
/** The longest search the admin API takes (adminSearchQuerySchema). */
const maxSearchLength = 100;

/**
 * An admin section with a search box over its results: `children` shows the results for the text
 * to search for, which follows what is typed once typing pauses.
 */
export function SearchSection({
  title,
  label,
  initial = '',
  children,
}: {
  title: string;
  /** What the box holds at first (a link's search). */
  initial?: string;
  /** "Search places by name": the search box's label. */
  label: string;
  children: (search: string) => ReactNode;
}) {
  const [text, setText] = useState(initial);
  const search = useDebouncedValue(text.trim(), searchDelayMs);
  return (
    <AdminSection title={title}>
      <div className="mt-3">
        <TextField
          label={label}
          type="search"
          value={text}
          onChange={setText}
          maxLength={maxSearchLength}
        />
      </div>
      {children(search)}
    </AdminSection>
  );
}
