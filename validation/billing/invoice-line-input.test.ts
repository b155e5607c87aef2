import { invoiceLineSchema, invoiceLinesSchema, MAX_INVOICE_LINES } from './invoice-line-input';
import { invoiceTotals } from './invoice-totals';

const valid = { description: 'Income tax return 2026', quantity: 1, unitPrice: 1000 };

const messagesOf = (input: unknown) => {
  const result = invoiceLineSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('invoiceLineSchema', () => {
  it('reads a line as a person types it into thousandths and cents, standard-rated unless told', () => {
    expect(invoiceLineSchema.parse({ description: '  Bookkeeping, March  ', quantity: '2.5', unitPrice: 'R 850.00' })).toEqual({
      description: 'Bookkeeping, March',
      quantityThousandths: 2500,
      unitPriceCents: 85_000,
      treatment: 'standard',
    });
  });

  it('reads a line as a program sends it, numbers included, exactly', () => {
    expect(invoiceLineSchema.parse({ description: 'Advice', quantity: 3, unitPrice: 333.33, vatTreatment: 'exempt' })).toEqual({
      description: 'Advice',
      quantityThousandths: 3000,
      unitPriceCents: 33_333,
      treatment: 'exempt',
    });
    expect(invoiceLineSchema.parse({ ...valid, unitPrice: '12 500', vatTreatment: 'zero_rated' })).toMatchObject({
      unitPriceCents: 1_250_000,
      treatment: 'zero_rated',
    });
    expect(invoiceLineSchema.parse({ ...valid, unitPrice: 0 }).unitPriceCents).toBe(0);
  });

  it('gives what invoiceTotals adds up', () => {
    const lines = invoiceLinesSchema.parse([
      { description: 'Tax return', quantity: '3', unitPrice: '333.33' },
      { description: 'Export', quantity: 1, unitPrice: 200, vatTreatment: 'zero_rated' },
    ]);
    expect(invoiceTotals(lines, 1500)).toMatchObject({ netCents: 119_999, vatCents: 15_000, totalCents: 134_999 });
  });

  it.each([
    [{ ...valid, description: '   ' }, 'description', 'Description is required'],
    [{ ...valid, description: undefined }, 'description', 'Description is required'],
    [{ ...valid, description: 12 }, 'description', 'Description must be text'],
    [{ ...valid, description: 'x'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
    [{ ...valid, quantity: 0 }, 'quantity', 'Quantity must be more than 0 with at most 3 decimals'],
    [{ ...valid, quantity: '1.2345' }, 'quantity', 'Quantity must be more than 0 with at most 3 decimals'],
    [{ ...valid, quantity: '100001' }, 'quantity', 'Quantity must be more than 0 with at most 3 decimals'],
    [{ ...valid, quantity: undefined }, 'quantity', 'Quantity must be more than 0 with at most 3 decimals'],
    [{ ...valid, quantity: null }, 'quantity', 'Quantity must be more than 0 with at most 3 decimals'],
    [{ ...valid, unitPrice: 0.1 + 0.2 }, 'unitPrice', 'Unit price must be an amount in rand with at most 2 decimals'],
    [{ ...valid, unitPrice: '-5' }, 'unitPrice', 'Unit price must be an amount in rand with at most 2 decimals'],
    [{ ...valid, unitPrice: '1.234' }, 'unitPrice', 'Unit price must be an amount in rand with at most 2 decimals'],
    [{ ...valid, unitPrice: '' }, 'unitPrice', 'Unit price must be an amount in rand with at most 2 decimals'],
    [{ ...valid, unitPrice: undefined }, 'unitPrice', 'Unit price must be an amount in rand with at most 2 decimals'],
    [{ ...valid, vatTreatment: 'reduced' }, 'vatTreatment', 'VAT treatment must be standard, zero_rated or exempt'],
  ])('refuses %j: %s, %j', (input, path, message) => {
    expect(messagesOf(input)).toEqual([{ path, message }]);
  });

  it('refuses a field it does not know, rather than drop it unseen', () => {
    expect(invoiceLineSchema.safeParse({ ...valid, vatCents: 15 }).success).toBe(false);
  });
});

describe('invoiceLinesSchema', () => {
  it('takes 1 to 100 lines', () => {
    expect(invoiceLinesSchema.parse([valid])).toHaveLength(1);
    expect(invoiceLinesSchema.parse(Array.from({ length: MAX_INVOICE_LINES }, () => valid))).toHaveLength(MAX_INVOICE_LINES);
  });

  it('asks for at least one line, and refuses more than 100', () => {
    expect(invoiceLinesSchema.safeParse([]).error?.issues.map((issue) => issue.message)).toEqual(['Add at least one line']);
    expect(
      invoiceLinesSchema.safeParse(Array.from({ length: MAX_INVOICE_LINES + 1 }, () => valid)).error?.issues.map((issue) => issue.message),
    ).toEqual(['An invoice has at most 100 lines']);
    expect(invoiceLinesSchema.safeParse('lines').error?.issues.map((issue) => issue.message)).toEqual(['Lines must be a list']);
  });

  it('names the line a problem is on', () => {
    const result = invoiceLinesSchema.safeParse([valid, { ...valid, quantity: '-1' }]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.quantity', 'Quantity must be more than 0 with at most 3 decimals'],
    ]);
  });
});
