import { placeCategories, type DogSize } from '@waggle/shared/domain';
import { ListFilter } from 'lucide-react';
import { chipClasses, ToggleChip } from '../../../components/ui/toggle-chip';
import { triggerHaptic } from '../../../lib/native/haptics';
import { categoryLabels } from '../labels';
import { policyFilters, toggled, type ExploreFilters, type PolicyFilter } from './filters';

const policyLabels: Record<PolicyFilter, string> = {
  offLeash: 'Off-leash',
  fenced: 'Fenced',
  waterBowls: 'Water bowls',
  dogsInside: 'Dogs inside',
};

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
  // spec §9 Haptics: filter change.
  const change = (next: ExploreFilters) => {
    triggerHaptic('light');
    onChange(next);
  };
  const chosen = filters.categories;
  return (
    <div className="grid gap-2">
      <div
        role="group"
        aria-label="Categories"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        <button type="button" onClick={onOpenCategoryMenu} className={chipClasses(false)}>
          <ListFilter aria-hidden="true" className="size-4" />
          All categories{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </button>
        {placeCategories.map((category) => (
          <ToggleChip
            key={category}
            pressed={chosen.includes(category)}
            onPressedChange={(on) =>
              change({ ...filters, categories: toggled(chosen, category, on) })
            }
          >
            {categoryLabels[category]}
          </ToggleChip>
        ))}
      </div>
      <div
        role="group"
        aria-label="Dog policy"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
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
            Fits {dog.name ?? 'my dog'} ({dog.size})
          </ToggleChip>
        )}
      </div>
    </div>
  );
}
