import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { Company } from './company.entity';

const COMPANY_FIELDS = 'id name registrationNumber taxNumber industry employees annualRevenue phone email website description';
const MY_COMPANY = `query { myCompany { ${COMPANY_FIELDS} } }`;
const SAVE_COMPANY = `mutation SaveCompany($input: SaveCompanyInput!) { saveCompany(input: $input) { ${COMPANY_FIELDS} } }`;

const mokoena = {
  name: 'Mokoena Advisory Services',
  registrationNumber: '2021/555111/07',
  taxNumber: '9000111222',
  industry: 'Professional Services',
  employees: '12',
  annualRevenue: '2 450 000.50',
  phone: '+27 11 555 0199',
  email: 'accounts@mokoena.co.za',
  website: 'www.mokoena.co.za',
  description: 'Advisors with a company of their own.',
};

describe.each(testDatabaseTargets)('the company profile ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;

  const companiesOf = (userId: string) => t.database.dataSource.getRepository(Company).findBy({ userId });
  const auditOf = (action: string, userId: string) =>
    t.database.dataSource.getRepository(AuditLog).find({ where: { action, userId }, order: { createdAt: 'ASC' } });

  beforeAll(async () => {
    t = await createTestApp(target);
    client = await t.agent('client');
  }, 60_000);
  afterAll(() => t.close());

  it('refuses anyone not signed in: 401 by REST, UNAUTHENTICATED by GraphQL', async () => {
    await t.request.get('/api/company').expect(401);
    await t.request.post('/api/company').send(mokoena).expect(401);
    await t.request.put('/api/company').send(mokoena).expect(401);
    expect((await graphql(t.request, MY_COMPANY).expect(200)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const save = await graphql(t.request, SAVE_COMPANY, { input: { name: 'X' } }).expect(200);
    expect(save.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a VAT number without its spaces, refuses one that is not 10 digits beginning with 4, and clears it when blank', async () => {
    const saved = await client.put('/api/company').send({ name: 'Dlamini Logistics (Pty) Ltd', vatNumber: '4123 456 789' }).expect(200);
    expect(saved.body.vatNumber).toBe('4123456789');
    const wrong = await client.put('/api/company').send({ name: 'Dlamini Logistics (Pty) Ltd', vatNumber: '1234567890' }).expect(400);
    expect(wrong.body.errors).toEqual([{ path: 'vatNumber', message: 'VAT number must be 10 digits beginning with 4' }]);
    const viaGraphql = await graphql(
      client,
      `
        mutation ($input: SaveCompanyInput!) {
          saveCompany(input: $input) {
            vatNumber
          }
        }
      `,
      {
        input: { name: 'Dlamini Logistics (Pty) Ltd', vatNumber: '  ' },
      },
    ).expect(200);
    expect(viaGraphql.body.data.saveCompany).toEqual({ vatNumber: null });
    const audits = await auditOf('company.update', demoUserIds.client);
    expect(audits.slice(-2).map((audit) => audit.details)).toEqual([{ fields: ['vatNumber'] }, { fields: ['vatNumber'] }]);
  });

  it('answers the demo client their own company by both APIs', async () => {
    const rest = await client.get('/api/company').expect(200);
    expect(rest.body).toMatchObject({
      name: 'Dlamini Logistics (Pty) Ltd',
      registrationNumber: '2015/123456/07',
      employees: 48,
      annualRevenue: 18750000,
      website: 'https://www.dlaminilogistics.co.za',
    });
    expect(rest.body).not.toHaveProperty('userId');
    const viaGraphql = await graphql(client, MY_COMPANY).expect(200);
    expect(viaGraphql.body.data.myCompany).toMatchObject({
      id: rest.body.id,
      name: 'Dlamini Logistics (Pty) Ltd',
      annualRevenue: 18750000,
    });
  });

  it('answers null while the viewer has no company', async () => {
    const advisor = await t.agent('advisor');
    const rest = await advisor.get('/api/company').expect(200);
    expect(rest.body).toBeNull();
    expect((await graphql(advisor, MY_COMPANY).expect(200)).body.data.myCompany).toBeNull();
  });

  it('creates with POST (201), then POST and PUT update the same one company (200), audited', async () => {
    const advisor = await t.agent('advisor');
    const created = await advisor.post('/api/company').send(mokoena).expect(201);
    expect(created.body).toMatchObject({
      ...mokoena,
      employees: 12,
      annualRevenue: 2450000.5,
      website: 'https://www.mokoena.co.za',
    });

    const again = await advisor
      .post('/api/company')
      .send({ ...mokoena, employees: 14 })
      .expect(200);
    expect(again.body).toMatchObject({ id: created.body.id, employees: 14 });
    const put = await advisor
      .put('/api/company')
      .send({ ...mokoena, industry: 'Accounting', employees: 15 })
      .expect(200);
    expect(put.body).toMatchObject({ id: created.body.id, industry: 'Accounting', employees: 15 });
    expect((await advisor.get('/api/company').expect(200)).body).toEqual(put.body);
    expect(await companiesOf(demoUserIds.advisor)).toHaveLength(1);

    const [createEntry] = await auditOf('company.create', demoUserIds.advisor);
    expect(createEntry).toMatchObject({ resourceType: 'company', resourceId: created.body.id, details: { name: mokoena.name } });
    const updates = await auditOf('company.update', demoUserIds.advisor);
    expect(updates.map((entry) => entry.details)).toEqual([{ fields: ['employees'] }, { fields: ['industry', 'employees'] }]);
  });

  it('creates with PUT when there is none yet (201)', async () => {
    const superadmin = await t.agent('superadmin');
    const response = await superadmin.put('/api/company').send({ name: 'Khanya Holdings' }).expect(201);
    expect(response.body).toMatchObject({ name: 'Khanya Holdings', employees: 0, annualRevenue: 0, website: null, email: null });
  });

  it('creates then updates through saveCompany, one company per user', async () => {
    const admin = await t.agent('admin');
    const first = await graphql(admin, SAVE_COMPANY, { input: { name: 'Admin Trading', employees: 3, annualRevenue: 99.99 } }).expect(200);
    expect(first.body.errors).toBeUndefined();
    const second = await graphql(admin, SAVE_COMPANY, { input: { name: 'Admin Trading CC', annualRevenue: null } }).expect(200);
    expect(second.body.data.saveCompany).toMatchObject({
      id: first.body.data.saveCompany.id,
      name: 'Admin Trading CC',
      // Left out: unchanged. Sent as null (blank): 0.
      employees: 3,
      annualRevenue: 0,
    });
    expect(await companiesOf(demoUserIds.admin)).toHaveLength(1);
  });

  it('reads blank numbers as 0', async () => {
    const response = await client
      .put('/api/company')
      .send({ ...mokoena, name: 'Dlamini Logistics (Pty) Ltd', employees: '', annualRevenue: '' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ employees: 0, annualRevenue: 0 });
  });

  it('keeps two first saves at once to one company', async () => {
    const superadmin = await t.agent('superadmin');
    await t.database.dataSource.getRepository(Company).delete({ userId: demoUserIds.superadmin });
    const statuses = await Promise.all([
      superadmin.post('/api/company').send({ name: 'First tab' }),
      superadmin.post('/api/company').send({ name: 'Second tab' }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 201]);
    expect(await companiesOf(demoUserIds.superadmin)).toHaveLength(1);
  });

  it('refuses bad values with field errors by both APIs and keeps the company as it was', async () => {
    const before = (await client.get('/api/company').expect(200)).body;
    const rest = await client
      .put('/api/company')
      .send({
        name: 'N'.repeat(256),
        registrationNumber: 'R'.repeat(101),
        employees: '12.5',
        annualRevenue: '10000000000',
        phone: '011 ABC',
        email: 'accounts@',
        website: 'ftp://files.example.co.za',
      })
      .expect(400);
    expect(rest.body.errors).toEqual([
      { path: 'name', message: 'Company name must be at most 255 characters' },
      { path: 'registrationNumber', message: 'Registration number must be at most 100 characters' },
      { path: 'employees', message: 'Number of employees must be a whole number' },
      { path: 'annualRevenue', message: 'Annual revenue must be at most R9 999 999 999.99' },
      { path: 'phone', message: 'Please enter a valid phone number' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'website', message: 'Please enter a valid website address, e.g. https://www.example.co.za' },
    ]);
    const missingName = await client
      .post('/api/company')
      .send({ ...mokoena, name: '  ' })
      .expect(400);
    expect(missingName.body.errors).toEqual([{ path: 'name', message: 'Company name is required' }]);

    const huge = await graphql(client, SAVE_COMPANY, { input: { name: 'Big', annualRevenue: 1e13, employees: -1 } }).expect(200);
    expect(huge.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { path: 'employees', message: 'Number of employees cannot be negative' },
        { path: 'annualRevenue', message: 'Annual revenue must be at most R9 999 999 999.99' },
      ],
      requestId: expect.any(String),
    });
    expect((await client.get('/api/company').expect(200)).body).toEqual(before);
  });

  it('stores the largest revenue the column holds, to the cent', async () => {
    const response = await client
      .put('/api/company')
      .send({ name: 'Dlamini Logistics (Pty) Ltd', annualRevenue: 9999999999.99 })
      .expect(200);
    expect(response.body.annualRevenue).toBe(9999999999.99);
    expect((await graphql(client, MY_COMPANY).expect(200)).body.data.myCompany.annualRevenue).toBe(9999999999.99);
  });

  it("never touches another client's company", async () => {
    const [theirsBefore] = await companiesOf(demoUserIds.secondClient);
    await client.put('/api/company').send({ name: 'Dlamini Freight', employees: 50 }).expect(200);
    const [theirsAfter] = await companiesOf(demoUserIds.secondClient);
    expect(theirsAfter).toEqual(theirsBefore);
    expect(theirsAfter.name).toBe('Patel Hospitality (Pty) Ltd');
  });
});
