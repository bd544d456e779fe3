import type { SuggestionBody } from '@waggle/shared/suggestions';
import type { z } from 'zod';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useCreateSuggestion } from './api/create-suggestion';
import { suggestionErrorPlace } from './form-errors';

/**
 * What the new-place form and the edit-suggestion dialog share: the messages under the fields
 * (`form` goes on the form element, so the first one gets the focus) and sending the suggestion.
 */
export function useSuggestionForm(failureTitle: string) {
  const mutation = useCreateSuggestion();
  const { form, errors, refuse, submit } = useFormSubmit({
    placeOf: suggestionErrorPlace,
    failureTitle,
  });

  /**
   * Sends the suggestion once it passed its schema, and resolves with it once stored. Otherwise
   * resolves null, with the schema's or the server's messages under the fields, or a toast
   * titled `failureTitle`.
   */
  async function send<T extends SuggestionBody>(
    parsed: z.ZodSafeParseResult<T>,
  ): Promise<T | null> {
    const sent = await submit(parsed, mutation.mutateAsync);
    return sent && sent.body;
  }

  return { form, errors, refuse, send, sending: mutation.isPending };
}
