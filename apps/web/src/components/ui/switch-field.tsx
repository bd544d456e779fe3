import { useId } from 'react';

/** An on/off setting: a labelled switch (a checkbox with the switch role) and what it does. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      {/* The label's first line sits level with the switch (the padding centres one line of
          text-sm in the 44 px row); the description follows in the flow, never over a label that
          wraps. */}
      <div className="min-w-0">
        <label htmlFor={id} className="block pt-3 text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {description}
          </p>
        )}
      </div>
      <span className="relative inline-flex h-11 w-14 shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0"
        />
        {/* The track and the knob: the knob's side shows the state, whatever the colours. */}
        <span
          aria-hidden="true"
          className="h-7 w-14 rounded-full bg-stone-500 transition peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 dark:bg-stone-600 dark:peer-checked:bg-brand-400"
        />
        <span
          aria-hidden="true"
          className="absolute left-1 size-5 rounded-full bg-white shadow transition peer-checked:translate-x-7"
        />
      </span>
    </div>
  );
}
