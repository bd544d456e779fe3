import type { SuggestionBody } from '@waggle/shared/suggestions';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { toastError } from '../../lib/errors';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { haptic } from '../../lib/native/haptics';
import { useCreateSuggestion } from './api/create-suggestion';
import { errorsFromIssues, errorsFromResponse, type SuggestionErrors } from './form-errors';

/**
 * What the new-place form and the edit-suggestion dialog share: the messages under the fields
 * (`form` goes on the form element, so the first one gets the focus) and sending the suggestion.
 */
export function useSuggestionForm(userId: number, failureTitle: string) {
  const mutation = useCreateSuggestion();
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const form = useRef<HTMLFormElement>(null);

  function showErrors(found: SuggestionErrors) {
    flushSync(() => setErrors(found));
    focusFirstInvalid(form.current);
  }

  /** Shows why the form cannot be sent yet. */
  function refuse(found: SuggestionErrors) {
    showErrors(found);
    haptic('formValidation');
  }

  /**
   * Sends the suggestion once it passed its schema, and resolves with it once stored. Otherwise
   * resolves null, with the schema's or the server's messages under the fields, or a toast
   * titled `failureTitle`.
   */
  async function send<T extends SuggestionBody>(
    parsed: z.ZodSafeParseResult<T>,
  ): Promise<T | null> {
    if (!parsed.success) {
      refuse(errorsFromIssues(parsed.error.issues));
      return null;
    }
    setErrors({});
    // The submit button's press, once the checks passed (see components/ui/button.tsx).
    haptic('buttonPress');
    try {
      await mutation.mutateAsync(parsed.data);
      return parsed.data;
    } catch (failure) {
      haptic('formError');
      const serverErrors = errorsFromResponse(failure);
      if (serverErrors) showErrors(serverErrors);
      else toastError(failureTitle, failure);
      return null;
    }
  }

  return { form, errors, refuse, send, sending: mutation.isPending };
}
