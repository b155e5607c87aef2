import type { AppointmentStatus, MeetingType } from '../../../graphql/generated';
import { joinState, needsAttention, slotChoices, splitAppointments } from './appointment-timing';

const now = new Date('2026-05-12T07:15:00.000Z'); // 09:15 SAST
// As GraphQL sends them: statuses and meeting types in GraphQL's names.
const at = (iso: string, overrides: { status?: AppointmentStatus; meetingType?: MeetingType; meetingUrl?: string | null } = {}) => ({
  scheduledAt: iso,
  duration: 60,
  status: 'SCHEDULED' as AppointmentStatus,
  meetingType: 'VIDEO' as MeetingType,
  meetingUrl: null as string | null,
  ...overrides,
});

describe('upcoming and past', () => {
  it('puts what starts after now in Upcoming, soonest first, and the rest in Past, latest first', () => {
    const list = [at('2026-05-20T08:00:00Z'), at('2026-05-01T08:00:00Z'), at('2026-05-12T07:15:00Z'), at('2026-05-13T08:00:00Z')];
    const { upcoming, past } = splitAppointments(list, now);
    expect(upcoming.map((item) => item.scheduledAt)).toEqual(['2026-05-13T08:00:00Z', '2026-05-20T08:00:00Z']);
    // An appointment starting this very moment is "at or before now": Past.
    expect(past.map((item) => item.scheduledAt)).toEqual(['2026-05-12T07:15:00Z', '2026-05-01T08:00:00Z']);
  });

  it('highlights past appointments unless completed', () => {
    expect(needsAttention(at('2026-05-01T08:00:00Z', { status: 'CONFIRMED' }), now)).toBe(true);
    expect(needsAttention(at('2026-05-01T08:00:00Z', { status: 'CANCELLED' }), now)).toBe(true);
    expect(needsAttention(at('2026-05-01T08:00:00Z', { status: 'COMPLETED' }), now)).toBe(false);
    expect(needsAttention(at('2026-05-20T08:00:00Z'), now)).toBe(false);
  });
});

describe('Join Meeting', () => {
  const link = { status: 'CONFIRMED', meetingUrl: 'https://meet.jit.si/x' } as const;
  it('is ready for a confirmed meeting with a link until it ends', () => {
    expect(joinState(at('2026-05-13T08:00:00Z', link), now)).toBe('ready');
    expect(joinState(at('2026-05-12T06:30:00Z', link), now)).toBe('ready');
    expect(joinState(at('2026-05-12T06:15:00Z', link), now)).toBe('none');
  });

  it('waits for the link on a confirmed video meeting, and is absent otherwise', () => {
    expect(joinState(at('2026-05-13T08:00:00Z', { status: 'CONFIRMED' }), now)).toBe('awaiting-link');
    expect(joinState(at('2026-05-13T08:00:00Z', { status: 'CONFIRMED', meetingType: 'PHONE' }), now)).toBe('none');
    expect(joinState(at('2026-05-13T08:00:00Z', { meetingUrl: 'https://meet.jit.si/x' }), now)).toBe('none');
    expect(joinState(at('2026-05-13T08:00:00Z', { status: 'CONFIRMED', meetingUrl: 'javascript:alert(1)' }), now)).toBe('awaiting-link');
  });
});

describe('the time slots', () => {
  it('marks today’s passed slots (by the SAST clock) and no slot of a later day', () => {
    const today = slotChoices('2026-05-12', now);
    expect(today.filter((slot) => slot.passed).map((slot) => slot.time)).toEqual(['08:00', '08:30', '09:00']);
    expect(slotChoices('2026-05-13', now).some((slot) => slot.passed)).toBe(false);
    expect(slotChoices('', now)).toHaveLength(21);
  });
});
