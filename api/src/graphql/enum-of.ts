import { enumNamesOf } from '../../../validation/enum-names';

/**
 * A GraphQL enum (for registerEnumType) made from one of validation/'s value lists, so the
 * schema's choices and the zod schemas' choices are one list and cannot drift apart. GraphQL sees
 * SCREAMING_CASE names (`TAX_RETURNS`); resolvers and services receive and return the stored
 * values (`tax-returns`), so nothing below the schema changes with the spelling.
 */
export const enumOf = enumNamesOf;
