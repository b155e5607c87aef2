import { useEffect, useId, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ApolloError } from '@apollo/client';
import styled from 'styled-components';
import { composeMessageSchema, type ComposeMessageInput, type ComposeMessageValues } from '@validation/messages';
import { useMessageRecipientsQuery, useSendMessageMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { FieldMessage, TextAreaField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { useSettledValue } from '../../../components/useSettledValue';
import { placeMessageInLists } from './messages-cache';
import { RECORDS_UNREACHABLE, failureToastText, isServiceUnavailable } from '../../../app/service-unavailable';

/** What the dialog opens with: empty for a new message, prefilled for a reply. */
export interface MessageDraft {
  recipientId: string;
  subject: string;
  parentMessageId: string | null;
  /** The name of the person being answered, for the dialog's description. */
  replyingTo?: string;
}

export const newMessageDraft: MessageDraft = { recipientId: '', subject: '', parentMessageId: null };

const RECIPIENT_SEARCH_DELAY_MS = 300;
const formFields = ['recipientId', 'subject', 'content'] as const;

interface ComposeMessageDialogProps {
  /** Open while there is a draft. */
  draft: MessageDraft | null;
  onClose: () => void;
}

/**
 * The compose dialog (SPEC.md §2, §5, §8): Recipient (a user id or an e-mail address, with
 * suggestions of the people the viewer may write to), Subject and Message, all required. On
 * success the message joins Sent Messages without a refetch; on failure the form stays filled.
 */
export function ComposeMessageDialog({ draft, onClose }: ComposeMessageDialogProps) {
  const suggestionsId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [sendMessage, { loading: sending }] = useSendMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ComposeMessageInput, unknown, ComposeMessageValues>({
    resolver: zodResolver(composeMessageSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...newMessageDraft, content: '' },
  });

  useEffect(() => {
    if (!draft) return;
    reset({ recipientId: draft.recipientId, subject: draft.subject, content: '', parentMessageId: draft.parentMessageId });
    setFormError(null);
  }, [draft, reset]);

  const recipientSearch = useSettledValue((watch('recipientId') ?? '').trim(), RECIPIENT_SEARCH_DELAY_MS);
  const recipients = useMessageRecipientsQuery({
    variables: recipientSearch ? { search: recipientSearch } : {},
    skip: !draft,
  }).data?.messageRecipients;
  // While typing narrows to nothing (an id, a new address), keep offering the last suggestions.
  const [suggestions, setSuggestions] = useState(recipients ?? []);
  useEffect(() => {
    if (recipients && recipients.length > 0) setSuggestions(recipients);
  }, [recipients]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sendMessage({
        variables: {
          input: {
            recipientId: values.recipientId,
            subject: values.subject,
            content: values.content,
            parentMessageId: values.parentMessageId,
          },
        },
        update(cache, { data }) {
          if (data) placeMessageInLists(cache, data.sendMessage);
        },
      });
      toast({ description: 'Message sent successfully', variant: 'success' });
      reset({ ...newMessageDraft, content: '' });
      onClose();
    } catch (error) {
      // The draft stays as typed; a passing outage says so in the form.
      setFormError(isServiceUnavailable(error) ? RECORDS_UNREACHABLE : showFieldErrors(error as ApolloError, setError));
      toast({ ...failureToastText(error, 'Failed to send message'), variant: 'destructive' });
    }
  });

  const replying = !!draft?.parentMessageId;
  return (
    <Dialog open={!!draft} onOpenChange={(open) => !open && !sending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{replying ? 'Reply' : 'New Message'}</DialogTitle>
          <DialogDescription>
            {replying && draft?.replyingTo
              ? `Your reply to ${draft.replyingTo}.`
              : 'Enter the e-mail address or user id of the person you are writing to, or choose from the suggestions.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={replying ? 'Reply' : 'New Message'}>
          <TextField
            label="Recipient"
            list={suggestionsId}
            autoComplete="off"
            spellCheck={false}
            placeholder="name@example.com or a user id"
            error={errors.recipientId?.message}
            {...register('recipientId')}
          />
          <datalist id={suggestionsId}>
            {suggestions.map((person) => (
              <option key={person.id} value={person.email}>
                {`${person.name} (${person.roleLabel})`}
              </option>
            ))}
          </datalist>
          <TextField label="Subject" autoComplete="off" error={errors.subject?.message} {...register('subject')} />
          <TextAreaField label="Message" rows={6} error={errors.content?.message} {...register('content')} />
          {formError && <FieldMessage role="alert">{formError}</FieldMessage>}
          <Actions>
            <Button $variant="ghost" disabled={sending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Puts the server's field messages (BAD_USER_INPUT) under their fields, as the browser's own
 * checks do; answers a message that belongs to no field (a reply to a vanished message).
 */
function showFieldErrors(error: ApolloError, setError: UseFormSetError<ComposeMessageInput>): string | null {
  const fieldErrors = (error.graphQLErrors ?? []).flatMap(
    (graphQLError) => (graphQLError.extensions?.fieldErrors as { path: string; message: string }[] | undefined) ?? [],
  );
  let elsewhere: string | null = null;
  for (const { path, message } of fieldErrors) {
    const field = formFields.find((name) => name === path);
    if (field) setError(field, { type: 'server', message });
    else elsewhere ??= message;
  }
  return elsewhere;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
