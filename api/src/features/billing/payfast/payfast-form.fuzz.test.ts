import fc from 'fast-check';
import { PayfastFormError, parseOrderedForm } from './payfast-form';
import { phpUrlencode } from './payfast-encoding';

/*
 * parseOrderedForm decodes bytes from anyone who can reach the notification address: any input
 * gives pairs or a PayfastFormError, never another exception, and what PHP's urlencode wrote reads back.
 */
const limits = { maxBytes: 512, maxFields: 8 };
const formish = fc
  .array(fc.constantFrom('a', '=', '&', '+', '%', '2', 'F', 'g', 'é', '%C3', '%A9', '%FF', '%0', '\u0000', '😀'), { maxLength: 80 })
  .map((parts) => parts.join(''));

describe('fuzzing parseOrderedForm', () => {
  const answersOrRefuses = (input: Buffer | string) => {
    try {
      const pairs = parseOrderedForm(input, limits);
      expect(pairs.length).toBeLessThanOrEqual(limits.maxFields);
      for (const [name, value] of pairs) {
        expect(typeof name).toBe('string');
        expect(typeof value).toBe('string');
      }
    } catch (error) {
      expect(error).toBeInstanceOf(PayfastFormError);
    }
  };

  it('any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 700 }), (bytes) => answersOrRefuses(Buffer.from(bytes))),
      { numRuns: 2000 },
    );
  });

  it('any text, and text made of a form’s own characters', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 600 }), formish), answersOrRefuses), { numRuns: 2000 });
  });

  it('reads back the pairs PHP’s urlencode wrote', () => {
    const pair = fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 12 }));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const body = pairs.map(([name, value]) => `${phpUrlencode(name)}=${phpUrlencode(value)}`).join('&');
        expect(parseOrderedForm(body, { maxBytes: 16_384, maxFields: 8 })).toEqual(pairs);
      }),
    );
  });
});
