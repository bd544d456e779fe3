import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { haptic } from '../../lib/native/haptics';
import { buttonClasses, dangerButtonClasses, secondaryButtonClasses } from './button-link';

const variants = {
  primary: buttonClasses,
  secondary: secondaryButtonClasses,
  danger: dangerButtonClasses,
} as const;

export type ButtonVariant = keyof typeof variants;

type NativeProps = Omit<ComponentProps<'button'>, 'type'> & {
  type?: 'button' | 'submit';
};

/**
 * An action button (Save, Share, Send, Try again…) with the docs/product.md#haptics haptic. A
 * submit button leaves it to its form: the form's checks decide between the press and the
 * "form validation" feedback, which the 31 ms rate limit would otherwise drop.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  className,
  onClick,
  ...native
}: NativeProps & { variant?: ButtonVariant }) {
  return (
    <button
      {...native}
      type={type}
      className={clsx(variants[variant], className)}
      onClick={(event) => {
        if (type === 'button') haptic('buttonPress');
        onClick?.(event);
      }}
    />
  );
}
