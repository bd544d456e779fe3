import type { DistanceUnit } from '@waggle/shared/distance';
import { appBuild, appName, appVersion } from '@waggle/shared/app-info';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useDistanceUnit } from '../../lib/distance-unit/distance-unit';

const units: { value: DistanceUnit; label: string }[] = [
  { value: 'kilometers', label: 'Kilometres' },
  { value: 'miles', label: 'Miles' },
];

export default function SettingsScreen() {
  const { unit, setUnit } = useDistanceUnit();
  return (
    <>
      <ScreenHeader title="Settings" />
      <fieldset className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
        <legend className="px-1 font-semibold text-stone-900 dark:text-stone-50">
          Distance unit
        </legend>
        <div className="flex gap-6">
          {units.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="distance-unit"
                className="size-5 accent-brand-700"
                checked={unit === option.value}
                onChange={() => setUnit(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-8 text-center text-xs text-stone-600 dark:text-stone-400">
        {appName} {appVersion} (build {appBuild})
      </p>
    </>
  );
}
