import type { KeyboardEvent } from 'react';
import { chipClasses } from '../../../components/ui/toggle-chip';

export interface SectionTab<T extends string> {
  id: T;
  label: string;
}

/** The ids tying a tab to its panel (aria-controls / aria-labelledby). */
export const tabIds = (prefix: string, id: string) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

/**
 * A row of tabs (WAI-ARIA tabs pattern): Tab reaches the selected one, the arrow keys, Home and End
 * move between them and select as they go.
 */
export function SectionTabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly SectionTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  function move(event: KeyboardEvent) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const steps: Partial<Record<string, number>> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = tabs[steps[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabIds(idPrefix, next.id).tab)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={move} className="flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const ids = tabIds(idPrefix, tab.id);
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={active}
            // Only the selected tab's panel is on the page.
            aria-controls={active ? ids.panel : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={chipClasses(active)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
