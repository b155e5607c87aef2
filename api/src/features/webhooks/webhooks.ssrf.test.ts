import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { RoleName } from '../../accounts/roles';
import { testDatabaseTargets } from '../../test/database';
import type { TestApp } from '../../test/test-app';
import { AddressGuard, refusedRange, type Resolve } from './address-guard';
import { WebhooksService } from './webhooks.service';
import { deliveriesOf, endpointRows, setUpWebhookSuite, storeEndpoint, workerFor, type TestReceiver } from './webhook-test-kit';

describe('which addresses webhooks may go to', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['10.0.0.5', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.254', 'a private address'],
    ['192.168.1.10', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['255.255.255.255', 'the broadcast address'],
    ['224.0.0.1', 'a multicast address'],
    ['198.18.0.1', 'a reserved address (reserved)'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a unique-local address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:10.0.0.5', 'a private address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(refusedRange(address)).toBe(reason);
  });

  // Every IPv6 form that carries an IPv4 address for a translator, relay or tunnel is refused,
  // whatever it carries (address-guard.ts says why); the reason names what it carries.
  it.each([
    ['::7f00:1', 'an IPv4-compatible address carrying 127.0.0.1'],
    // As Node's resolver prints ::7f00:1; ipaddr.js alone would read it as ::ffff:127.0.0.1.
    ['::127.0.0.1', 'an IPv4-compatible address carrying 127.0.0.1'],
    ['::a9fe:a9fe', 'an IPv4-compatible address carrying 169.254.169.254'],
    ['::808:808', 'an IPv4-compatible address carrying 8.8.8.8'],
    ['::8.8.8.8', 'an IPv4-compatible address carrying 8.8.8.8'],
    ['::ffff:0:a00:5', 'an IPv4-translated address carrying 10.0.0.5'],
    ['64:ff9b::7f00:1', 'a NAT64 address carrying 127.0.0.1'],
    ['64:ff9b::a00:5', 'a NAT64 address carrying 10.0.0.5'],
    ['64:ff9b::808:808', 'a NAT64 address carrying 8.8.8.8'],
    ['64:ff9b:1:a00:5::', 'a local-use NAT64 address'],
    ['2002:7f00:1::1', 'a 6to4 address carrying 127.0.0.1'],
    ['2002:a9fe:a9fe::', 'a 6to4 address carrying 169.254.169.254'],
    ['2002:808:808::1', 'a 6to4 address carrying 8.8.8.8'],
    // RFC 4380's example: server 65.54.227.120, client 192.0.2.45 (its bits flipped).
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'a Teredo address carrying server 65.54.227.120 and client 192.0.2.45'],
    ['2001:0:808:808::80ff:fffe', 'a Teredo address carrying server 8.8.8.8 and client 127.0.0.1'],
    ['fec0::1', 'a site-local address'],
    ['feff:1::1', 'a site-local address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(refusedRange(address)).toBe(reason);
  });

  it.each(['8.8.8.8', '41.0.0.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(refusedRange(address)).toBeNull();
  });

  it('checks every address a name resolves to, and says which one it refused', async () => {
    const resolve: Resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    await expect(new AddressGuard(false, resolve).addressesOf('hooks.example.test')).rejects.toThrow(
      'hooks.example.test resolves to 10.1.2.3, a private address',
    );
    await expect(new AddressGuard(true, resolve).addressesOf('hooks.example.test')).resolves.toHaveLength(2);
    const missing: Resolve = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await expect(new AddressGuard(false, missing).addressesOf('nowhere.example.test')).rejects.toThrow(
      'No address was found for nowhere.example.test',
    );
  });

  it.each([
    ['::7f00:1', 'an IPv4-compatible address carrying 127.0.0.1'],
    ['::127.0.0.1', 'an IPv4-compatible address carrying 127.0.0.1'],
    ['::808:808', 'an IPv4-compatible address carrying 8.8.8.8'],
    ['64:ff9b::a9fe:a9fe', 'a NAT64 address carrying 169.254.169.254'],
    ['2002:a00:5::', 'a 6to4 address carrying 10.0.0.5'],
    ['2001:0:808:808::80ff:fffe', 'a Teredo address carrying server 8.8.8.8 and client 127.0.0.1'],
    ['fec0::5', 'a site-local address'],
  ])('refuses a name that resolves to %s', async (address, reason) => {
    const resolve: Resolve = async () => [
      { address: '2001:4860:4860::8888', family: 6 },
      { address, family: 6 },
    ];
    await expect(new AddressGuard(false, resolve).addressesOf('hooks.example.test')).rejects.toThrow(
      `hooks.example.test resolves to ${address}, ${reason}`,
    );
  });
});

describe.each(testDatabaseTargets)('webhooks and server-side request forgery ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let receiver: TestReceiver;

  // WEBHOOKS_ALLOW_PRIVATE_ADDRESSES left unset: loopback and private addresses are refused.
  setUpWebhookSuite(target, {}, (suite) => ({ t, admin, receiver } = suite));

  it.each([
    ['http://127.0.0.1:8080/hooks', '127.0.0.1 is a loopback address'],
    ['http://[::1]/hooks', '::1 is a loopback address'],
    ['http://10.0.0.5/hooks', '10.0.0.5 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['http://[::ffff:127.0.0.1]/hooks', '::ffff:7f00:1 is a loopback address'],
    ['https://[::7f00:1]/hooks', '::7f00:1 is an IPv4-compatible address carrying 127.0.0.1'],
    ['https://[::127.0.0.1]/hooks', '::7f00:1 is an IPv4-compatible address carrying 127.0.0.1'],
    ['https://[::ffff:0:a9fe:a9fe]/hooks', '::ffff:0:a9fe:a9fe is an IPv4-translated address carrying 169.254.169.254'],
    ['https://[64:ff9b::169.254.169.254]/latest/meta-data/', '64:ff9b::a9fe:a9fe is a NAT64 address carrying 169.254.169.254'],
    ['https://[64:ff9b:1:a00:5::]/hooks', '64:ff9b:1:a00:5:: is a local-use NAT64 address'],
    ['https://[2002:7f00:1::]/hooks', '2002:7f00:1:: is a 6to4 address carrying 127.0.0.1'],
    [
      'https://[2001:0:808:808::80ff:fffe]/hooks',
      '2001:0:808:808::80ff:fffe is a Teredo address carrying server 8.8.8.8 and client 127.0.0.1',
    ],
    ['https://[fec0::1]/hooks', 'fec0::1 is a site-local address'],
    ['http://0x7f.1/hooks', '127.0.0.1 is a loopback address'],
    ['http://localhost:3000/hooks', 'localhost resolves to'],
  ])('refuses to register %s, naming the url field', async (url, reason) => {
    const refused = await admin
      .post('/api/admin/webhooks')
      .send({ url, events: ['document.uploaded'] })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'url', message: expect.stringContaining(reason) }]);
    expect(refused.body.errors[0].message).toMatch(/^Webhooks go only to public addresses: /);
    expect(await endpointRows(t).count()).toBe(0);
  });

  it('refuses an address carrying a user name and password', async () => {
    const refused = await admin
      .post('/api/admin/webhooks')
      .send({ url: 'https://user:pass@hooks.example.com/khanya', events: ['document.uploaded'] })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'url', message: expect.stringContaining('user name and password') }]);
  });

  it('refuses a private address as the new address of an existing endpoint', async () => {
    const { id } = await storeEndpoint(t, 'https://hooks.example.com/khanya');
    const refused = await admin.put(`/api/admin/webhooks/${id}`).send({ url: 'http://192.168.0.10/hooks' }).expect(400);
    expect(refused.body.errors).toEqual([{ path: 'url', message: expect.stringContaining('192.168.0.10 is a private address') }]);
    expect((await endpointRows(t).findOneByOrFail({ id })).url).toBe('https://hooks.example.com/khanya');
  });

  it('requires https in production', async () => {
    const production = new WebhooksService(t.database.dataSource, t.app.services.webhooks, new AddressGuard(true), t.app.services.audit, {
      secretKey: t.config.twoStepKey,
      production: true,
      nudge: () => {},
    });
    const viewer = { id: demoUserIds.admin, email: 'admin@example.com', firstName: 'Admin', roles: [RoleName.ADMIN] };
    await expect(
      production.create(viewer, { url: 'http://hooks.example.com/khanya', events: ['document.uploaded'] }, {}),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'url', message: 'The address must start with https://' }],
    });
  });

  it('checks again at send time: a stored loopback address is refused and nothing reaches it', async () => {
    // As if registered while WEBHOOKS_ALLOW_PRIVATE_ADDRESSES was on: the receiver really listens there.
    const { id } = await storeEndpoint(t, `${receiver.url}/hooks`);
    await admin.post(`/api/admin/webhooks/${id}/test`).expect(201);
    await t.app.services.webhookWorker.drain();
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(t, id)).toEqual([
      expect.objectContaining({
        status: 'retrying',
        attempts: 1,
        responseStatus: null,
        lastError: 'Refused: 127.0.0.1 is a loopback address',
      }),
    ]);
  });

  it('checks the addresses a name resolves to at send time (a name that now points inside is refused)', async () => {
    const rebound: Resolve = async () => [{ address: '10.0.0.5', family: 4 }];
    const worker = workerFor(t, new AddressGuard(false, rebound));
    const { id } = await storeEndpoint(t, 'https://hooks.example.test/khanya');
    await admin.post(`/api/admin/webhooks/${id}/test`).expect(201);
    await worker.drain();
    expect(await deliveriesOf(t, id)).toEqual([
      expect.objectContaining({ status: 'retrying', lastError: 'Refused: hooks.example.test resolves to 10.0.0.5, a private address' }),
    ]);
    await worker.stop();
  });

  it('refuses at send time a name that now resolves to an IPv6 address carrying a loopback IPv4 address', async () => {
    const rebound: Resolve = async () => [{ address: '::7f00:1', family: 6 }];
    const worker = workerFor(t, new AddressGuard(false, rebound));
    const { id } = await storeEndpoint(t, 'https://hooks.example.test/khanya');
    await admin.post(`/api/admin/webhooks/${id}/test`).expect(201);
    await worker.drain();
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(t, id)).toEqual([
      expect.objectContaining({
        status: 'retrying',
        responseStatus: null,
        lastError: 'Refused: hooks.example.test resolves to ::7f00:1, an IPv4-compatible address carrying 127.0.0.1',
      }),
    ]);
    await worker.stop();
  });

  it('connects to the very address it checked, resolving the name once per try (no second lookup to rebind)', async () => {
    let lookups = 0;
    // The system resolver knows no hooks.example.test: the request can only reach the receiver through the checked answer.
    const once: Resolve = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const worker = workerFor(t, new AddressGuard(true, once));
    const port = new URL(receiver.url).port;
    const { id } = await storeEndpoint(t, `http://hooks.example.test:${port}/in`);
    await admin.post(`/api/admin/webhooks/${id}/test`).expect(201);
    await worker.drain();
    expect(receiver.received).toEqual([
      expect.objectContaining({ path: '/in', headers: expect.objectContaining({ host: `hooks.example.test:${port}` }) }),
    ]);
    expect(lookups).toBe(1);
    expect(await deliveriesOf(t, id)).toEqual([expect.objectContaining({ status: 'delivered', responseStatus: 200 })]);
    await worker.stop();
  });
});
