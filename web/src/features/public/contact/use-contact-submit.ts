import { useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ConsultationValues, GetInTouchValues } from '@validation/contact';
import { toast } from '../../../components/toast-store';
import type { ToastText } from '../../../content/types';
import { failureDescriptionOf, fieldIssuesOf, submitContact } from './submit-contact';

interface ContactSubmitOptions<TInput extends FieldValues, TOutput extends GetInTouchValues | ConsultationValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The form's fields: a server error on any other path shows only in the toast. */
  fieldNames: readonly Path<TInput>[];
  success: ToastText;
  failure: ToastText;
  onSuccess?: () => void;
}

/**
 * SPEC §4 and §8 for both contact forms: send the parsed values with the honeypot; on success a
 * toast and an empty form, on failure a destructive toast, the values kept, and the server's
 * field errors shown beneath their fields.
 */
export function useContactSubmit<TInput extends FieldValues, TOutput extends GetInTouchValues | ConsultationValues>({
  form,
  fieldNames,
  success,
  failure,
  onSuccess,
}: ContactSubmitOptions<TInput, TOutput>) {
  const honeypotRef = useRef<HTMLInputElement>(null);

  const send = async (values: TOutput) => {
    try {
      await submitContact({ ...values, website: honeypotRef.current?.value ?? '' });
      toast({ title: success.title, description: success.description, variant: 'success' });
      form.reset();
      if (honeypotRef.current) honeypotRef.current.value = '';
      onSuccess?.();
    } catch (error) {
      for (const issue of fieldIssuesOf(error)) {
        const name = fieldNames.find((field) => field === issue.path);
        if (name) form.setError(name, { type: 'server', message: issue.message });
      }
      toast({ title: failure.title, description: failureDescriptionOf(error, failure.description), variant: 'destructive' });
    }
  };
  // rhf validates, then sends; nothing waits for the promise (send catches its own failures).
  const onSubmit = (event?: BaseSyntheticEvent) => void form.handleSubmit(send)(event);

  return { onSubmit, honeypotRef, submitting: form.formState.isSubmitting };
}
