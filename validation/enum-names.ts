/**
 * GraphQL spells a closed choice in SCREAMING_CASE (`TAX_RETURNS`); the database, the REST facade
 * and the zod schemas keep the stored value (`tax-returns`). These turn one into the other, so
 * both APIs take their choices from the same value lists in this folder.
 */

type ReplaceAll<Text extends string, From extends string, To extends string> = Text extends `${infer Head}${From}${infer Tail}`
  ? `${Head}${To}${ReplaceAll<Tail, From, To>}`
  : Text;

/** The GraphQL name of a stored value: `in_progress` → `IN_PROGRESS`, `tax-returns` → `TAX_RETURNS`, `document.uploaded` → `DOCUMENT_UPLOADED`, `South Africa` → `SOUTH_AFRICA`. */
export type EnumName<Value extends string> = Uppercase<
  ReplaceAll<ReplaceAll<ReplaceAll<ReplaceAll<Value, '-', '_'>, '.', '_'>, ':', '_'>, ' ', '_'>
>;

export function enumName<const Value extends string>(value: Value): EnumName<Value> {
  return value.replace(/[-.: ]/g, '_').toUpperCase() as EnumName<Value>;
}

/** `{ TAX_RETURNS: 'tax-returns', … }` for a list of stored values: GraphQL names to stored values. */
export function enumNamesOf<const Values extends readonly string[]>(
  values: Values,
): { readonly [Value in Values[number] as EnumName<Value>]: Value } {
  return Object.fromEntries(values.map((value) => [enumName(value), value])) as {
    readonly [Value in Values[number] as EnumName<Value>]: Value;
  };
}

/** The stored value a GraphQL name stands for, among `values`; undefined when none does. */
export function storedValueOf<const Values extends readonly string[]>(values: Values, name: string): Values[number] | undefined {
  return values.find((value) => enumName(value) === name);
}
