import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRIVACY_NOTICE_PATH } from '@validation/privacy-notice';
import { erasureRequestFormSchema, type ErasureRequestInput, type ErasureRequestValues } from '@validation/privacy';
import {
  MyErasureRequestDocument,
  useMyErasureRequestQuery,
  useRequestErasureMutation,
  type ErasureRequestFieldsFragment,
} from '../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { TextAreaField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { formatDateTime } from '../../../lib/format';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { FormActions } from './form-layout';
import { Form } from '../../../components/Form';

const statusText: Record<ErasureRequestFieldsFragment['status'], { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Awaiting review', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'danger' },
};

/**
 * The client's erasure request (POPIA s24) on the profile's Privacy tab: what erasure means, the
 * request with an optional reason, and then its status. After a decline they may ask again.
 */
export function ErasureRequestSection() {
  const { data, loading, error, refetch } = useMyErasureRequestQuery({ fetchPolicy: 'cache-and-network' });
  const request = data?.myErasureRequest ?? null;
  return (
    <section aria-labelledby="erasure-title">
      <h2 id="erasure-title">Erase my personal information</h2>
      <Intro>
        You may ask us to erase the personal information we hold about you. If we approve, your account is closed and you are signed out
        everywhere; your documents, messages and details are deleted. What the law requires us to keep, such as tax records SARS requires
        for five years, is kept with your name removed. See our <Link to={PRIVACY_NOTICE_PATH}>Privacy Policy</Link>.
      </Intro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={false}
        loadingText="Loading your erasure request…"
        emptyText=""
        errorText="Failed to load your erasure request"
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {request && <RequestStatus request={request} />}
        {request?.status !== 'PENDING' && <ErasureRequestForm again={request?.status === 'DECLINED'} />}
      </DataState>
    </section>
  );
}

function RequestStatus({ request }: { request: ErasureRequestFieldsFragment }) {
  const status = statusText[request.status];
  return (
    <Status aria-label="Your erasure request">
      <div>
        <dt>Status</dt>
        <dd>
          <Badge $tone={status.tone}>{status.label}</Badge>
        </dd>
      </div>
      <div>
        <dt>Requested</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
      </div>
      {request.reason && (
        <div>
          <dt>Your reason</dt>
          <dd>{request.reason}</dd>
        </div>
      )}
      {request.decidedAt && (
        <div>
          <dt>Decided</dt>
          <dd>{formatDateTime(request.decidedAt)}</dd>
        </div>
      )}
      {request.decisionReason && (
        <div>
          <dt>Why it was declined</dt>
          <dd>{request.decisionReason}</dd>
        </div>
      )}
    </Status>
  );
}

function ErasureRequestForm({ again }: { again: boolean }) {
  const [requestErasure, { loading }] = useRequestErasureMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ErasureRequestInput, unknown, ErasureRequestValues>({
    resolver: zodResolver(erasureRequestFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await requestErasure({
        variables: { input: { reason } },
        update(cache, { data: answer }) {
          if (answer) cache.writeQuery({ query: MyErasureRequestDocument, data: { myErasureRequest: answer.requestErasure } });
        },
      });
    } catch (error) {
      // What was typed stays: the reason is still in the box to send again.
      showServerFieldErrors(error, ['reason'], setError);
      const message = formFailureMessage(error, 'Failed to send your request. Please try again.');
      if (message) setFailure(message);
      toast({ title: 'Request not sent', description: message ?? undefined, variant: 'destructive' });
      return;
    }
    toast({ title: 'Erasure request sent', description: 'We have e-mailed you a confirmation.', variant: 'success' });
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Request erasure">
      <TextAreaField
        label="Reason (optional)"
        rows={3}
        placeholder="Tell us why, if you wish"
        error={errors.reason?.message}
        {...register('reason')}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <FormActions>
        <Button type="submit" $variant="danger" disabled={loading}>
          {loading ? 'Sending…' : again ? 'Request erasure again' : 'Request erasure'}
        </Button>
      </FormActions>
    </Form>
  );
}

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.navy800};
    font-weight: 600;
  }
`;

const Status = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
