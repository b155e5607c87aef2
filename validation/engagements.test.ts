import { engagementInputSchema } from './engagements';

const valid = {
  clientId: 'client-1',
  serviceId: 'service-1',
  advisorId: 'advisor-1',
  title: '2025 annual financial statements',
  description: 'Year ending February',
  status: 'active',
  startDate: '2026-03-01',
  dueDate: '2026-06-30',
  totalAmount: 12500.1,
  paidAmount: 0.3,
};

const messagesOf = (input: unknown) =>
  (engagementInputSchema.safeParse(input).error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the engagement form’s rules (docs/product.md#engagements)', () => {
  it('keeps a valid engagement as sent, trimmed, with its amounts exact', () => {
    expect(engagementInputSchema.parse({ ...valid, title: '  2025 AFS  ', description: '  ' })).toEqual({
      ...valid,
      title: '2025 AFS',
      description: null,
    });
  });

  it('reads blanks as "none": no advisor, no description, no due date, no amount agreed, paid left to the server', () => {
    const values = engagementInputSchema.parse({ ...valid, advisorId: '', dueDate: '', totalAmount: '', paidAmount: '' });
    expect(values).toMatchObject({ advisorId: null, dueDate: null, totalAmount: null, paidAmount: null });
    const leftOut = engagementInputSchema.parse({ clientId: 'c', serviceId: 's', title: 'T', startDate: '2026-03-01' });
    expect(leftOut).toEqual({
      clientId: 'c',
      serviceId: 's',
      advisorId: null,
      title: 'T',
      description: null,
      status: 'active',
      startDate: '2026-03-01',
      dueDate: null,
      totalAmount: null,
      paidAmount: null,
    });
  });

  it('reads amounts typed into a text field', () => {
    expect(engagementInputSchema.parse({ ...valid, totalAmount: '12 500.10', paidAmount: '0.30' })).toMatchObject({
      totalAmount: 12500.1,
      paidAmount: 0.3,
    });
  });

  it('names each missing field', () => {
    expect(messagesOf({})).toEqual([
      { path: 'clientId', message: 'Choose a client' },
      { path: 'serviceId', message: 'Choose a service' },
      { path: 'title', message: 'Title is required' },
      { path: 'startDate', message: 'Start date is required' },
    ]);
    expect(messagesOf({ ...valid, clientId: ' ', serviceId: '', title: ' ', startDate: '' })).toEqual([
      { path: 'clientId', message: 'Choose a client' },
      { path: 'serviceId', message: 'Choose a service' },
      { path: 'title', message: 'Title is required' },
      { path: 'startDate', message: 'Start date is required' },
    ]);
  });

  it('limits title and description to their columns', () => {
    expect(engagementInputSchema.parse({ ...valid, title: 'x'.repeat(255), description: 'y'.repeat(5000) }).title).toHaveLength(255);
    expect(messagesOf({ ...valid, title: 'x'.repeat(256), description: 'y'.repeat(5001) })).toEqual([
      { path: 'title', message: 'Title must be at most 255 characters' },
      { path: 'description', message: 'Description must be at most 5000 characters' },
    ]);
  });

  it('accepts only the four statuses, as REST writes them', () => {
    expect(engagementInputSchema.parse({ ...valid, status: 'on_hold' }).status).toBe('on_hold');
    expect(messagesOf({ ...valid, status: 'ON_HOLD' })).toEqual([
      { path: 'status', message: 'Status must be active, completed, on_hold or cancelled' },
    ]);
  });

  it('refuses days that do not exist or are not written YYYY-MM-DD', () => {
    expect(messagesOf({ ...valid, startDate: '2026-02-30', dueDate: '30/06/2026' })).toEqual([
      { path: 'startDate', message: 'Start date must be a real date (YYYY-MM-DD)' },
      { path: 'dueDate', message: 'Due date must be a real date (YYYY-MM-DD)' },
    ]);
    expect(messagesOf({ ...valid, startDate: '2026-03-01T10:00:00+02:00' })).toEqual([
      { path: 'startDate', message: 'Start date must be a real date (YYYY-MM-DD)' },
    ]);
  });

  it('refuses a due date before the start date, and allows the same day', () => {
    expect(messagesOf({ ...valid, dueDate: '2026-02-28' })).toEqual([
      { path: 'dueDate', message: 'Due date cannot be before the start date' },
    ]);
    expect(engagementInputSchema.parse({ ...valid, dueDate: '2026-03-01' }).dueDate).toBe('2026-03-01');
  });

  it('keeps amounts to the cent, from zero to the column’s maximum', () => {
    expect(engagementInputSchema.parse({ ...valid, totalAmount: 99_999_999.99, paidAmount: 0 })).toMatchObject({
      totalAmount: 99_999_999.99,
      paidAmount: 0,
    });
    expect(messagesOf({ ...valid, totalAmount: 100_000_000, paidAmount: 100_000_000 })).toEqual([
      { path: 'totalAmount', message: 'Total amount must be at most 99999999.99' },
      { path: 'paidAmount', message: 'Paid amount must be at most 99999999.99' },
    ]);
    expect(messagesOf({ ...valid, totalAmount: -1, paidAmount: -0.01 })).toEqual([
      { path: 'totalAmount', message: 'Total amount cannot be negative' },
      { path: 'paidAmount', message: 'Paid amount cannot be negative' },
    ]);
  });

  it('refuses fractions of a cent and float noise rather than rounding them', () => {
    expect(messagesOf({ ...valid, totalAmount: 100.005, paidAmount: 0.1 + 0.2 })).toEqual([
      { path: 'totalAmount', message: 'Total amount must be at most 2 decimals' },
      { path: 'paidAmount', message: 'Paid amount must be at most 2 decimals' },
    ]);
    expect(messagesOf({ ...valid, totalAmount: '12500.105' })).toEqual([
      { path: 'totalAmount', message: 'Total amount must be at most 2 decimals' },
    ]);
  });

  it('refuses amounts that are not numbers', () => {
    const message = (label: string) => `${label} must be an amount in rand, such as 12500.50`;
    expect(messagesOf({ ...valid, totalAmount: 'R500', paidAmount: Number.NaN })).toEqual([
      { path: 'totalAmount', message: message('Total amount') },
      { path: 'paidAmount', message: message('Paid amount') },
    ]);
    expect(messagesOf({ ...valid, totalAmount: Number.POSITIVE_INFINITY, paidAmount: true })).toEqual([
      { path: 'totalAmount', message: message('Total amount') },
      { path: 'paidAmount', message: message('Paid amount') },
    ]);
  });
});
