import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { sendLetterSchema } from '@validation/engagement-letters';
import {
  useLetterTemplatesQuery,
  usePreviewEngagementLetterQuery,
  useSendEngagementLetterMutation,
  type EngagementCardFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/Dialog';
import { SelectField } from '../../../components/Field';
import { LoadingState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { LetterFees, LetterProblems, LetterText, letterProblemsOf } from '../letters';
import { personName } from './engagement-labels';

type SendForm = z.input<typeof sendLetterSchema>;
type SendValues = z.output<typeof sendLetterSchema>;

interface SendLetterDialogProps {
  engagement: Pick<EngagementCardFragment, 'id' | 'title' | 'client'>;
  /** Opened at once: the card's button was pressed before this code had arrived (DeferredSendLetterDialog). */
  defaultOpen?: boolean;
}

interface Refusal {
  problems: string[];
  intro?: string;
}

/**
 * What the API refused, for LetterProblems: the field messages it named, most of them about the
 * engagement's record rather than a field of this form (each merge field without a value, a
 * cancelled engagement, an inactive client), else its message.
 */
function refusalOf(error: unknown, fallback: string): Refusal {
  const named = fieldErrorsOf(error).length > 0;
  return { problems: letterProblemsOf(error, fallback), intro: named ? 'This letter cannot be sent:' : undefined };
}

/**
 * "Send letter" on an engagement's card (staff): choose a template, read the letter exactly as the
 * client will (the server's preview, every merge field filled in), then send it. What the API
 * refuses is shown here, naming the problem, and the choice stays; once sent, the card shows the
 * letter waiting for the client's signature.
 */
export function SendLetterDialog({ engagement, defaultOpen = false }: SendLetterDialogProps) {
  const emptyForm: SendForm = { engagementId: engagement.id, templateId: '' };
  const [open, setOpen] = useState(defaultOpen);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SendForm, unknown, SendValues>({
    resolver: zodResolver(sendLetterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const templateId = useWatch({ control, name: 'templateId' }) ?? '';
  const templates = useLetterTemplatesQuery({ skip: !open });
  const preview = usePreviewEngagementLetterQuery({
    variables: { input: { engagementId: engagement.id, templateId } },
    skip: !open || !templateId,
    // Merge fields such as {{today}} and the client's details change: always the server's latest.
    fetchPolicy: 'network-only',
  });
  const [send, { loading: sending }] = useSendEngagementLetterMutation({
    update(cache, { data }) {
      if (!data) return;
      // The engagement's card reads Engagement.letters, newest first: the new letter goes on top.
      cache.modify<Pick<EngagementCardFragment, 'letters'>>({
        id: cache.identify({ __typename: 'Engagement', id: engagement.id }),
        fields: {
          letters: (existing = [], { toReference }) => {
            const sent = toReference(data.sendEngagementLetter);
            return sent ? [sent, ...existing] : existing;
          },
        },
      });
    },
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(emptyForm);
      setRefusal(null);
    }
  };

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { data } = await send({ variables: { input: values } });
      if (!data) throw new Error('No answer');
      toast({
        title: 'Letter sent',
        description: `"${data.sendEngagementLetter.title}" was sent to ${personName(engagement.client) ?? 'the client'} to sign.`,
        variant: 'success',
      });
    } catch (error) {
      showServerFieldErrors(error, ['templateId'], setError);
      const shownUnderField = fieldErrorsOf(error).some((fieldError) => fieldError.path === 'templateId');
      if (!shownUnderField) setRefusal(refusalOf(error, 'The letter could not be sent. Please try again.'));
      return;
    }
    changeOpen(false);
  });

  const templateList = templates.data?.letterTemplates;
  const fees = templateList?.find((template) => template.id === templateId)?.feeSchedule;
  const previewRefusal = preview.error ? refusalOf(preview.error, 'The letter could not be previewed. Please try again.') : null;
  const letter = preview.data?.previewEngagementLetter;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button $variant="outline" $size="sm" aria-label={`Send letter: ${engagement.title}`}>
          Send letter
        </Button>
      </DialogTrigger>
      <LetterDialogContent>
        <DialogHeader>
          <DialogTitle>Send engagement letter</DialogTitle>
          <DialogDescription>
            For {engagement.title}. {personName(engagement.client) ?? 'The client'} reads the letter below in the portal and signs it there.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send engagement letter">
          <input type="hidden" {...register('engagementId')} />
          <SelectField label="Template" error={errors.templateId?.message} disabled={!templateList} {...register('templateId')}>
            <option value="">{templateList ? 'Choose a template' : 'Loading templates…'}</option>
            {templateList?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </SelectField>
          {templateList?.length === 0 && (
            <Hint>No letter templates yet: an administrator writes them in the admin panel, under Letter templates.</Hint>
          )}
          {templates.error && <LetterProblems problems={letterProblemsOf(templates.error, 'The templates could not be loaded.')} />}
          {templateId && (
            <Preview aria-busy={preview.loading}>
              <h3>{letter?.title ?? 'Preview'}</h3>
              {preview.loading && !letter && <LoadingState label="Filling in the letter…" />}
              {letter && !preview.error && <LetterText html={letter.bodyHtml} label="The letter as the client will read it" />}
              {letter && !preview.error && fees && <LetterFees schedule={fees} />}
              {previewRefusal && <LetterProblems {...previewRefusal} />}
            </Preview>
          )}
          {refusal && <LetterProblems {...refusal} />}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={sending || (!!templateId && (preview.loading || !!preview.error))}>
              {sending ? 'Sending…' : 'Send letter'}
            </Button>
          </Actions>
        </form>
      </LetterDialogContent>
    </Dialog>
  );
}

/** Wider than a form's dialog, so that the letter reads at a comfortable line length. */
const LetterDialogContent = styled(DialogContent)`
  && {
    max-width: 760px;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Preview = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
