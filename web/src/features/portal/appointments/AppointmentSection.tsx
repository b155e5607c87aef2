import { useId } from 'react';
import styled from 'styled-components';
import type { AppointmentCardFragment } from '../../../graphql/generated';
import { AppointmentCard, type AppointmentViewer } from './AppointmentCard';
import { RecordGrid } from '../../../components/RecordList';

interface AppointmentSectionProps {
  title: string;
  emptyText: string;
  appointments: AppointmentCardFragment[];
  viewer: AppointmentViewer;
  now: Date;
  onReschedule: (appointment: AppointmentCardFragment) => void;
  onConfirm: (appointment: AppointmentCardFragment) => void;
  onCancel: (appointment: AppointmentCardFragment) => void;
}

/** Upcoming or Past: a heading with its count, and the cards in a grid. */
export function AppointmentSection({ title, emptyText, appointments, ...card }: AppointmentSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <Count>({appointments.length})</Count>
      </h2>
      {appointments.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <RecordGrid>
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} {...card} />
            </li>
          ))}
        </RecordGrid>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
