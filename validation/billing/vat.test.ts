import fc from 'fast-check';
import { STANDARD_RATE_HISTORY, formatRate, isVatNumber, normaliseVatNumber, rateOn, vatTreatmentValues, type VatRateFromDay } from './vat';

describe('the standard rate as data', () => {
  it('has been 14 % from 7 April 1993 and 15 % from 1 April 2018 (VAT Act section 7(1), the 2018 increase under section 7(4))', () => {
    expect(STANDARD_RATE_HISTORY).toEqual([
      { basisPoints: 1400, appliesFrom: '1993-04-07' },
      { basisPoints: 1500, appliesFrom: '2018-04-01' },
    ]);
  });

  it.each([
    ['1993-04-06', null],
    ['1993-04-07', 1400],
    ['2018-03-31', 1400],
    ['2018-04-01', 1500],
    ['2026-11-28', 1500],
  ])('on %s is %p basis points', (day, basisPoints) => {
    expect(rateOn(STANDARD_RATE_HISTORY, day)?.basisPoints ?? null).toBe(basisPoints);
  });

  it('does not depend on the order the rates are kept in', () => {
    expect(rateOn([...STANDARD_RATE_HISTORY].reverse(), '2018-04-01')?.basisPoints).toBe(1500);
    expect(rateOn([...STANDARD_RATE_HISTORY].reverse(), '2018-03-31')?.basisPoints).toBe(1400);
  });

  it('answers the rate itself, with whatever else the caller keeps on it', () => {
    const rates = [{ id: 'a', basisPoints: 1500, appliesFrom: '2018-04-01' }];
    expect(rateOn(rates, '2019-01-01')).toBe(rates[0]);
    expect(rateOn([], '2019-01-01')).toBeNull();
  });

  it('picks, for any rates and any day, the one that applies from the latest day on or before it', () => {
    const day = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const rate = fc.record({ basisPoints: fc.integer({ min: 0, max: 10_000 }), appliesFrom: day });
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 8 }), day, (rates: VatRateFromDay[], on) => {
        const applicable = rates.filter((candidate) => candidate.appliesFrom <= on);
        const found = rateOn(rates, on);
        if (applicable.length === 0) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        expect(rates).toContain(found);
        expect(found!.appliesFrom <= on).toBe(true);
        for (const candidate of applicable) expect(candidate.appliesFrom <= found!.appliesFrom).toBe(true);
      }),
    );
  });
});

describe('formatRate', () => {
  it.each([
    [1500, '15\u00a0%'],
    [1550, '15.5\u00a0%'],
    [1525, '15.25\u00a0%'],
    [1400, '14\u00a0%'],
    [0, '0\u00a0%'],
    [10_000, '100\u00a0%'],
  ])('prints %i basis points as %j', (basisPoints, text) => {
    expect(formatRate(basisPoints)).toBe(text);
  });
});

describe('VAT registration numbers', () => {
  it.each(['4123456789', '4123 456 789', ' 4123456789 ', '4123\u00a0456\u00a0789'])('takes %j', (text) => {
    expect(isVatNumber(text)).toBe(true);
  });

  it.each(['', '5123456789', '412345678', '41234567890', '412345678a', '4123-456-789', '0412345678'])('refuses %j', (text) => {
    expect(isVatNumber(text)).toBe(false);
  });

  it('strips the spaces a person types', () => {
    expect(normaliseVatNumber(' 4123 456\u00a0789 ')).toBe('4123456789');
  });
});

describe('VAT treatments', () => {
  it('are standard-rated, zero-rated and exempt', () => {
    expect(vatTreatmentValues).toEqual(['standard', 'zero_rated', 'exempt']);
  });
});
