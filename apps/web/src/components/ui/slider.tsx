import * as SliderPrimitive from '@radix-ui/react-slider';
import { useId } from 'react';

/**
 * One value on a scale, by drag, tap or keys: arrows step by one, Page Up / Page Down by ten steps
 * (Radix's page multiplier, docs/product.md#accessibility-and-display), Home and End to the ends. The thumb is a 44 px target.
 */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  valueText,
  ends,
  disabled = false,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  /** The value in words, for the label and screen readers ("3 of 5"). */
  valueText: string;
  /** What the two ends mean, shown under the track ("Smaller", "Larger"). */
  ends: readonly [string, string];
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <span
          className="text-sm text-stone-700 tabular-nums dark:text-stone-300"
          aria-hidden="true"
        >
          {valueText}
        </span>
      </div>
      <SliderPrimitive.Root
        min={min}
        max={max}
        step={step}
        value={[value]}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined && next !== value) onChange(next);
        }}
        className="relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50"
      >
        <SliderPrimitive.Track className="relative h-2 grow rounded-full bg-stone-200 dark:bg-stone-700">
          <SliderPrimitive.Range className="absolute h-full rounded-full bg-brand-700 dark:bg-brand-400" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span className="size-6 rounded-full border-2 border-white bg-brand-700 shadow dark:border-stone-900 dark:bg-brand-400" />
        </SliderPrimitive.Thumb>
      </SliderPrimitive.Root>
      <div
        className="flex justify-between text-xs text-stone-600 dark:text-stone-400"
        aria-hidden="true"
      >
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </div>
    </div>
  );
}
