import type { DistanceUnit } from '@waggle/shared/distance';
import { RadioGroup } from '../../../components/ui/radio-group';
import { useDistanceUnit } from '../../../lib/distance-unit/distance-unit';

const units: { value: DistanceUnit; label: string }[] = [
  { value: 'kilometers', label: 'Kilometres' },
  { value: 'miles', label: 'Miles' },
];

/** The distance unit (docs/product.md#accessibility-and-display): on the Settings screen and in the sheet. */
export function DistanceUnitControl() {
  const { unit, setUnit } = useDistanceUnit();
  return <RadioGroup label="Distance unit" options={units} value={unit} onChange={setUnit} />;
}
