import { OperationRule, RequestRule, RuleError } from '@useoptic/rulesets-base';

/**
 * The project's rules beside Optic's breaking-changes ruleset, run by the same runner. Both hold
 * because this API refuses what it does not know: an unknown query parameter answers 400
 * (http/query-parameters.ts), and so does a field that a closed body (`additionalProperties:
 * false`) does not list; taking either away breaks the callers that send it.
 */
export const requestRules = [
  new RequestRule({
    name: 'prevent removing fields from a closed request body',
    rule: (request) =>
      request.property.removed((before) => {
        if ((before.parent as { additionalProperties?: unknown } | undefined)?.additionalProperties === false)
          throw new RuleError({
            message: `request property '${before.value.key}' removed from a body that refuses fields it does not list`,
          });
      }),
  }),
  new OperationRule({
    name: 'prevent removing query parameters',
    rule: (operation) =>
      operation.queryParameter.removed((before) => {
        throw new RuleError({ message: `query parameter '${before.value.name}' removed: a request that sends it is refused` });
      }),
  }),
];
