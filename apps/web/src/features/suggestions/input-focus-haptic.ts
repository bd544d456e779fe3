import type { FocusEvent } from 'react';
import { triggerHaptic } from '../../lib/native/haptics';

const notTyping = new Set(['radio', 'checkbox', 'file', 'button', 'submit', 'reset']);

/** spec §9 Haptics "input focus": a light tap when a field to type in or choose from gets focus. */
export function inputFocusHaptic(event: FocusEvent<HTMLElement>): void {
  const target = event.target;
  const typing =
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !notTyping.has(target.type));
  if (typing) triggerHaptic('light');
}
