import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { describeDay } from '@validation/organizer-values';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { useOrganizerTemplateChoicesQuery, useSendOrganizerMutation, type EngagementCardFragment } from '../../../graphql/generated';
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
import { SelectField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { forgetOrganizerLists } from '../organizers';
import { personName } from './engagement-labels';
import { sendOrganizerFormSchema } from './send-organizer-form';

type SendForm = z.input<typeof sendOrganizerFormSchema>;
type SendValues = z.output<typeof sendOrganizerFormSchema>;

interface SendOrganizerDialogProps {
  engagement: Pick<EngagementCardFragment, 'id' | 'title' | 'client'>;
  /** Opened at once: the card's button was pressed before this code had arrived (DeferredSendOrganizerDialog). */
  defaultOpen?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Four weeks and a bit: time for the client to gather their papers; staff change it as they need. */
const DEFAULT_DAYS_TO_ANSWER = 30;

/** A fresh form: no template chosen yet, due four weeks and a bit from today. */
const emptyFormFor = (engagementId: string): SendForm => ({
  engagementId,
  templateId: '',
  dueDate: todayInSouthAfrica(new Date(Date.now() + DEFAULT_DAYS_TO_ANSWER * DAY_MS)),
});

/** The fields the server may name that this form shows: its other refusals are said above the buttons. */
const shownFields = ['templateId', 'dueDate'] as const;
const isShown = (path: string) => (shownFields as readonly string[]).includes(path);

/**
 * What the API refused that no field of the form shows, or null when each message is beneath its
 * field: its messages on the engagement (a cancelled one, an inactive client, one the advisor does
 * not run), else its own message, else the network's failure.
 */
function refusalOf(error: unknown): string | null {
  const named = fieldErrorsOf(error);
  const elsewhere = named.filter((fieldError) => !isShown(fieldError.path));
  if (elsewhere.length > 0) return [...new Set(elsewhere.map((fieldError) => fieldError.message))].join(' ');
  if (named.length > 0) return null;
  return formFailureMessage(error, 'The organizer could not be sent. Please try again.');
}

/**
 * "Send organizer" on an engagement's card (staff, docs/product.md#organizers): choose a template and
 * the day the client should be done by. What the API refuses is shown here, under the field it
 * names or above the buttons, and the choices stay; once sent, the card lists the organizer.
 */
export function SendOrganizerDialog({ engagement, defaultOpen = false }: SendOrganizerDialogProps) {
  // The first form is made once (it reads the clock); a closed dialog starts again with a new one.
  const [firstForm] = useState(() => emptyFormFor(engagement.id));
  const [open, setOpen] = useState(defaultOpen);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SendForm, unknown, SendValues>({
    resolver: zodResolver(sendOrganizerFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: firstForm,
  });
  const templateId = useWatch({ control, name: 'templateId' }) ?? '';
  const templates = useOrganizerTemplateChoicesQuery({ skip: !open });
  const [send, { loading: sending }] = useSendOrganizerMutation({
    update(cache, { data }) {
      if (!data) return;
      // The engagement's card reads Engagement.organizers, the most recently sent first.
      cache.modify<Pick<EngagementCardFragment, 'organizers'>>({
        id: cache.identify({ __typename: 'Engagement', id: engagement.id }),
        fields: {
          organizers: (existing = [], { toReference }) => {
            const sent = toReference(data.sendOrganizer);
            return sent ? [sent, ...existing] : existing;
          },
        },
      });
      // Any list of organizers already read (the organizers page) lacks it: asked again when next shown.
      forgetOrganizerLists(cache);
    },
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(emptyFormFor(engagement.id));
      setRefusal(null);
    }
  };

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { data } = await send({ variables: { input: values } });
      if (!data) throw new Error('No answer');
      const sent = data.sendOrganizer;
      toast({
        title: 'Organizer sent',
        description: `"${sent.title}" was sent to ${personName(engagement.client) ?? 'the client'} to fill in by ${describeDay(sent.dueDate)}.`,
        variant: 'success',
      });
    } catch (error) {
      // What was chosen stays: the server's field messages go beneath their fields, the rest above the buttons.
      showServerFieldErrors<SendForm>(error, shownFields, setError);
      setRefusal(refusalOf(error));
      return;
    }
    changeOpen(false);
  });

  const templateList = templates.data?.organizerTemplates;
  const chosen = templateList?.find((template) => template.id === templateId);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button $variant="outline" $size="sm" aria-label={`Send organizer: ${engagement.title}`}>
          Send organizer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send organizer</DialogTitle>
          <DialogDescription>
            For {engagement.title}. {personName(engagement.client) ?? 'The client'} fills it in on the portal, over as many visits as they
            need, and is told by e-mail.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send organizer">
          <input type="hidden" {...register('engagementId')} />
          <SelectField label="Template" error={errors.templateId?.message} disabled={!templateList} {...register('templateId')}>
            <option value="">{templateList ? 'Choose a template' : 'Loading templates…'}</option>
            {templateList?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </SelectField>
          {chosen?.description && <Hint>{chosen.description}</Hint>}
          {templateList?.length === 0 && <Hint>No organizer templates yet: an administrator adds them in the admin panel.</Hint>}
          {templates.error && <Failure role="alert">{formFailureMessage(templates.error, 'The templates could not be loaded.')}</Failure>}
          <TextField
            label="Due date"
            type="date"
            min={todayInSouthAfrica(new Date())}
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
          {refusal && <Failure role="alert">{refusal}</Failure>}
          <Actions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send organizer'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Hint = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
