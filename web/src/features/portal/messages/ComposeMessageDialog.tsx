import { useEffect, useId, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, type ApolloError } from '@apollo/client';
import styled from 'styled-components';
import { composeMessageSchema, type ComposeMessageInput, type ComposeMessageValues } from '@validation/messages';
import { attachmentsProblem } from '@validation/message-attachments';
import {
  useMessageAttachmentRulesQuery,
  useMessageRecipientsQuery,
  useSendMessageMutation,
  type MessageCardFragment,
  type SendMessageInput,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { FieldMessage, TextAreaField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { useSettledValue } from '../../../components/useSettledValue';
import { AttachmentPicker } from './AttachmentPicker';
import { placeMessageInLists } from './messages-cache';
import { SendMessageError, sendMessageWithFiles, type ServerError } from './send-message-with-files';
import { RECORDS_UNREACHABLE, failureToastText, isServiceUnavailable } from '../../../lib/service-unavailable';
import { newMessageDraft, type MessageDraft } from './message-draft';

const RECIPIENT_SEARCH_DELAY_MS = 300;
const formFields = ['recipientId', 'subject', 'content'] as const;
/** MAX_UPLOAD_MB's default, until the server's rules have loaded. */
const DEFAULT_MAX_TOTAL_BYTES = 25 * 1024 * 1024;

interface ComposeMessageDialogProps {
  /** Open while there is a draft. */
  draft: MessageDraft | null;
  onClose: () => void;
}

/**
 * The compose dialog (docs/product.md#messages, docs/product.md#message-fields,
 * docs/product.md#errors): Recipient (a user id or an e-mail address, with suggestions of the
 * people the viewer may write to), Subject and Message, all required, and files to attach. On
 * success the message joins Sent Messages without a refetch; on failure the form stays filled and
 * the files stay chosen.
 */
export function ComposeMessageDialog({ draft, onClose }: ComposeMessageDialogProps) {
  const suggestionsId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [sendingFiles, setSendingFiles] = useState(false);
  const apollo = useApolloClient();
  const [sendMessage, { loading: sendingText }] = useSendMessageMutation();
  const sending = sendingText || sendingFiles;
  const maxTotalBytes =
    useMessageAttachmentRulesQuery({ skip: !draft }).data?.messageAttachmentRules.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
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
    setFiles([]);
    setFilesError(null);
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

  /** Without files through Apollo; with files as a multipart request, its answer put in the cache the same way. */
  async function send(input: SendMessageInput): Promise<void> {
    if (files.length === 0) {
      await sendMessage({
        variables: { input },
        update(cache, { data }) {
          if (data) placeMessageInLists(cache, data.sendMessage);
        },
      });
      return;
    }
    setSendingFiles(true);
    try {
      const sent: MessageCardFragment = await sendMessageWithFiles(input, files);
      placeMessageInLists(apollo.cache, sent);
    } finally {
      setSendingFiles(false);
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const problem = attachmentsProblem(files, maxTotalBytes);
    if (problem) {
      setFilesError(problem);
      return;
    }
    try {
      await send({
        recipientId: values.recipientId,
        subject: values.subject,
        content: values.content,
        parentMessageId: values.parentMessageId,
      });
      toast({ description: 'Message sent successfully', variant: 'success' });
      reset({ ...newMessageDraft, content: '' });
      setFiles([]);
      setFilesError(null);
      onClose();
    } catch (error) {
      // The draft and its files stay as they are; a passing outage says so in the form.
      if (isServiceUnavailable(error)) {
        setFormError(RECORDS_UNREACHABLE);
      } else {
        const serverErrors = error instanceof SendMessageError ? error.graphQLErrors : ((error as ApolloError).graphQLErrors ?? []);
        const { elsewhere, aboutFiles } = showServerErrors(serverErrors, setError);
        setFilesError(aboutFiles);
        setFormError(elsewhere);
      }
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
          <AttachmentPicker
            files={files}
            onChange={setFiles}
            maxTotalBytes={maxTotalBytes}
            error={filesError}
            onError={setFilesError}
            disabled={sending}
          />
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

/** Errors about the files: the field `attachments`, or a file of the wrong type or too large. */
const FILE_ERROR_CODES = new Set(['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE']);

/**
 * Puts the server's field messages (BAD_USER_INPUT) under their fields, as the browser's own
 * checks do, and a refused file beside the files; answers a message that belongs to no field
 * (a reply to a vanished message).
 */
function showServerErrors(
  serverErrors: readonly ServerError[],
  setError: UseFormSetError<ComposeMessageInput>,
): { elsewhere: string | null; aboutFiles: string | null } {
  let elsewhere: string | null = null;
  let aboutFiles: string | null = null;
  for (const serverError of serverErrors) {
    const fieldErrors = serverError.extensions?.fieldErrors ?? [];
    if (FILE_ERROR_CODES.has(serverError.extensions?.code ?? '')) aboutFiles ??= serverError.message;
    // A refusal about no field (too many messages, a network failure) is said beside the buttons.
    else if (fieldErrors.length === 0) elsewhere ??= serverError.message;
    for (const { path, message } of fieldErrors) {
      const field = formFields.find((name) => name === path);
      if (field) setError(field, { type: 'server', message });
      else if (path === 'attachments') aboutFiles ??= message;
      else elsewhere ??= message;
    }
  }
  return { elsewhere, aboutFiles };
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
