import { useAdminSuggestions } from '../api/get-admin-suggestions';
import { AdminSection } from './admin-section';
import { QueryList } from './query-list';
import { SuggestionCard } from './suggestion-card';

export function SuggestionsSection() {
  const suggestions = useAdminSuggestions();
  return (
    <AdminSection title="Suggestions waiting">
      <QueryList
        query={suggestions}
        what="suggestions"
        items={(data) => data.suggestions}
        empty="No suggestions waiting."
      >
        {(suggestion) => <SuggestionCard suggestion={suggestion} />}
      </QueryList>
    </AdminSection>
  );
}
