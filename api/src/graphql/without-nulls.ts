/**
 * GraphQL's explicit null on fields where a service reads "left out" (a default, or no change):
 * an input's `priority: null` means the same as no priority at all, as REST's missing key does.
 */
export function withoutNulls<Input extends object>(input: Input, keys: (keyof Input)[]): Record<string, unknown> {
  const values: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of keys) if (values[key as string] === null) delete values[key as string];
  return values;
}
