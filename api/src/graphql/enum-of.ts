/**
 * A GraphQL enum (for registerEnumType) made from one of validation/'s value lists, so the
 * schema's choices and the zod schemas' choices are one list and cannot drift apart.
 */
export function enumOf<const Values extends readonly string[]>(values: Values): { readonly [Value in Values[number]]: Value } {
  return Object.fromEntries(values.map((value) => [value, value])) as { readonly [Value in Values[number]]: Value };
}
