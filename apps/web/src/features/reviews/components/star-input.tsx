import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { filledStarClasses } from '../../../lib/palette';
import { useId } from 'react';
import { haptic } from '../../../lib/native/haptics';
import { ratingSteps } from './stars';

/**
 * "Your rating": five radio buttons drawn as stars. Native radios, so arrow keys move the choice
 * and Tab enters and leaves the group as one stop.
 */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
    >
      <p id={`${id}-label`} className="text-sm font-medium">
        Your rating
      </p>
      <div className="mt-1 flex">
        {ratingSteps.map((step) => (
          <label
            key={step}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={id}
              value={step}
              checked={value === step}
              onChange={() => {
                haptic('ratingChange');
                onChange(step);
              }}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={clsx(
                'size-7',
                value !== null && step <= value
                  ? filledStarClasses
                  : 'text-stone-500 dark:text-stone-400',
              )}
            />
            <span className="sr-only">{step === 1 ? '1 star' : `${step} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
