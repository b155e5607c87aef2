import type { Express } from 'express';
import supertest, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { openApiDocument } from '../composition/openapi-document';
import { restMounts } from '../composition/rest-routes';
import { ResponseChecker } from './response-checker';

let checker: ResponseChecker | undefined;

/** One checker per test process: the document the app serves, compiled once. */
function responseChecker(): ResponseChecker {
  return (checker ??= new ResponseChecker(openApiDocument(restMounts)));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

/**
 * supertest(app) whose every answer under /api is held to the OpenAPI document: an answer that
 * does not match fails the request's promise (and so the test) at the line that sent it, naming
 * the operation, the status and what is wrong, before the test's own expectations are read.
 */
export function checkedRequest(app: Express): TestAgent {
  return checked(supertest(app));
}

/** supertest.agent(app) (it keeps cookies), with every answer under /api checked the same way. */
export function checkedAgent(app: Express): TestAgent {
  return checked(supertest.agent(app));
}

function checked(agent: TestAgent): TestAgent {
  const methods = agent as unknown as Record<(typeof METHODS)[number], (url: string) => supertest.Test>;
  for (const method of METHODS) {
    const send = methods[method];
    if (typeof send !== 'function') continue;
    // Asserts run in the order added: this one, added first, runs before the test's own.
    methods[method] = (url: string) => send.call(agent, url).expect(checkAnswer(method === 'del' ? 'delete' : method, url, callerOf()));
  }
  return agent;
}

/** Where the test sent the request from (file:line), which the failure names: supertest reports its own frames first. */
function callerOf(): string | undefined {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const caller = frames.find((frame) => !frame.includes(__filename) && !frame.includes('node_modules'));
  return caller?.trim().replace(/^at (?:.*? \()?(.*?)\)?$/, '$1');
}

function checkAnswer(method: string, url: string, sentFrom: string | undefined) {
  return (res: Response) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (!path.startsWith('/api/') && path !== '/api') return;
    const problem = responseChecker().problemWith({
      method,
      path,
      status: res.status,
      contentType: res.headers['content-type'],
      body: jsonOf(res),
      hasBody: hasBody(res),
    });
    if (problem) throw new Error(`The answer does not match /api/openapi.json: ${problem}${sentFrom ? `\n  Sent from ${sentFrom}` : ''}`);
  };
}

/** The JSON body, also when the test read the answer as bytes (a download that answered an error instead). */
function jsonOf(res: Response): unknown {
  if (!Buffer.isBuffer(res.body) || !/json/.test(String(res.headers['content-type']))) return res.body as unknown;
  try {
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    return res.body;
  }
}

function hasBody(res: Response): boolean {
  if (typeof res.text === 'string') return res.text.length > 0;
  if (Buffer.isBuffer(res.body)) return res.body.length > 0;
  return Number(res.headers['content-length'] ?? 0) > 0;
}
