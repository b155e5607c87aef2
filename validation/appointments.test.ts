import {
  appointmentTimeSlots,
  confirmAppointmentSchema,
  createRescheduleAppointmentRequestSchema,
  createScheduleAppointmentRequestSchema,
  createScheduleAppointmentSchema,
} from './appointments';

// 09:15 on 12 May 2026 in Johannesburg.
const now = () => new Date('2026-05-12T07:15:00.000Z');
const form = createScheduleAppointmentSchema(now);
const request = createScheduleAppointmentRequestSchema(now);
const valid = { title: 'Provisional tax planning', date: '2026-05-14', time: '10:00' };

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the appointment form’s rules (docs/product.md#appointment-fields)', () => {
  it('offers 21 slots, every 30 minutes from 08:00 to 18:00', () => {
    expect(appointmentTimeSlots).toHaveLength(21);
    expect(appointmentTimeSlots[0]).toBe('08:00');
    expect(appointmentTimeSlots[1]).toBe('08:30');
    expect(appointmentTimeSlots.at(-1)).toBe('18:00');
  });

  it('needs a title, a date and a time, and says so for each at once', () => {
    expect(messagesOf(form.safeParse({ title: '  ', date: '', time: '' }))).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'date', message: 'Date is required' },
      { path: 'time', message: 'Time is required' },
    ]);
  });

  it('reads the chosen day and slot as Johannesburg time and defaults duration and meeting type', () => {
    const values = form.parse(valid);
    expect(values.scheduledAt.toISOString()).toBe('2026-05-14T08:00:00.000Z');
    expect(values).toMatchObject({ duration: 60, meetingType: 'video', location: null, description: null });
  });

  it('refuses a day before today in South Africa, and a slot of today that has passed', () => {
    expect(messagesOf(form.safeParse({ ...valid, date: '2026-05-11' }))).toEqual([{ path: 'date', message: 'Date cannot be in the past' }]);
    expect(messagesOf(form.safeParse({ ...valid, date: '2026-05-12', time: '09:00' }))).toEqual([
      { path: 'time', message: 'Choose a time that has not passed yet' },
    ]);
    expect(form.parse({ ...valid, date: '2026-05-12', time: '09:30' }).scheduledAt.toISOString()).toBe('2026-05-12T07:30:00.000Z');
  });

  it('accepts only the listed slots', () => {
    expect(messagesOf(form.safeParse({ ...valid, time: '10:15' }))).toEqual([{ path: 'time', message: 'Choose one of the listed times' }]);
    expect(messagesOf(form.safeParse({ ...valid, time: '18:30' }))).toEqual([{ path: 'time', message: 'Choose one of the listed times' }]);
  });

  it('keeps duration between 15 and 480 minutes', () => {
    const duration = 'Duration must be between 15 and 480 minutes';
    expect(form.parse({ ...valid, duration: 15 }).duration).toBe(15);
    expect(form.parse({ ...valid, duration: 480 }).duration).toBe(480);
    expect(messagesOf(form.safeParse({ ...valid, duration: 14 }))).toEqual([{ path: 'duration', message: duration }]);
    expect(messagesOf(form.safeParse({ ...valid, duration: 481 }))).toEqual([{ path: 'duration', message: duration }]);
    expect(messagesOf(form.safeParse({ ...valid, duration: Number.NaN }))).toEqual([{ path: 'duration', message: duration }]);
  });

  it('keeps a location only for in-person meetings', () => {
    expect(form.parse({ ...valid, meetingType: 'video', location: 'Midrand' }).location).toBeNull();
    expect(form.parse({ ...valid, meetingType: 'in_person', location: ' Midrand office ' }).location).toBe('Midrand office');
    expect(messagesOf(form.safeParse({ ...valid, meetingType: 'in_person', location: 'x'.repeat(256) }))).toEqual([
      { path: 'location', message: 'Location must be at most 255 characters' },
    ]);
    expect(messagesOf(form.safeParse({ ...valid, meetingType: 'carrier pigeon' }))).toEqual([
      { path: 'meetingType', message: 'Meeting type must be video, in_person or phone' },
    ]);
  });
});

describe('the REST payload’s scheduledAt (docs/product.md#rest-calls)', () => {
  it('takes an instant with an offset and finds its Johannesburg slot', () => {
    const values = request.parse({ title: 'Check-in', scheduledAt: '2026-05-14T08:00:00.000Z', status: 'confirmed' });
    expect(values).toMatchObject({ date: '2026-05-14', time: '10:00', duration: 60 });
    expect(values.scheduledAt.toISOString()).toBe('2026-05-14T08:00:00.000Z');
    expect(values).not.toHaveProperty('status');
  });

  it('reads a time without an offset as SAST', () => {
    expect(request.parse({ title: 'Check-in', scheduledAt: '2026-05-14T10:00' }).scheduledAt.toISOString()).toBe(
      '2026-05-14T08:00:00.000Z',
    );
  });

  it('refuses a past instant, one off the slots, and one that is not a date', () => {
    expect(messagesOf(request.safeParse({ title: 'x', scheduledAt: '2026-05-12T06:00:00Z' }))).toEqual([
      { path: 'scheduledAt', message: 'Date and time cannot be in the past' },
    ]);
    expect(messagesOf(request.safeParse({ title: 'x', scheduledAt: '2026-05-14T10:15:00Z' }))[0].message).toBe(
      'Appointments start on the hour or half hour from 08:00 to 18:00 (SAST)',
    );
    expect(messagesOf(request.safeParse({ title: 'x', scheduledAt: 'next Tuesday' }))[0].path).toBe('scheduledAt');
    expect(messagesOf(request.safeParse({ title: 'x' }))).toEqual([{ path: 'scheduledAt', message: 'Date and time are required' }]);
  });

  it('reschedules to an instant in the same way', () => {
    const reschedule = createRescheduleAppointmentRequestSchema(now);
    expect(reschedule.parse({ scheduledAt: '2026-05-20T12:30:00+02:00', duration: 90 })).toMatchObject({
      date: '2026-05-20',
      time: '12:30',
      duration: 90,
    });
  });
});

describe('the meeting link', () => {
  it('accepts http and https addresses and nothing else', () => {
    expect(confirmAppointmentSchema.parse({ meetingUrl: ' https://meet.jit.si/Khanya ' }).meetingUrl).toBe('https://meet.jit.si/Khanya');
    expect(confirmAppointmentSchema.parse({ meetingUrl: '' }).meetingUrl).toBeNull();
    expect(confirmAppointmentSchema.parse({}).meetingUrl).toBeNull();
    for (const meetingUrl of ['javascript:alert(1)', 'meet.jit.si/Khanya', 'ftp://files.example.com']) {
      expect(confirmAppointmentSchema.safeParse({ meetingUrl }).success).toBe(false);
    }
  });
});
