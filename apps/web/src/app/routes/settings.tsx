import type { DistanceUnit } from '@waggle/shared/distance';
import { appBuild, appName, appVersion } from '@waggle/shared/app-info';
import { RadioGroup } from '../../components/ui/radio-group';
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
      <section
        aria-labelledby="units"
        className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800"
      >
        <h2 id="units" className="font-semibold text-stone-900 dark:text-stone-50">
          Units
        </h2>
        <RadioGroup label="Distance unit" options={units} value={unit} onChange={setUnit} />
      </section>
      <p className="mt-8 text-center text-xs text-stone-600 dark:text-stone-400">
        {appName} {appVersion} (build {appBuild})
      </p>
    </>
  );
}
