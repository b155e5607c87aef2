import fc from 'fast-check';
import {
  FULL_TAX_INVOICE_ABOVE_CENTS,
  MAX_QUANTITY_THOUSANDTHS,
  invoiceTotals,
  lineAmounts,
  parseQuantity,
  taxInvoiceKind,
  type InvoiceLine,
} from './invoice-totals';
import { MAX_AMOUNT_CENTS } from './money';
import { vatTreatmentValues, type VatTreatment } from './vat';

const line = (quantityThousandths: number, unitPriceCents: number, treatment: VatTreatment = 'standard'): InvoiceLine => ({
  quantityThousandths,
  unitPriceCents,
  treatment,
});

describe('parseQuantity', () => {
  it.each([
    ['2.5', 2500],
    ['1', 1000],
    ['0.001', 1],
    ['12.125', 12125],
    [' 3 ', 3000],
    ['100000', MAX_QUANTITY_THOUSANDTHS],
    ['100 000', MAX_QUANTITY_THOUSANDTHS],
    ['1\u00a0000.5', 1000500],
    [2.5, 2500],
    [3, 3000],
    [0.001, 1],
    [100_000, MAX_QUANTITY_THOUSANDTHS],
  ])('reads %p as %i thousandths', (text, thousandths) => {
    expect(parseQuantity(text)).toBe(thousandths);
  });

  it.each([
    '0',
    '0.000',
    '0.0001',
    '1.2345',
    '-1',
    '',
    'abc',
    '1e3',
    '2,5',
    '100000.001',
    '100 001',
    '1  000',
    '.5',
    0,
    -2.5,
    0.1 + 0.2,
    1e-7,
    100_000.001,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %p', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('lineAmounts', () => {
  it('charges 15 % of R 1 000.00 as R 150.00', () => {
    expect(lineAmounts(line(1000, 100_000), 1500)).toEqual({ netCents: 100_000, vatCents: 15_000, grossCents: 115_000 });
  });

  it('rounds 3 × R 333.33 at 15 % to net R 999.99 and VAT R 150.00 (149.9985)', () => {
    expect(lineAmounts(line(3000, 33_333), 1500)).toEqual({ netCents: 99_999, vatCents: 15_000, grossCents: 114_999 });
  });

  it('multiplies 2.5 × R 850.00 to R 2 125.00 and R 318.75 VAT', () => {
    expect(lineAmounts(line(2500, 85_000), 1500)).toEqual({ netCents: 212_500, vatCents: 31_875, grossCents: 244_375 });
  });

  it.each([
    // net 0.10 → VAT 0.015 → 0.02
    [line(1000, 10), 1500, { netCents: 10, vatCents: 2, grossCents: 12 }],
    // net 0.03 → VAT 0.0045 → 0.00
    [line(1000, 3), 1500, { netCents: 3, vatCents: 0, grossCents: 3 }],
    // 0.5 × R 0.01 = half a cent → 0.01; its VAT 0.0015 → 0.00
    [line(500, 1), 1500, { netCents: 1, vatCents: 0, grossCents: 1 }],
    // 0.001 × R 4.99 = 0.499 of a cent → 0.00
    [line(1, 499), 1500, { netCents: 0, vatCents: 0, grossCents: 0 }],
    // 1.5 × R 0.01 = 1.5 cents → 0.02; its VAT 0.003 → 0.00
    [line(1500, 1), 1500, { netCents: 2, vatCents: 0, grossCents: 2 }],
    // 14 % before 1 April 2018: net 0.25 → VAT 0.035 → 0.04
    [line(1000, 25), 1400, { netCents: 25, vatCents: 4, grossCents: 29 }],
    // A credit rounds away from zero too: -0.5 of a cent → -0.01; net -0.10 → VAT -0.015 → -0.02
    [line(500, -1), 1500, { netCents: -1, vatCents: 0, grossCents: -1 }],
    [line(1000, -10), 1500, { netCents: -10, vatCents: -2, grossCents: -12 }],
  ])('rounds half away from zero: %j at %i basis points', (given, basisPoints, amounts) => {
    expect(lineAmounts(given, basisPoints)).toEqual(amounts);
  });

  it.each(['zero_rated', 'exempt'] as const)('charges no VAT on a %s line', (treatment) => {
    expect(lineAmounts(line(2500, 85_000, treatment), 1500)).toEqual({ netCents: 212_500, vatCents: 0, grossCents: 212_500 });
  });

  it('loses no cent at the limits, where the product passes what a double holds', () => {
    // 100 000 × R 99 999 999.99 = R 9 999 999 999 000.00 (999 999 999 900 000 cents); 15 % of it is 149 999 999 985 000 cents.
    expect(lineAmounts(line(MAX_QUANTITY_THOUSANDTHS, MAX_AMOUNT_CENTS), 1500)).toEqual({
      netCents: 999_999_999_900_000,
      vatCents: 149_999_999_985_000,
      grossCents: 1_149_999_999_885_000,
    });
    // 0.001 × R 99 999 999.99 = 9 999 999.999 cents → 10 000 000.
    expect(lineAmounts(line(1, MAX_AMOUNT_CENTS), 0).netCents).toBe(10_000_000);
  });

  it.each([
    [line(2.5, 85_000), 1500],
    [line(1000, 12.5), 1500],
    [line(1000, 100), 15.5],
    [line(1000, 100), -1],
    [{ quantityThousandths: 1000, unitPriceCents: 100, treatment: 'reduced' } as unknown as InvoiceLine, 1500],
  ])('throws on %j at %p, which is not a line in thousandths and cents at a rate in basis points', (given, basisPoints) => {
    expect(() => lineAmounts(given, basisPoints)).toThrow(RangeError);
  });
});

describe('invoiceTotals', () => {
  it('adds up the lines as rounded, per treatment and in all', () => {
    const totals = invoiceTotals(
      [line(3000, 33_333), line(2500, 85_000), line(1000, 20_000, 'zero_rated'), line(1000, 5_000, 'exempt')],
      1500,
    );
    expect(totals).toEqual({
      lines: [
        { netCents: 99_999, vatCents: 15_000, grossCents: 114_999 },
        { netCents: 212_500, vatCents: 31_875, grossCents: 244_375 },
        { netCents: 20_000, vatCents: 0, grossCents: 20_000 },
        { netCents: 5_000, vatCents: 0, grossCents: 5_000 },
      ],
      netCents: 337_499,
      vatCents: 46_875,
      totalCents: 384_374,
      byTreatment: {
        standard: { netCents: 312_499, vatCents: 46_875 },
        zero_rated: { netCents: 20_000, vatCents: 0 },
        exempt: { netCents: 5_000, vatCents: 0 },
      },
    });
  });

  it('takes the VAT as the sum of the rounded lines, not as the rate applied to the total net', () => {
    // Three lines of net R 0.10 are 0.015 of VAT each, 0.02 rounded: R 0.06, where 15 % of R 0.30 would round to R 0.05.
    const totals = invoiceTotals([line(1000, 10), line(1000, 10), line(1000, 10)], 1500);
    expect(totals.netCents).toBe(30);
    expect(totals.vatCents).toBe(6);
    expect(totals.totalCents).toBe(36);
  });

  it('is all zeros without lines', () => {
    expect(invoiceTotals([], 1500)).toEqual({
      lines: [],
      netCents: 0,
      vatCents: 0,
      totalCents: 0,
      byTreatment: {
        standard: { netCents: 0, vatCents: 0 },
        zero_rated: { netCents: 0, vatCents: 0 },
        exempt: { netCents: 0, vatCents: 0 },
      },
    });
  });

  it('throws rather than lose a cent when the total passes what a safe integer holds', () => {
    const huge = line(MAX_QUANTITY_THOUSANDTHS, MAX_AMOUNT_CENTS);
    expect(() =>
      invoiceTotals(
        Array.from({ length: 10 }, () => huge),
        1500,
      ),
    ).toThrow(RangeError);
  });
});

describe('taxInvoiceKind', () => {
  it('is abridged up to R 5 000.00 VAT included and full above it (VAT Act section 20(4) and 20(5))', () => {
    expect(FULL_TAX_INVOICE_ABOVE_CENTS).toBe(500_000);
    expect(taxInvoiceKind(0)).toBe('abridged');
    expect(taxInvoiceKind(499_999)).toBe('abridged');
    expect(taxInvoiceKind(500_000)).toBe('abridged');
    expect(taxInvoiceKind(500_001)).toBe('full');
    // Net R 4 347.83 and VAT R 652.17 (652.1745) are R 5 000.00; a cent more of net is R 5 000.02 (VAT 652.176 → 652.18).
    expect(taxInvoiceKind(invoiceTotals([line(1000, 434_783)], 1500).totalCents)).toBe('abridged');
    expect(taxInvoiceKind(invoiceTotals([line(1000, 434_784)], 1500).totalCents)).toBe('full');
  });
});

describe('the rounding rule, for any line within the limits', () => {
  const anyLine = fc.record({
    quantityThousandths: fc.integer({ min: 1, max: MAX_QUANTITY_THOUSANDTHS }),
    unitPriceCents: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
    treatment: fc.constantFrom(...vatTreatmentValues),
  });
  // Small amounts, where half cents are common, as well as any amount.
  const smallLine = fc.record({
    quantityThousandths: fc.integer({ min: 1, max: 10_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 10_000 }),
    treatment: fc.constantFrom(...vatTreatmentValues),
  });
  const someLine = fc.oneof(anyLine, smallLine);
  const rate = fc.oneof(fc.constantFrom(1400, 1500, 1550), fc.integer({ min: 0, max: 10_000 }));
  const abs = (value: bigint) => (value < 0n ? -value : value);

  it('gives gross = net + VAT, net within half a cent of price × quantity, and the half cent away from zero', () => {
    fc.assert(
      fc.property(someLine, rate, (given, basisPoints) => {
        const { netCents, vatCents, grossCents } = lineAmounts(given, basisPoints);
        expect(grossCents).toBe(netCents + vatCents);
        // In thousandths of a cent: the exact net is price × quantity.
        const exact = BigInt(given.unitPriceCents) * BigInt(given.quantityThousandths);
        const error = abs(BigInt(netCents) * 1000n - exact);
        expect(2n * error <= 1000n).toBe(true);
        if (2n * error === 1000n) expect(BigInt(netCents) * 1000n > exact).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a standard line VAT within half a cent of the exact net × rate, and zero-rated and exempt lines none', () => {
    fc.assert(
      fc.property(someLine, rate, (given, basisPoints) => {
        const { netCents, vatCents } = lineAmounts(given, basisPoints);
        if (given.treatment !== 'standard') {
          expect(vatCents).toBe(0);
          return;
        }
        // In ten-thousandths of a cent: the exact VAT is net × basis points.
        const exact = BigInt(netCents) * BigInt(basisPoints);
        const error = abs(BigInt(vatCents) * 10_000n - exact);
        expect(2n * error <= 10_000n).toBe(true);
        if (2n * error === 10_000n) expect(BigInt(vatCents) * 10_000n > exact).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives totals that are the sums of the lines, per treatment and in all', () => {
    fc.assert(
      fc.property(fc.array(smallLine, { maxLength: 100 }), rate, (lines, basisPoints) => {
        const totals = invoiceTotals(lines, basisPoints);
        expect(totals.lines).toEqual(lines.map((given) => lineAmounts(given, basisPoints)));
        const sum = (pick: (amounts: { netCents: number; vatCents: number }) => number, only?: VatTreatment) =>
          totals.lines.reduce((total, amounts, index) => (only && lines[index].treatment !== only ? total : total + pick(amounts)), 0);
        expect(totals.netCents).toBe(sum((amounts) => amounts.netCents));
        expect(totals.vatCents).toBe(sum((amounts) => amounts.vatCents));
        expect(totals.totalCents).toBe(totals.netCents + totals.vatCents);
        for (const treatment of vatTreatmentValues) {
          expect(totals.byTreatment[treatment]).toEqual({
            netCents: sum((amounts) => amounts.netCents, treatment),
            vatCents: sum((amounts) => amounts.vatCents, treatment),
          });
        }
      }),
      { numRuns: 500 },
    );
  });
});
