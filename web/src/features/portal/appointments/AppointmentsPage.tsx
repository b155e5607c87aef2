import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppointmentsQuery, type AppointmentCardFragment, type SessionUserFragment } from '../../../graphql/generated';
import { DataState } from '../../../components/DataState';
import { Input, Label } from '../../../components/Field';
import { PageHeader } from '../shared/PageHeader';
import { splitAppointments } from './appointment-timing';
import { AppointmentSection } from './AppointmentSection';
import { deferredDialog } from '../../../components/deferred-dialog';
import { DeferredScheduleAppointmentDialog } from './DeferredScheduleAppointmentDialog';
import { useAppointmentActions } from './useAppointmentActions';
import { useNow } from './useNow';
import { appointmentsVariables } from './appointments-variables';
import { useSettledValue } from '../../../components/useSettledValue';
import { isStaff } from '../shared/roles';
import { listFetchFailed, useListFetchFailureToast } from '../shared/list-fetch-failure';

// The first screen's variables, for the server to ask the same (shell/portal-page-table.ts).
export { appointmentsVariables };

export const SEARCH_DELAY_MS = 300;

// Each dialog's code (forms, zod and the booking rules) comes when it is first opened, not with the list.
const RescheduleAppointmentDialog = deferredDialog(
  () => import('./RescheduleAppointmentDialog').then((module) => module.RescheduleAppointmentDialog),
  (props) => props.appointment !== null,
);
const ConfirmAppointmentDialog = deferredDialog(
  () => import('./ConfirmAppointmentDialog').then((module) => module.ConfirmAppointmentDialog),
  (props) => props.appointment !== null,
);
const CancelAppointmentDialog = deferredDialog(
  () => import('./CancelAppointmentDialog').then((module) => module.CancelAppointmentDialog),
  (props) => props.appointment !== null,
);

/** docs/product.md#appointments: the empty state's text and its hint. */
function EmptyText({ searching }: { searching: boolean }) {
  return (
    <>
      <EmptyTitle>No appointments found</EmptyTitle>
      <span>{searching ? 'Try adjusting your search terms.' : 'Schedule your first appointment to get started.'}</span>
    </>
  );
}

/**
 * /portal/appointments (docs/product.md#appointments): search, Upcoming and Past, and the dialogs
 * that change them.
 */
export function AppointmentsPage({ user }: { user: SessionUserFragment }) {
  const staff = isStaff(user.roleNames);
  const viewer = useMemo(() => ({ id: user.id, staff }), [user.id, staff]);
  const now = useNow();
  const [search, setSearch] = useState('');
  const settledSearch = useSettledValue(search.trim(), SEARCH_DELAY_MS);
  const { data, previousData, loading, error, refetch } = useAppointmentsQuery({
    variables: appointmentsVariables(settledSearch),
    notifyOnNetworkStatusChange: true,
  });
  useListFetchFailureToast(error, 'appointments');
  // While a new search runs, the previous answer stays on screen.
  const appointments = (data ?? previousData)?.appointments;
  const { upcoming, past } = useMemo(() => splitAppointments(appointments ?? [], now), [appointments, now]);

  const actions = useAppointmentActions();
  const [rescheduling, setRescheduling] = useState<AppointmentCardFragment | null>(null);
  const [confirming, setConfirming] = useState<AppointmentCardFragment | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentCardFragment | null>(null);
  // A video meeting is confirmed with its link; the others need nothing more.
  const confirm = (appointment: AppointmentCardFragment) =>
    appointment.meetingType === 'VIDEO' ? setConfirming(appointment) : void actions.confirm(appointment, null);

  return (
    <>
      <title>Appointments | Khanya Client Portal</title>
      <PageHeader
        title="Appointments"
        subtitle={
          staff ? "Your clients' meetings: confirm, reschedule or cancel them." : 'Meet your advisor: book, reschedule or join a meeting.'
        }
        actions={<DeferredScheduleAppointmentDialog staff={staff} now={now} />}
      />
      <SearchBar role="search" aria-label="Search appointments">
        <Label htmlFor="appointment-search">Search</Label>
        <Input
          id="appointment-search"
          type="search"
          placeholder="Search by title or description"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </SearchBar>
      <DataState
        loading={loading}
        error={error}
        hasData={!!appointments}
        empty={appointments?.length === 0}
        loadingText="Loading appointments…"
        emptyText={<EmptyText searching={!!settledSearch} />}
        errorText={listFetchFailed('appointments')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <AppointmentSection
          title="Upcoming"
          emptyText="Nothing upcoming."
          appointments={upcoming}
          viewer={viewer}
          now={now}
          onReschedule={setRescheduling}
          onConfirm={confirm}
          onCancel={setCancelling}
        />
        <AppointmentSection
          title="Past"
          emptyText="No past appointments."
          appointments={past}
          viewer={viewer}
          now={now}
          onReschedule={setRescheduling}
          onConfirm={confirm}
          onCancel={setCancelling}
        />
      </DataState>
      <RescheduleAppointmentDialog.Deferred appointment={rescheduling} onClose={() => setRescheduling(null)} now={now} />
      <ConfirmAppointmentDialog.Deferred
        appointment={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={actions.confirm}
        confirming={actions.confirming}
      />
      <CancelAppointmentDialog.Deferred
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={actions.cancel}
        cancelling={actions.cancelling}
      />
    </>
  );
}

const SearchBar = styled.div`
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const EmptyTitle = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
`;
