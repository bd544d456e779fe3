import { useAdminSuggestions } from '../api/get-admin-suggestions';
import { useAdminSummary } from '../api/get-admin-summary';
import { AdminSection } from './admin-section';
import { QueryList } from './query-list';
import { SuggestionCard, suggestionTitle } from './suggestion-card';

export function SuggestionsSection() {
  const suggestions = useAdminSuggestions();
  const summary = useAdminSummary();
  return (
    <AdminSection title="Suggestions waiting">
      <QueryList
        query={suggestions}
        what="suggestions"
        items={(data) => data.suggestions}
        empty="No suggestions waiting."
        total={{ count: summary.data?.pendingSuggestions, first: 'oldest' }}
        summary={suggestionTitle}
      >
        {(suggestion) => <SuggestionCard suggestion={suggestion} />}
      </QueryList>
    </AdminSection>
  );
}
