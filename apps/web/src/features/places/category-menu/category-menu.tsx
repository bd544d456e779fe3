import { placeCategories, placeCategoryLabels, type PlaceCategory } from '@waggle/shared/domain';
import { useId } from 'react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SideSheet } from '../../../components/ui/side-sheet';
import { haptic } from '../../../lib/native/haptics';
import { toggled } from '../explore/filters';
import {
  maxSensitivity,
  minSensitivity,
  type CategoryMenuSettings,
  type MenuSide,
} from './menu-settings';

const sides: { value: MenuSide; label: string }[] = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
];

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
  const id = useId();
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
          <RadioGroup
            label="Open from the"
            options={sides}
            value={settings.side}
            onChange={(side) => onSettingsChange({ side })}
          />
        </div>
        <label className="mt-2 flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={settings.gesturesEnabled}
            onChange={(event) => onSettingsChange({ gesturesEnabled: event.target.checked })}
          />
          Swipe in from the edge to open
        </label>
        <label htmlFor={`${id}-sensitivity`} className="mt-2 block text-sm">
          Swipe sensitivity: {settings.sensitivity} of {maxSensitivity}
        </label>
        <input
          id={`${id}-sensitivity`}
          type="range"
          min={minSensitivity}
          max={maxSensitivity}
          step={1}
          value={settings.sensitivity}
          disabled={!settings.gesturesEnabled}
          onChange={(event) => onSettingsChange({ sensitivity: Number(event.target.value) })}
          className="mt-1 w-full accent-brand-700"
        />
      </fieldset>
    </SideSheet>
  );
}
