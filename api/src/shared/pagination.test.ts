import { AppError } from './errors';
import { decodeCursor, encodeCursor, MAX_CURSOR_OFFSET, pageWindow } from './pagination';

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

/** The field errors pageWindow refuses `after` with. */
function refusalOf(after: string) {
  try {
    pageWindow({ after });
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error(`pageWindow took ${after}`);
}

describe('page cursors', () => {
  it('reads back every cursor it makes, from the first record to the last it allows', () => {
    for (const offset of [0, 1, 20, 1234, MAX_CURSOR_OFFSET]) {
      expect(decodeCursor(encodeCursor(offset))).toBe(offset);
    }
    expect(pageWindow({ first: 5, after: encodeCursor(40) })).toEqual({ limit: 5, offset: 40 });
    expect(pageWindow({ after: encodeCursor(MAX_CURSOR_OFFSET) }).offset).toBe(MAX_CURSOR_OFFSET);
  });

  it.each([
    ['an offset no database column holds', cursorOf('offset:99999999999999999999')],
    ['an offset past the safe integers', cursorOf(`offset:${Number.MAX_SAFE_INTEGER + 2}`)],
    ['a negative offset', cursorOf('offset:-1')],
    ['a fraction', cursorOf('offset:1.5')],
    ['a number in exponent form', cursorOf('offset:1e3')],
    ['leading zeros', cursorOf('offset:0020')],
    ['a sign', cursorOf('offset:+20')],
    ['spaces', cursorOf('offset: 20')],
    ['a trailing newline', cursorOf('offset:20\n')],
    ['base64 padding', Buffer.from('offset:2').toString('base64')],
    ['characters base64url decoding skips', `${encodeCursor(20)}!!`],
    ['a long run of digits', cursorOf(`offset:${'9'.repeat(10_000)}`)],
    ['another word', cursorOf('page:2')],
    ['plain text', 'not-a-cursor'],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined();
    expect(refusalOf(cursor)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'after', message: 'after is not a cursor from this list' }],
    });
  });

  it('refuses a well-made cursor past the furthest a list is paged, saying so', () => {
    const cursor = encodeCursor(MAX_CURSOR_OFFSET + 1);
    expect(decodeCursor(cursor)).toBe(MAX_CURSOR_OFFSET + 1);
    expect(refusalOf(cursor)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          path: 'after',
          message: 'after points past the 10,000,000th record, further than any list is paged: narrow the list with its filters',
        },
      ],
    });
  });
});
