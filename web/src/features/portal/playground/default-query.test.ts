import { parse, validate } from 'graphql';
import { readSchema } from '../../../test/web-operations';
import { DEFAULT_PLAYGROUND_QUERY } from './default-query';

describe('the playground’s first question', () => {
  it('is valid against the schema, so a fresh playground answers instead of failing', () => {
    expect(validate(readSchema(), parse(DEFAULT_PLAYGROUND_QUERY)).map((error) => error.message)).toEqual([]);
  });
});
