import { companySchema, isPhoneNumber, normaliseWebsite, profileSchema, readNumber } from './profile';

describe('the profile and company rules', () => {
  it('reads numbers as people type them, blank as 0 and anything else as not a number', () => {
    expect(readNumber('')).toBe(0);
    expect(readNumber('   ')).toBe(0);
    expect(readNumber(null)).toBe(0);
    expect(readNumber('1 500 000')).toBe(1500000);
    expect(readNumber('1\u00a0500\u00a0000.50')).toBe(1500000.5);
    expect(readNumber('1,500,000.25')).toBe(1500000.25);
    expect(readNumber(42)).toBe(42);
    // "1500,50" could be a decimal comma or a misplaced separator: refused rather than guessed.
    expect(readNumber('1500,50')).toBeNaN();
    expect(readNumber('R1500')).toBeNaN();
    expect(readNumber('12abc')).toBeNaN();
  });

  it('takes a website without a scheme as https and leaves one with a scheme alone', () => {
    expect(normaliseWebsite('www.example.co.za')).toBe('https://www.example.co.za');
    expect(normaliseWebsite(' example.co.za/about ')).toBe('https://example.co.za/about');
    expect(normaliseWebsite('http://example.co.za')).toBe('http://example.co.za');
    expect(normaliseWebsite('ftp://example.co.za')).toBe('ftp://example.co.za');
    expect(normaliseWebsite('')).toBe('');
  });

  it('accepts phone numbers as South Africans write them and refuses letters or too few digits', () => {
    for (const phone of ['+27 82 555 0101', '(011) 555-0140', '082.555.0101', '0825550101']) expect(isPhoneNumber(phone)).toBe(true);
    for (const phone of ['082 555 CALL', '12345', '+27 82 555 0101 0101 0101', '++27 82 555 0101'])
      expect(isPhoneNumber(phone)).toBe(false);
  });

  it('gives one message per field, the length first, for an over-long phone', () => {
    const result = profileSchema.safeParse({ firstName: 'Sipho', lastName: 'Dlamini', phone: 'x'.repeat(21) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Phone number must be at most 20 characters']);
  });

  it('keeps fields left out as undefined (unchanged) and blank ones as null (cleared)', () => {
    expect(profileSchema.parse({ firstName: ' Sipho ', lastName: 'Dlamini', city: '', province: 'Gauteng' })).toEqual({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      city: null,
      province: 'Gauteng',
    });
  });

  it('reads the company form: blank numbers are 0, www addresses become https', () => {
    expect(
      companySchema.parse({ name: 'Dlamini Logistics', employees: '', annualRevenue: '', website: 'www.dlamini.co.za', email: '' }),
    ).toEqual({
      name: 'Dlamini Logistics',
      employees: 0,
      annualRevenue: 0,
      website: 'https://www.dlamini.co.za',
      email: null,
    });
  });

  it('refuses revenue with fractions of a cent and websites without a real domain', () => {
    const result = companySchema.safeParse({ name: 'X', annualRevenue: '100.005', website: 'localhost' });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['annualRevenue', 'Annual revenue can have at most 2 decimal places (cents)'],
      ['website', 'Please enter a valid website address, e.g. https://www.example.co.za'],
    ]);
    expect(companySchema.parse({ name: 'X', annualRevenue: 0.1 + 0.2 }).annualRevenue).toBeCloseTo(0.3);
  });
});
