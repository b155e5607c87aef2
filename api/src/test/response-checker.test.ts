import express from 'express';
import { openApiDocument } from '../composition/openapi-document';
import { restMounts } from '../composition/rest-routes';
import { checkedAgent } from './checked-requests';
import { ResponseChecker, type ReceivedAnswer } from './response-checker';

/**
 * The checker every API suite runs its answers through: it must pass what the document allows and
 * fail, saying why, what it does not — or the suites would prove nothing.
 */

const checker = new ResponseChecker(openApiDocument(restMounts));

const post = {
  id: 'post-1',
  title: 'Provisional tax',
  slug: 'provisional-tax',
  excerpt: null,
  content: 'Twice a year.',
  category: 'tax',
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
};

/** An error body as the facade writes it (http/problem-details.ts). */
const notFoundProblem = {
  type: '/api/problems/not-found',
  title: 'Not found',
  status: 404,
  detail: 'Not found',
  code: 'NOT_FOUND',
  message: 'Not found',
  requestId: 'b0a4d8f2-1c3e-4a5b-9c7d-2e6f8a0b1c3d',
};
const PROBLEM = 'application/problem+json; charset=utf-8';

const answer = (fields: Partial<ReceivedAnswer>): ReceivedAnswer => ({
  method: 'GET',
  path: '/api/posts',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: [post],
  hasBody: true,
  ...fields,
});

describe('the response checker', () => {
  it('passes an answer the document allows', () => {
    expect(checker.problemWith(answer({}))).toBeUndefined();
    expect(checker.problemWith(answer({ path: '/api/posts/provisional-tax?x=1', body: post }))).toBeUndefined();
    expect(
      checker.problemWith(answer({ status: 404, path: '/api/posts/nothing', contentType: PROBLEM, body: notFoundProblem })),
    ).toBeUndefined();
  });

  it('names the operation, the status and the field of a body the document does not allow', () => {
    expect(checker.problemWith(answer({ body: [{ ...post, createdAt: 'yesterday' }] }))).toMatch(
      /^GET \/api\/posts answered 200 with a body the OpenAPI document does not allow:\n {2}body\/0\/createdAt must match format "date-time"/,
    );
    expect(checker.problemWith(answer({ body: [{ ...post, draft: true }] }))).toContain(
      'body/0 has a field the document does not list: draft',
    );
    const { title: _left, ...untitled } = post;
    expect(checker.problemWith(answer({ body: [untitled] }))).toContain("body/0 must have required property 'title'");
  });

  it('refuses a status, a content type or a route the document does not list', () => {
    expect(checker.problemWith(answer({ status: 409, body: { message: 'No' } }))).toMatch(
      /^GET \/api\/posts answered 409, which the OpenAPI document does not list \(it lists 200, 400, 429, 500, 503\)$/,
    );
    expect(checker.problemWith(answer({ contentType: 'text/html', body: '<p>' }))).toContain(
      'answered 200 as text/html, but the OpenAPI document lists application/json',
    );
    expect(checker.problemWith(answer({ method: 'DELETE' }))).toBe(
      'DELETE /api/posts answered 200, but the OpenAPI document describes no DELETE /api/posts',
    );
  });

  it('lets the facade’s own 404 for an unknown path through, as its error body', () => {
    expect(
      checker.problemWith(answer({ path: '/api/no-such-thing', status: 404, contentType: PROBLEM, body: notFoundProblem })),
    ).toBeUndefined();
    expect(
      checker.problemWith(answer({ path: '/api/no-such-thing', status: 404, contentType: PROBLEM, body: { error: 'gone' } })),
    ).toContain('describes no GET');
  });

  it('holds a file to its content type only, and a body-less answer to having none', () => {
    const file = { path: '/api/appointments/a-1/calendar.ics', body: Buffer.from('BEGIN:VCALENDAR') };
    expect(checker.problemWith(answer({ ...file, contentType: 'text/calendar; charset=utf-8' }))).toBeUndefined();
    expect(checker.problemWith(answer({ ...file, contentType: 'application/json' }))).toContain('lists text/calendar');
    expect(
      checker.problemWith(answer({ method: 'DELETE', path: '/api/document-checklists/c-1', status: 204, body: {}, hasBody: false })),
    ).toBeUndefined();
  });
});

describe('the checked requests of the API suites', () => {
  // A stand-in app whose GET /api/posts drifts from the document: the request itself must fail.
  const drifting = express();
  drifting.get('/api/posts', (_req, res) => {
    res.json([{ ...post, status: 'published' }]);
  });
  drifting.get('/api/posts/:slug', (_req, res) => {
    res.json(post);
  });
  drifting.get('/somewhere-else', (_req, res) => {
    res.json({ anything: true });
  });

  it('fails a test at the request whose answer does not match, naming the method, path, status and error', async () => {
    await expect(checkedAgent(drifting).get('/api/posts').expect(200)).rejects.toThrow(
      'The answer does not match /api/openapi.json: GET /api/posts answered 200 with a body the OpenAPI document does not allow:\n  body/0 has a field the document does not list: status',
    );
  });

  it('lets a matching answer, and anything outside /api, through to the test’s own expectations', async () => {
    await checkedAgent(drifting).get('/api/posts/provisional-tax').expect(200);
    await checkedAgent(drifting).get('/somewhere-else').expect(200, { anything: true });
  });
});
