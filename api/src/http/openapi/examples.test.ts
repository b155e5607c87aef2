import { z } from 'zod';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { exampleOf, exampleProblems, withExample, withExamplesShown } from './examples';
import { component, json, jsonBody, orNull, syncedList } from './operation-parts';
import { missingExamples } from '../../scripts/openapi-examples-lint';

/** The example the document shows for an answer, as it is built (withExamplesShown). */
function shownAnswer(answer: ResponseConfig): unknown {
  const shown = withExamplesShown({ method: 'get', path: '/x', responses: { 200: answer } });
  const media = (shown.responses[200] as ResponseConfig).content?.['application/json'] as { example?: unknown } | undefined;
  return media?.example;
}

const invoice = component(
  'ExampleTestInvoice',
  z.strictObject({ number: z.string().max(20), totalCents: z.int().min(0), paidAt: z.iso.datetime().nullable() }),
  { number: 'INV-2026-0042', totalCents: 115_000, paidAt: null },
);

describe('the examples of the OpenAPI document (docs/integrations.md#examples)', () => {
  it('shows a named record’s example wherever it is answered, alone, in a list or null', () => {
    expect(shownAnswer(json('The invoice', invoice))).toMatchObject({ number: 'INV-2026-0042' });
    expect(exampleOf(z.array(invoice))).toEqual([{ number: 'INV-2026-0042', totalCents: 115_000, paidAt: null }]);
    expect(exampleOf(orNull(invoice))).toMatchObject({ number: 'INV-2026-0042' });
    expect(exampleOf(z.strictObject({ invoice, note: z.string().optional() }))).toEqual({ invoice: exampleOf(invoice) });
  });

  it('shows a synced list with a changed record and a deleted one', () => {
    const example = shownAnswer(syncedList('The invoices', invoice)) as unknown[];
    expect(example).toHaveLength(2);
    expect(example[1]).toMatchObject({ deleted: true });
  });

  it('makes nothing up: a schema with a part nobody wrote an example for has none', () => {
    const unwritten = z.strictObject({ invoice, reason: z.string() });
    expect(exampleOf(unwritten)).toBeUndefined();
    expect(shownAnswer(json('No example', unwritten))).toBeUndefined();
    expect(exampleOf(z.string())).toBeUndefined();
  });

  it('shows a request body’s example', () => {
    const body = withExample(z.strictObject({ reason: z.string().min(1).max(200) }), { reason: 'Sent in error' });
    const shown = withExamplesShown({ method: 'post', path: '/x', request: { body: jsonBody(body) }, responses: {} });
    expect(shown.request?.body?.content['application/json']).toMatchObject({ example: { reason: 'Sent in error' } });
  });

  it('reports an example its own schema refuses, with the field and the schema’s name', () => {
    expect(exampleProblems()).toEqual([]);
    component('ExampleTestPayment', z.strictObject({ amountCents: z.int().min(1) }), { amountCents: 0 });
    withExample(z.strictObject({ day: z.iso.date() }).describe('A day'), { day: '29/11/2026' });
    const problems = exampleProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatchObject({ schema: 'ExampleTestPayment', message: expect.stringMatching(/^amountCents: /) });
    expect(problems[1]).toMatchObject({ schema: 'A day', message: expect.stringMatching(/^day: /) });
  });

  it('refuses two different examples for one schema', () => {
    const schema = withExample(z.string().max(5), 'one');
    expect(() => withExample(schema, 'two')).toThrow(/one example/);
  });
});

describe('the examples’ rule of the lint (missingExamples)', () => {
  const media = (example?: unknown) => ({ schema: { type: 'object' }, ...(example === undefined ? {} : { example }) });

  it('finds every JSON or form body and answer without an example, in paths, webhooks and shared answers', () => {
    const found = missingExamples({
      paths: {
        '/api/things': {
          parameters: [] as unknown as Record<string, unknown>,
          post: {
            requestBody: { content: { 'multipart/form-data': media() } },
            responses: { 201: { content: { 'application/json': media({}) } }, 404: { $ref: '#/components/responses/NotFound' } },
          },
          get: { responses: { 200: { content: { 'application/json': media(), 'application/pdf': media() } } } },
        },
      },
      webhooks: { 'thing.made': { post: { requestBody: { content: { 'application/json': media() } } } } },
      components: { responses: { NotFound: { content: { 'application/problem+json': media() } } } },
    }).map((problem) => problem.at);
    expect(found).toEqual([
      '#/paths/~1api~1things/post/requestBody/content/multipart~1form-data',
      '#/paths/~1api~1things/get/responses/200/content/application~1json',
      '#/webhooks/thing.made/post/requestBody/content/application~1json',
      '#/components/responses/NotFound/content/application~1problem+json',
    ]);
  });

  it('finds nothing when each shows one', () => {
    expect(missingExamples({ paths: { '/x': { get: { responses: { 200: { content: { 'application/json': media([]) } } } } } } })).toEqual(
      [],
    );
  });
});
