import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { RecordArticle, recordTitle } from '../../../components/RecordCard';
import { southAfricanDateAndTime } from '@validation/south-africa-time';
import { formatDate } from '../../../lib/format';
import type { AppointmentCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ButtonAnchor } from '../../../components/ButtonLink';
import { Icon, type AnyIconName } from '../../../components/Icon';
import { durationLabel, meetingTypeLabels, personName, statusLabels, statusTones } from './appointment-labels';
import { isConfirmable, isOpen, joinState, needsAttention } from './appointment-timing';

/** Who is looking: the names and actions a card shows depend on it. */
export interface AppointmentViewer {
  id: string;
  /** Advisors, admins and superadmins confirm appointments. */
  staff: boolean;
}

interface AppointmentCardProps {
  appointment: AppointmentCardFragment;
  viewer: AppointmentViewer;
  now: Date;
  onReschedule: (appointment: AppointmentCardFragment) => void;
  onConfirm: (appointment: AppointmentCardFragment) => void;
  onCancel: (appointment: AppointmentCardFragment) => void;
}

/**
 * One appointment (docs/product.md#appointments): title, description, status, when, how long,
 * where, and its actions.
 */
export function AppointmentCard({ appointment, viewer, now, onReschedule, onConfirm, onCancel }: AppointmentCardProps) {
  const titleId = useId();
  const hintId = useId();
  const { time } = southAfricanDateAndTime(new Date(appointment.scheduledAt));
  const join = joinState(appointment, now);
  const open = isOpen(appointment);
  const attention = needsAttention(appointment, now);
  const isClient = appointment.client?.id === viewer.id;
  const isAdvisor = appointment.advisor?.id === viewer.id;
  const awaitingConfirmation = appointment.status !== 'CONFIRMED';
  const canConfirm = viewer.staff && isConfirmable(appointment, now) && (awaitingConfirmation || join === 'awaiting-link');

  return (
    <Article aria-labelledby={titleId} $attention={attention} data-attention={attention || undefined}>
      <Head>
        <h3 id={titleId}>{appointment.title}</h3>
        <Badge $tone={statusTones[appointment.status]}>{statusLabels[appointment.status]}</Badge>
      </Head>
      {appointment.description && <Description>{appointment.description}</Description>}
      <Facts>
        <Fact icon="calendar" label="Date">
          <time dateTime={appointment.scheduledAt}>{formatDate(appointment.scheduledAt)}</time>
        </Fact>
        <Fact icon="clock" label="Time">
          {time} <Zone>SAST</Zone>
        </Fact>
        <Fact icon="refresh" label="Duration">
          {durationLabel(appointment.duration)}
        </Fact>
        <Fact
          icon={appointment.meetingType === 'PHONE' ? 'phone' : appointment.meetingType === 'IN_PERSON' ? 'users' : 'globe'}
          label="Meeting"
        >
          {meetingTypeLabels[appointment.meetingType]}
        </Fact>
        {appointment.location && (
          <Fact icon="map-pin" label="Location" wide>
            {appointment.location}
          </Fact>
        )}
        {!isAdvisor && (
          <Fact icon="user" label="Advisor">
            {personName(appointment.advisor)}
          </Fact>
        )}
        {!isClient && (
          <Fact icon="user" label="Client">
            {personName(appointment.client)}
          </Fact>
        )}
      </Facts>
      {attention && (
        <Attention>
          {appointment.status === 'CANCELLED'
            ? 'This appointment was cancelled.'
            : 'This appointment has passed but is not marked completed.'}
        </Attention>
      )}
      {(join !== 'none' || open) && (
        <Actions>
          {join === 'ready' && appointment.meetingUrl && (
            <ButtonAnchor $size="sm" href={appointment.meetingUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="external-link" size={16} />
              Join Meeting
            </ButtonAnchor>
          )}
          {join === 'awaiting-link' && (
            <Button $size="sm" disabled aria-describedby={hintId}>
              Join Meeting
            </Button>
          )}
          {open && (
            // The server answers the .ics file (same access rule as the record); the browser saves it.
            <ButtonAnchor
              $size="sm"
              $variant="outline"
              href={`/api/appointments/${encodeURIComponent(appointment.id)}/calendar.ics`}
              download
              aria-label={`Add to calendar: ${appointment.title}`}
            >
              <Icon name="calendar" size={16} />
              Add to calendar
            </ButtonAnchor>
          )}
          {open && (
            <Button $size="sm" $variant="outline" onClick={() => onReschedule(appointment)}>
              Reschedule
            </Button>
          )}
          {canConfirm && (
            <Button $size="sm" $variant={awaitingConfirmation ? 'secondary' : 'outline'} onClick={() => onConfirm(appointment)}>
              {awaitingConfirmation ? 'Confirm' : 'Add link'}
            </Button>
          )}
          {open && (
            <Button $size="sm" $variant="ghost" onClick={() => onCancel(appointment)}>
              Cancel
            </Button>
          )}
          {join === 'awaiting-link' && (
            <Hint id={hintId}>
              {viewer.staff ? 'Add the meeting link so the client can join.' : 'Your advisor has not added the meeting link yet.'}
            </Hint>
          )}
        </Actions>
      )}
    </Article>
  );
}

function Fact({ icon, label, wide, children }: { icon: AnyIconName; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <FactItem $wide={wide}>
      <dt>
        <Icon name={icon} size={14} />
        {label}
      </dt>
      <dd>{children}</dd>
    </FactItem>
  );
}

const Article = styled(RecordArticle)<{ $attention: boolean }>`
  ${({ $attention, theme }) =>
    $attention &&
    css`
      background: ${theme.colors.warningBg};
      border-color: #f0c987;
      border-left: 4px solid ${theme.colors.gold500};
    `}
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    ${recordTitle}
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(100px, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const FactItem = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Zone = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Attention = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[1]};
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
