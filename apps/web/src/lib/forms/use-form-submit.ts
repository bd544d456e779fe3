import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { toastError } from '../errors';
import { focusFirstInvalid } from '../focus-first-invalid';
import { haptic, type HapticTrigger } from '../native/haptics';
import {
  badRequestIssues,
  fieldErrorsOf,
  hasFieldErrors,
  type FieldErrors,
  type PlaceOfIssue,
} from './field-errors';

interface FormSubmitOptions<K extends string> {
  /** Where each issue, the schema's or the server's, is shown. */
  placeOf: PlaceOfIssue<K>;
  /** A failure that names no field is toasted with this title; without one the form shows it. */
  failureTitle?: string;
  /** Felt once the checks passed and the form is sent (docs/product.md#haptics). */
  sendHaptic?: HapticTrigger;
}

/** Said after a failure of the connection: the form and its draft still hold everything. */
export const keptText = 'What you wrote is kept here: send it again once you are back online.';

/** What a sent form resolves with: the body that went, and the answer. */
export interface Sent<T, R> {
  body: T;
  answer: R;
}

/**
 * A form checked with the shared schema and sent through a mutation, one way for every form
 * (docs/product.md#error-messages): the messages go under their fields and the focus to the first
 * field with one (`form` goes on the form element), a refused check or a failed send is felt, and
 * the server's field errors show like the schema's.
 */
export function useFormSubmit<K extends string>({
  placeOf,
  failureTitle,
  sendHaptic = 'buttonPress',
}: FormSubmitOptions<K>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  function show(found: FieldErrors<K>) {
    flushSync(() => setErrors(found));
    focusFirstInvalid(form.current);
  }

  /** Shows why the form cannot be sent yet. */
  function refuse(found: FieldErrors<K>) {
    show(found);
    haptic('formValidation');
  }

  /**
   * Sends a body that passed the form's checks, and resolves with it and the answer. On a
   * failure resolves null, with the server's messages under the fields, or the failure toasted.
   */
  async function send<T, R>(body: T, sender: (body: T) => Promise<R>): Promise<Sent<T, R> | null> {
    setErrors({});
    haptic(sendHaptic);
    try {
      return { body, answer: await sender(body) };
    } catch (failure) {
      haptic('formError');
      const issues = badRequestIssues(failure);
      const found = issues ? fieldErrorsOf(issues, placeOf) : {};
      if (hasFieldErrors(found)) show(found);
      else if (failureTitle) toastError(failureTitle, failure, keptText);
      return null;
    }
  }

  /** Checks the body with its schema (`parsed`), then sends it as `send` does. */
  function submit<T, R>(
    parsed: z.ZodSafeParseResult<T>,
    sender: (body: T) => Promise<R>,
  ): Promise<Sent<T, R> | null> {
    if (parsed.success) return send(parsed.data, sender);
    refuse(fieldErrorsOf(parsed.error.issues, placeOf));
    return Promise.resolve(null);
  }

  return { form, errors, refuse, send, submit };
}
