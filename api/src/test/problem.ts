import type { Response } from 'supertest';

/**
 * A supertest expectation on an error's body: problem details (docs/integrations.md#errors) carry
 * `type`, `code` and `requestId` besides what a test names, so a test names only what it checks
 * (`{ message: 'Not found' }`), and the body is checked against the OpenAPI document's `Problem`
 * schema by the response checker anyway.
 */
export const problem =
  (fields: Record<string, unknown>) =>
  ({ body }: Response): void => {
    expect(body).toMatchObject(fields);
  };
