/**
 * Moves the focus to the first control marked invalid (aria-invalid), once the errors are on
 * screen, so a screen reader reads the field and its message. A radio group is entered at its
 * chosen radio, or its first.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid?.getAttribute('role') === 'radiogroup') {
    const radios = Array.from(invalid.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else {
    invalid?.focus();
  }
}
