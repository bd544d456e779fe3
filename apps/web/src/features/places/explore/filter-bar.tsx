import {
  dogSizeLabels,
  placeCategories,
  placeCategoryLabels,
  type DogSize,
} from '@waggle/shared/domain';
import { ListFilter } from 'lucide-react';
import { ScrollRow } from '../../../components/ui/scroll-row';
import { chipClasses, ToggleChip } from '../../../components/ui/toggle-chip';
import { haptic } from '../../../lib/native/haptics';
import { policyFilters, toggled, type ExploreFilters, type PolicyFilter } from './filters';

const policyLabels: Record<PolicyFilter, string> = {
  offLeash: 'Off-leash',
  fenced: 'Fenced',
  waterBowls: 'Water bowls',
  dogsInside: 'Dogs inside',
};

/** The category menu's button says how many categories are chosen. */
export const categoryMenuLabel = (chosen: number) =>
  chosen === 0 ? 'All categories' : chosen === 1 ? '1 category' : `${chosen} categories`;

/** Category chips (with the full category menu behind a button) and the dog-policy toggles. */
export function FilterBar({
  filters,
  onChange,
  onOpenCategoryMenu,
  dog,
}: {
  filters: ExploreFilters;
  onChange: (filters: ExploreFilters) => void;
  onOpenCategoryMenu: () => void;
  /** The profile's dog, when it has a size: offers "fits my dog". */
  dog: { name: string | null; size: DogSize } | null;
}) {
  const change = (next: ExploreFilters) => {
    haptic('filterChange');
    onChange(next);
  };
  const chosen = filters.categories;
  return (
    <div className="grid gap-2">
      <ScrollRow label="Categories">
        <button
          type="button"
          onClick={onOpenCategoryMenu}
          aria-haspopup="dialog"
          className={chipClasses(false)}
        >
          <ListFilter aria-hidden="true" className="size-4" />
          {categoryMenuLabel(chosen.length)}
        </button>
        {placeCategories.map((category) => (
          <ToggleChip
            key={category}
            pressed={chosen.includes(category)}
            onPressedChange={(on) =>
              change({ ...filters, categories: toggled(chosen, category, on) })
            }
          >
            {placeCategoryLabels[category]}
          </ToggleChip>
        ))}
      </ScrollRow>
      <ScrollRow label="Dog policy">
        {policyFilters.map((policy) => (
          <ToggleChip
            key={policy}
            pressed={filters.policies.includes(policy)}
            onPressedChange={(on) =>
              change({ ...filters, policies: toggled(filters.policies, policy, on) })
            }
          >
            {policyLabels[policy]}
          </ToggleChip>
        ))}
        {dog && (
          <ToggleChip
            pressed={filters.fitsMyDog}
            onPressedChange={(on) => change({ ...filters, fitsMyDog: on })}
          >
            Fits {dog.name ?? 'my dog'} ({dogSizeLabels[dog.size].name.toLowerCase()})
          </ToggleChip>
        )}
      </ScrollRow>
    </div>
  );
}
