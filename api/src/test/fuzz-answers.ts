/**
 * What a fuzzed request may answer: success, not found, a conflict, or a 400 that names at least
 * one field; never a 5xx, never a bare 400.
 */
export function expectAnswered(response: { status: number; body: { errors?: { path: string }[] } }): void {
  expect([200, 201, 400, 404, 409]).toContain(response.status);
  if (response.status === 400) expect(response.body.errors?.length).toBeGreaterThan(0);
}
