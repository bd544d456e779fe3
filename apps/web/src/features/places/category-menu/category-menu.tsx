import { placeCategories, placeCategoryLabels, type PlaceCategory } from '@waggle/shared/domain';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { SideSheet } from '../../../components/ui/side-sheet';
import { haptic } from '../../../lib/native/haptics';
import { toggled } from '../explore/filters';
import type { CategoryMenuSettings } from './menu-settings';
import { MenuSettingsFields } from './menu-settings-fields';

export function CategoryMenu({
  open,
  onOpenChange,
  selected,
  onSelectedChange,
  settings,
  onSettingsChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: readonly PlaceCategory[];
  onSelectedChange: (categories: PlaceCategory[]) => void;
  settings: CategoryMenuSettings;
  onSettingsChange: (change: Partial<CategoryMenuSettings>) => void;
}) {
  const select = (categories: PlaceCategory[]) => {
    haptic('multiSelectItem');
    onSelectedChange(categories);
  };
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      side={settings.side}
      title="Categories"
      description="Show only the kinds of places you pick."
    >
      <fieldset className="mt-4">
        <legend className="sr-only">Categories</legend>
        <ul className="grid gap-1">
          {placeCategories.map((category) => (
            <li key={category}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={selected.includes(category)}
                  onChange={(event) => select(toggled(selected, category, event.target.checked))}
                />
                {placeCategoryLabels[category]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button
        type="button"
        className={`${secondaryButtonClasses} mt-3`}
        disabled={selected.length === 0}
        onClick={() => select([])}
      >
        Show all categories
      </button>

      <fieldset className="mt-6 border-t border-stone-200 pt-4 dark:border-stone-800">
        <legend className="pt-4 text-sm font-semibold text-stone-900 dark:text-stone-50">
          Menu settings
        </legend>
        <div className="mt-2">
          <MenuSettingsFields settings={settings} onChange={onSettingsChange} />
        </div>
      </fieldset>
    </SideSheet>
  );
}
