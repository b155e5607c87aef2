import { demoUserIds } from '../../demo/ids';
import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { countQueries } from '../../test/query-counter';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import {
  ADVISOR_ID,
  CANCEL,
  CLIENT_ID,
  CONFIRM,
  LIST,
  RESCHEDULE,
  SECOND_CLIENT_ID,
  agentFor,
  booking,
  createUser,
  listAs,
  ok,
  refused,
  scheduleAs,
  seeded,
  type ListedAppointment,
} from './appointments-test-kit';

describe.each(testDatabaseTargets)('who sees which appointments ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let secondClient: TestAgent;
  let advisor: TestAgent;
  let otherAdvisor: TestAgent;
  let admin: TestAgent;
  let superadmin: TestAgent;
  let otherAdvisorId: string;
  let patelsMeeting: ListedAppointment;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin, superadmin] = await Promise.all([
      t.agent('client'),
      t.agent('advisor'),
      t.agent('admin'),
      t.agent('superadmin'),
    ]);
    secondClient = await agentFor(t, 'client2@example.com');
    otherAdvisorId = await createUser(t, 'advisor', { email: 'andile@example.com', firstName: 'Andile', lastName: 'Zulu' });
    otherAdvisor = await agentFor(t, 'andile@example.com');
    // The second client books with the other advisor: neither the demo client nor Lerato may see it.
    patelsMeeting = await scheduleAs(secondClient, booking({ title: 'Guesthouse VAT question', advisorId: otherAdvisorId }));
  }, 60_000);
  afterAll(() => t.close());

  const idsOf = (appointments: ListedAppointment[]) => appointments.map((appointment) => appointment.id);

  it('shows a client only the appointments they are the client of', async () => {
    const own = await listAs(client);
    expect(own).toHaveLength(6);
    expect(new Set(own.map((appointment) => appointment.client?.id))).toEqual(new Set([CLIENT_ID]));
    expect(idsOf(await listAs(secondClient))).toEqual([patelsMeeting.id]);
  });

  it('shows an advisor only the appointments they are the advisor of', async () => {
    const lerato = await listAs(advisor);
    expect(lerato).toHaveLength(6);
    expect(new Set(lerato.map((appointment) => appointment.advisor?.id))).toEqual(new Set([ADVISOR_ID]));
    expect(idsOf(await listAs(otherAdvisor))).toEqual([patelsMeeting.id]);
  });

  it('shows admins and superadmins every appointment, with both names', async () => {
    for (const staff of [admin, superadmin]) {
      const all = await listAs(staff);
      expect(all).toHaveLength(7);
      expect(all.find((appointment) => appointment.id === patelsMeeting.id)).toMatchObject({
        client: { id: SECOND_CLIENT_ID, firstName: 'Ayesha', lastName: 'Patel' },
        advisor: { id: otherAdvisorId, firstName: 'Andile', lastName: 'Zulu' },
      });
    }
  });

  it('lists upcoming appointments soonest first, then past ones latest first', async () => {
    const listed = await listAs(client);
    const now = Date.now();
    const starts = listed.map((appointment) => Date.parse(appointment.scheduledAt));
    const upcoming = starts.filter((start) => start > now);
    const past = starts.filter((start) => start <= now);
    expect(starts).toEqual([...upcoming, ...past]);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));
    expect(upcoming).toHaveLength(3);
  });

  it('searches title and description in any case, on the server', async () => {
    expect((await listAs(client, 'PROVISIONAL')).map((appointment) => appointment.title)).toEqual(['Provisional tax planning']);
    expect((await listAs(client, 'fleet manager')).map((appointment) => appointment.title)).toEqual(['Fleet review: operations interview']);
    expect(await listAs(client, 'guesthouse')).toEqual([]);
    expect(await listAs(client, '100%_')).toEqual([]);
    const rest = (await client.get('/api/appointments?search=verification').expect(200)).body as { title: string }[];
    expect(rest.map((appointment) => appointment.title)).toEqual(['VAT verification call']);
  });

  it("answers 404 / NOT_FOUND for someone else's appointment, never its content", async () => {
    for (const agent of [client, advisor]) {
      expect((await agent.get(`/api/appointments/${patelsMeeting.id}`).expect(404)).body).toMatchObject({ message: 'Not found' });
      await agent.put(`/api/appointments/${patelsMeeting.id}/cancel`).expect(404);
      await agent.put(`/api/appointments/${patelsMeeting.id}/reschedule`).send({ date: booking().date, time: '11:00' }).expect(404);
      const answer = await graphql(agent, 'query ($id: ID!) { appointment(id: $id) { id title } }', { id: patelsMeeting.id }).expect(200);
      expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(answer.body)).not.toContain('Guesthouse');
      expect((await refused(agent, CANCEL, { id: patelsMeeting.id })).code).toBe('NOT_FOUND');
      expect((await refused(agent, RESCHEDULE, { id: patelsMeeting.id, input: { date: booking().date, time: '11:00' } })).code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await refused(advisor, CONFIRM, { id: patelsMeeting.id })).code).toBe('NOT_FOUND');
    await otherAdvisor.put(`/api/appointments/${seeded.scheduledInPerson}/confirm`).send({}).expect(404);
    expect((await client.get(`/api/appointments/${seeded.scheduledInPerson}`).expect(200)).body.title).toBe('Provisional tax planning');
  });

  it('refuses Confirm to a client: 403 by REST, FORBIDDEN by GraphQL', async () => {
    expect((await client.put(`/api/appointments/${seeded.scheduledInPerson}/confirm`).send({}).expect(403)).body).toMatchObject({
      message: 'Forbidden',
    });
    expect((await refused(client, CONFIRM, { id: seeded.scheduledInPerson })).code).toBe('FORBIDDEN');
  });

  it('refuses everything without a session: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    expect((await t.request.get('/api/appointments').expect(401)).body).toMatchObject({ message: 'Unauthorized' });
    await t.request.post('/api/appointments').send(booking()).expect(401);
    await t.request.put(`/api/appointments/${seeded.scheduledInPerson}/cancel`).expect(401);
    for (const query of [LIST, 'query { advisors { id } }']) {
      expect((await graphql(t.request, query).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists the advisors by name to anyone signed in, and the clients to staff only', async () => {
    const { advisors } = await ok<{ advisors: { firstName: string; lastName: string }[] }>(
      client,
      'query { advisors { id firstName lastName } }',
    );
    expect(advisors.map((person) => `${person.firstName} ${person.lastName}`)).toEqual(['Andile Zulu', 'Lerato Mokoena']);
    const clients = 'query { appointmentClients { id firstName } }';
    expect((await refused(client, clients)).code).toBe('FORBIDDEN');
    const { appointmentClients } = await ok<{ appointmentClients: { id: string }[] }>(advisor, clients);
    expect(appointmentClients.map((person) => person.id).sort()).toEqual([CLIENT_ID, SECOND_CLIENT_ID, demoUserIds.secure].sort());
  });

  it('suggests the advisor of the client’s active engagement, else the first advisor, and an advisor themselves', async () => {
    const suggest = 'query ($clientId: ID) { suggestedAdvisorId(clientId: $clientId) }';
    // Andile is first by name, but the demo client's active engagements are Lerato's.
    expect((await ok(client, suggest)).suggestedAdvisorId).toBe(ADVISOR_ID);
    // A clientId from a client is ignored.
    expect((await ok(client, suggest, { clientId: 'someone-else' })).suggestedAdvisorId).toBe(ADVISOR_ID);
    const newcomer = await createUser(t, 'client', { email: 'newcomer@example.com', firstName: 'Naledi', lastName: 'Khumalo' });
    expect((await ok(admin, suggest, { clientId: newcomer })).suggestedAdvisorId).toBe(otherAdvisorId);
    expect((await ok(admin, suggest, { clientId: CLIENT_ID })).suggestedAdvisorId).toBe(ADVISOR_ID);
    expect((await ok(otherAdvisor, suggest, { clientId: CLIENT_ID })).suggestedAdvisorId).toBe(otherAdvisorId);
  });

  it('loads client and advisor names through DataLoader: the statement count does not grow with the list', async () => {
    const dataSource = t.database.dataSource;
    // Earlier tests' e-mails first, so the worker has nothing to do while the list is counted.
    await t.app.services.mailQueue.drain();
    const before = await countQueries(dataSource, () => listAs(admin));
    const shortLength = before.result.length;
    // More appointments, with more clients and advisors.
    for (const [index, advisorId] of [ADVISOR_ID, otherAdvisorId, ADVISOR_ID, otherAdvisorId].entries()) {
      await scheduleAs(
        admin,
        booking({ title: `Batch ${index}`, clientId: index % 2 ? CLIENT_ID : SECOND_CLIENT_ID, advisorId, time: '15:00' }),
      );
    }
    // The bookings' e-mails go out in the background: let them, then stop the worker (the last
    // test here), so that its next poll or a late round is not counted with the list.
    await t.app.services.mailQueue.drain();
    await t.app.services.mailQueue.stop();
    const after = await countQueries(dataSource, () => listAs(admin));
    expect(after.result.length).toBe(shortLength + 4);
    expect(new Set(after.result.map((appointment) => appointment.advisor?.id)).size).toBe(2);
    expect(after.count).toBe(before.count);
  });
});
