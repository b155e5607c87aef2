import { isJsonObject, type JsonObject } from './json';

/** An operation's parameters by where they go and their name, as the report names them (`query parameter 'first'`). */
export function parametersOf(operation: JsonObject): Map<string, JsonObject> {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return new Map(
    (Array.isArray(operation.parameters) ? operation.parameters : [])
      .filter(isJsonObject)
      .map((parameter) => [`${text(parameter.in)} parameter '${text(parameter.name)}'`, parameter] as const),
  );
}
