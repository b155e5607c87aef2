import { Appointment } from '../features/appointments/appointment.entity';
import type { DemoContext } from './context';
import { demoEngagementIds } from './demo-portal';
import { daysFrom, demoId, sastAt } from './ids';
import { insertMissing } from './insert-missing';

/** The firm's Midrand office, where in-person meetings are held. */
export const MIDRAND_OFFICE = 'Khanya Tax & Advisory, Office 12, Midrand Business Park, 563 Old Pretoria Road, Midrand';

/**
 * The demo client's appointments with the demo advisor: past (completed, cancelled) and
 * upcoming (confirmed video call, scheduled in-person meeting, pending phone call).
 */
export async function seedDemoAppointments({ manager, now, users }: DemoContext): Promise<void> {
  const a = (key: string) => demoId('appointment', key);
  const e = demoEngagementIds;
  const base = { clientId: users.client, advisorId: users.advisor, reminderSent: false };
  await insertMissing(manager, Appointment, [
    {
      ...base,
      id: a('afs-kick-off'),
      engagementId: e.annualFinancials,
      title: 'Annual financial statements kick-off',
      description: 'Agree the timetable, the information list and who provides what.',
      scheduledAt: sastAt(now, -28, 10),
      duration: 60,
      meetingType: 'in_person',
      location: MIDRAND_OFFICE,
      status: 'completed',
      reminderSent: true,
      createdAt: daysFrom(now, -35),
    },
    {
      ...base,
      id: a('vat-verification-call'),
      engagementId: e.bookkeeping,
      title: 'VAT verification call',
      description: 'Go through the documents SARS asked for in the verification letter.',
      scheduledAt: sastAt(now, -9, 14, 30),
      duration: 30,
      meetingType: 'phone',
      status: 'cancelled',
      createdAt: daysFrom(now, -15),
    },
    {
      ...base,
      id: a('fleet-review-interview'),
      engagementId: e.fleetReview,
      title: 'Fleet review: operations interview',
      description: 'Walk through routes, fuel cards and maintenance schedules with the fleet manager.',
      scheduledAt: sastAt(now, -40, 9),
      duration: 120,
      meetingType: 'in_person',
      location: 'Dlamini Logistics depot, Unit 4, Midway Industrial Park, 45 Le Roux Avenue, Vorna Valley, Midrand',
      status: 'completed',
      reminderSent: true,
      createdAt: daysFrom(now, -48),
    },
    {
      ...base,
      id: a('draft-afs-review'),
      engagementId: e.annualFinancials,
      title: 'Draft financial statements review',
      description: 'Review the draft annual financial statements and the tax computation together.',
      scheduledAt: sastAt(now, 3, 10),
      duration: 60,
      meetingType: 'video',
      meetingUrl: 'https://meet.jit.si/KhanyaDlaminiDraftAFSReview',
      status: 'confirmed',
      createdAt: daysFrom(now, -6),
    },
    {
      ...base,
      id: a('provisional-tax-planning'),
      engagementId: e.annualFinancials,
      title: 'Provisional tax planning',
      description: 'Estimate taxable income for the first IRP6 payment of the new year of assessment.',
      scheduledAt: sastAt(now, 10, 14),
      duration: 90,
      meetingType: 'in_person',
      location: MIDRAND_OFFICE,
      status: 'scheduled',
      createdAt: daysFrom(now, -2),
    },
    {
      ...base,
      id: a('bookkeeping-check-in'),
      engagementId: e.bookkeeping,
      title: 'Monthly bookkeeping check-in',
      description: null,
      scheduledAt: sastAt(now, 17, 9),
      duration: 30,
      meetingType: 'phone',
      status: 'pending',
      createdAt: daysFrom(now, -1),
    },
  ]);
}
