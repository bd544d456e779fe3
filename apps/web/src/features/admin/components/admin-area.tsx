import { useId, type ComponentType } from 'react';
import { useSearchParams } from 'wouter';
import { useAdminSummary } from '../api/get-admin-summary';
import { ActivitySection } from './activity-section';
import { AnnouncementsSection } from './announcements-section';
import { HiddenReviewsSection } from './hidden-reviews-section';
import { PlacesSection } from './places-section';
import { ReportsSection } from './reports-section';
import { SectionTabs, tabIds, type SectionTab } from './section-tabs';
import { SuggestionsSection } from './suggestions-section';
import { UsersSection } from './users-section';

const sectionIds = [
  'suggestions',
  'reports',
  'hidden',
  'places',
  'users',
  'announcements',
  'activity',
] as const;
type SectionId = (typeof sectionIds)[number];

const isSectionId = (value: string | null): value is SectionId =>
  (sectionIds as readonly (string | null)[]).includes(value);

const sections: Record<SectionId, ComponentType> = {
  suggestions: SuggestionsSection,
  reports: ReportsSection,
  hidden: HiddenReviewsSection,
  places: PlacesSection,
  users: UsersSection,
  announcements: AnnouncementsSection,
  activity: ActivitySection,
};

/** "Reports (3)" once the count is known. */
const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The admin's sections, one shown at a time, the queues with how many items wait in them. The
 * shown one is the address's `tab` (docs/product.md#admin-area): a reload or Back lands on it.
 */
export function AdminArea() {
  const summary = useAdminSummary();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const selected: SectionId = isSectionId(tab) ? tab : 'suggestions';
  // A new tab, without the last one's search.
  const setSelected = (id: SectionId) => setSearch({ tab: id });
  const prefix = useId();
  const tabs: SectionTab<SectionId>[] = [
    { id: 'suggestions', label: counted('Suggestions', summary.data?.pendingSuggestions) },
    { id: 'reports', label: counted('Reports', summary.data?.openReports) },
    { id: 'hidden', label: counted('Hidden reviews', summary.data?.hiddenReviews) },
    { id: 'places', label: 'Places' },
    { id: 'users', label: 'Users' },
    { id: 'announcements', label: 'Announcements' },
    { id: 'activity', label: 'Activity' },
  ];
  const Section = sections[selected];
  const ids = tabIds(prefix, selected);
  return (
    <>
      <SectionTabs
        label="Admin sections"
        idPrefix={prefix}
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
      />
      <div
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab}
        className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        tabIndex={0}
      >
        {/* Another search in the address (the activity log's "user" link) starts the tab afresh. */}
        <Section key={search.toString()} />
      </div>
    </>
  );
}
