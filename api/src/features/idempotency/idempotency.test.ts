import crypto from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { documentsNamed, files, secondClientAgent, uploadOverGraphql, uploadOverRest } from '../documents/document-test-kit';
import { ADVISOR_ID, CLIENT_ID, SEND } from '../messages/message-test-kit';
import { Message } from '../messages/message.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { IdempotencyKey } from './idempotency-key.entity';

/*
 * Idempotency-Key on REST's POSTs and GraphQL's mutations (docs/integrations.md#idempotency): a
 * retry answers the first answer again and makes nothing twice, on SQLite and on MySQL/MariaDB.
 */

const newKey = () => crypto.randomUUID();
const quoted = (key: string) => `"${key}"`;

describe.each(testDatabaseTargets)('Idempotency-Key ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    client = await t.agent('client');
  }, 60_000);
  afterAll(() => t.close());

  const messagesWith = (subject: string) => t.database.dataSource.getRepository(Message).countBy({ subject });
  const message = (subject: string) => ({ recipientId: ADVISOR_ID, subject, content: 'Please find the IRP5 attached.' });
  const sendMessage = (agent: TestAgent, key: string | undefined, body: object) => {
    const request = agent.post('/api/messages');
    return (key === undefined ? request : request.set('Idempotency-Key', key)).send(body);
  };

  it('answers a retry with the first answer, marked as replayed, and sends one message', async () => {
    const key = newKey();
    const body = message(`Retried ${key}`);
    const first = await sendMessage(client, quoted(key), body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await sendMessage(client, quoted(key), body).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toEqual(first.body);
    // The key sent bare is the same key.
    const bare = await sendMessage(client, key, body).expect(201);
    expect(bare.headers['idempotent-replayed']).toBe('true');
    expect(await messagesWith(body.subject)).toBe(1);
  });

  it('refuses the key with another body: 422, and nothing is sent', async () => {
    const key = quoted(newKey());
    const body = message(`Reused ${key}`);
    await sendMessage(client, key, body).expect(201);
    const other = await sendMessage(client, key, { ...body, content: 'Another text' }).expect(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(other.body).toMatchObject({
      type: '/api/problems/unprocessable-content',
      status: 422,
      code: 'UNPROCESSABLE_CONTENT',
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    // On another path as well.
    const elsewhere = await client.post('/api/contact').set('Idempotency-Key', key).send({}).expect(422);
    expect(elsewhere.body.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await messagesWith(body.subject)).toBe(1);
  });

  it("keeps each caller's keys apart: another user's, and a token's of its owner, run anew", async () => {
    const key = quoted(newKey());
    const body = message(`Shared key ${key}`);
    const mine = await sendMessage(client, key, body).expect(201);
    // The same key and the very same body from another client: their own message, not the first one's answer.
    const theirs = await sendMessage(await secondClientAgent(t), key, body).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    // Each retry is answered its own caller's answer.
    const myRetry = await sendMessage(client, key, body).expect(201);
    expect(myRetry.headers['idempotent-replayed']).toBe('true');
    expect(myRetry.body.id).toBe(mine.body.id);
    expect(await messagesWith(body.subject)).toBe(2);

    const advisor = await t.agent('advisor');
    const toClient = { recipientId: CLIENT_ID, subject: `Token key ${key}`, content: 'Your return is filed.' };
    await sendMessage(advisor, key, toClient).expect(201);
    const { secret } = await tokenFor(t, advisor, ['messages:write']);
    const byToken = await bearing(t, secret).post('/api/messages').set('Idempotency-Key', key).send(toClient).expect(201);
    expect(byToken.headers['idempotent-replayed']).toBeUndefined();
    const tokenRetry = await bearing(t, secret).post('/api/messages').set('Idempotency-Key', key).send(toClient).expect(201);
    expect(tokenRetry.body.id).toBe(byToken.body.id);
    expect(await messagesWith(toClient.subject)).toBe(2);
  });

  it('runs one of two requests sent at once; the other is told to wait, or answered the first answer', async () => {
    const key = quoted(newKey());
    const body = message(`At once ${key}`);
    const answers = await Promise.all([sendMessage(client, key, body), sendMessage(client, key, body)]);
    const fresh = answers.filter((answer) => answer.status === 201 && !answer.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    const [other] = answers.filter((answer) => answer !== fresh[0]);
    if (other.status === 409) expect(other.body).toMatchObject({ code: 'CONFLICT', reason: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
    else expect(other.headers['idempotent-replayed']).toBe('true');
    expect(await messagesWith(body.subject)).toBe(1);

    // In the store, as two instances would race: one insert wins, the other finds its row.
    const { store } = t.app.services.idempotency;
    const request = { scope: `user:${CLIENT_ID}`, userId: CLIENT_ID, key: newKey(), method: 'POST', path: '/api/messages' };
    const claims = await Promise.all([store.claim(request), store.claim(request)]);
    expect(claims.map((claim) => claim.claimed).sort()).toEqual([false, true]);
    // Keys differ by case, though MySQL's collation would take them for one.
    expect((await store.claim({ ...request, key: request.key.toUpperCase() })).claimed).toBe(true);
    // An instance that died mid-request: past its lease, the key is taken over.
    const lease = await t.database.dataSource.getRepository(IdempotencyKey).findOneByOrFail({ key: request.key });
    expect((await store.claim(request, new Date(lease.leaseExpiresAt!.getTime() + 1000))).claimed).toBe(true);
  });

  it('runs a GraphQL mutation retried with its key once; a query takes the header as if it were not there', async () => {
    const key = quoted(newKey());
    const input = message(`GraphQL ${key}`);
    const first = await graphql(client, SEND, { input }).set('Idempotency-Key', key).expect(200);
    expect(first.body.errors).toBeUndefined();
    const retry = await graphql(client, SEND, { input }).set('Idempotency-Key', key).expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await messagesWith(input.subject)).toBe(1);

    // One store for both APIs: the key is used, by another request.
    const overRest = await sendMessage(client, key, input).expect(422);
    expect(overRest.body.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    const changed = await graphql(client, SEND, { input: { ...input, content: 'Changed' } })
      .set('Idempotency-Key', key)
      .expect(422);
    expect(changed.body.errors[0].extensions).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', reason: 'IDEMPOTENCY_KEY_REUSED' });

    const query = await graphql(client, '{ me { id } }').set('Idempotency-Key', 'not a key, and ignored').expect(200);
    expect(query.body.data.me.id).toBe(CLIENT_ID);
  });

  it('keeps a multipart upload retried to one document, over REST and GraphQL (each send its own boundary)', async () => {
    const id = newKey();
    const key = quoted(id);
    const name = `Retried upload ${id}.pdf`;
    const bytes = files.pdf();
    const first = await uploadOverRest(client, bytes, name).set('Idempotency-Key', key).expect(201);
    const retry = await uploadOverRest(client, bytes, name).set('Idempotency-Key', key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await documentsNamed(t, name)).toHaveLength(1);
    // Another file under the same key is another request.
    await uploadOverRest(client, files.xlsx(), name).set('Idempotency-Key', key).expect(422);

    const graphqlId = newKey();
    const graphqlKey = quoted(graphqlId);
    const graphqlName = `Retried GraphQL upload ${graphqlId}.pdf`;
    const sent = await uploadOverGraphql(client, bytes, graphqlName).set('Idempotency-Key', graphqlKey).expect(200);
    expect(sent.body.errors).toBeUndefined();
    const again = await uploadOverGraphql(client, bytes, graphqlName).set('Idempotency-Key', graphqlKey).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(sent.body);
    expect(await documentsNamed(t, graphqlName)).toHaveLength(1);
  });

  it('refuses a header that is not one string of 8 to 255 characters with 400 naming it; without one nothing changes', async () => {
    const body = message(`Invalid key ${newKey()}`);
    for (const invalid of ['"short"', '"one", "two-keys-here"', '?1', `"${'k'.repeat(256)}"`, 'has space inside', 'semi;colon-key']) {
      const refused = await sendMessage(client, invalid, body).expect(400);
      expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'Idempotency-Key' }] });
    }
    const overGraphql = await graphql(client, SEND, { input: body }).set('Idempotency-Key', '"short"').expect(400);
    expect(overGraphql.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'Idempotency-Key' }],
    });
    expect(await messagesWith(body.subject)).toBe(0);

    // A parameter after the string is ignored, as RFC 8941 has unknown parameters ignored.
    await sendMessage(client, `${quoted(newKey())};client=7`, body).expect(201);
    // Without the header, each POST is its own.
    await sendMessage(client, undefined, body).expect(201);
    const plain = await sendMessage(client, undefined, body).expect(201);
    expect(plain.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesWith(body.subject)).toBe(3);
  });

  it('frees a key 24 hours on, and purges the rows past it; an answer not kept is not repeated', async () => {
    const key = newKey();
    const body = message(`Expired ${key}`);
    await sendMessage(client, quoted(key), body).expect(201);
    const rows = t.database.dataSource.getRepository(IdempotencyKey);
    const row = await rows.findOneByOrFail({ key });
    expect(row).toMatchObject({ scope: `user:${CLIENT_ID}`, userId: CLIENT_ID, method: 'POST', path: '/api/messages', state: 'done' });
    // To the second: MySQL's datetime keeps no fraction.
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 24 * 60 * 60 * 1000)).toBeLessThan(1000);

    // An answer too large to keep: the key stays used, and a retry is told so.
    await rows.update({ id: row.id }, { responseBody: null });
    const notKept = await sendMessage(client, quoted(key), body).expect(409);
    expect(notKept.body).toMatchObject({ code: 'CONFLICT', reason: 'IDEMPOTENCY_ANSWER_NOT_KEPT' });
    expect(notKept.body.detail).toContain('status 201');

    await rows.update({ id: row.id }, { expiresAt: new Date(Date.now() - 1000) });
    const later = await sendMessage(client, quoted(key), body).expect(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesWith(body.subject)).toBe(2);

    const purged = await t.app.services.idempotency.store.purgeExpired(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await rows.countBy({ key })).toBe(0);
  });

  it('keeps an anonymous answer under the key alone, and never a 429: its retry runs again', async () => {
    const contact = (key: string, email: string) =>
      t.request
        .post('/api/contact')
        .set('Idempotency-Key', key)
        .send({ firstName: 'Retry', lastName: 'Anonymous', email, message: 'Please call me back.', consent: true });
    const submissions = (email: string) => t.database.dataSource.getRepository(ContactSubmission).countBy({ email });

    const key = quoted(newKey());
    const first = await contact(key, 'retry@example.com').expect(201);
    const retry = await contact(key, 'retry@example.com').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await submissions('retry@example.com')).toBe(1);

    // The address's budget of submissions spent: a 429 is not kept, so the same key runs again.
    for (let spent = 1; spent < t.config.contactSubmissionsPerHour; spent += 1) await contact(quoted(newKey()), 'filler@example.com');
    const limited = quoted(newKey());
    await contact(limited, 'limited@example.com').expect(429);
    const again = await contact(limited, 'limited@example.com').expect(429);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.database.dataSource.getRepository(IdempotencyKey).countBy({ key: JSON.parse(limited) as string })).toBe(0);
  });
});
