import type TestAgent from 'supertest/lib/agent';
import { minimalPdf } from '../demo/demo-files';
import { demoUserIds } from '../demo/ids';
import { failedMail } from '../features/mail-queue/mail-queue-test-kit';
import { codeAt, enrol, passwordOnly } from '../features/two-step/two-step-test-kit';
import {
  demoEngagementIds,
  demoLetterIds,
  demoLetterTemplateIds,
  drawnSignature,
  newEngagement,
} from '../features/engagement-letters/engagement-letters-test-kit';
import { demoOrganizerIds, demoOrganizerTemplateIds } from '../demo/demo-organizers';
import { demoServiceIds } from '../demo/demo-portal';
import { checkedAgent } from './checked-requests';
import { linkTokenFor, invitationTokenFor } from './outbox';
import { agentFor, createUser } from './people';
import { DEMO_PASSWORD, demoEmails, graphql, type TestApp } from './test-app';
import { todayInSouthAfrica } from '../../../validation/south-africa-time';
import { centsToDecimal } from '../../../validation/billing/money';

/**
 * How the contract test (graphql/web-contract.test.ts) sends each operation of the web client:
 * as every role whose screens send it, with variables like the screen's. A call that changes
 * something sets up what it changes first (a document to approve, an appointment to cancel), and
 * a call that changes the account itself (sign out, passwords, two-step sign-in) runs as a new
 * user of its own, so the calls do not depend on one another's order.
 *
 * A new operation in web/src/**\/*.graphql fails the test until it has an entry here.
 */
export type Role = 'anonymous' | 'client' | 'advisor' | 'admin';
type Variables = Record<string, unknown>;

export interface ContractCall {
  /** Who sends it: a demo account of this role, or nobody signed in. */
  as: Role;
  /** What the call needs first. Its agent replaces the demo account's (a new user, a half-signed-in browser). */
  setUp?: (context: ContractContext) => Promise<Prepared>;
  /** Variables that need nothing set up. */
  variables?: Variables;
}

export interface Prepared {
  agent?: TestAgent;
  variables?: Variables;
  /** Files sent with the GraphQL multipart request, by the variable they fill ("file", "attachments.0"). */
  files?: Record<string, { name: string; bytes: Buffer }>;
}

export interface ContractContext {
  t: TestApp;
  /** The demo account of a role, signed in once and shared by the calls. */
  agentOf(role: Exclude<Role, 'anonymous'>): Promise<TestAgent>;
  /** A question or change of the test's own (not the web's), which must succeed: its data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the set-up's own small questions, read by hand
  ask<T = Record<string, any>>(agent: TestAgent, query: string, variables?: Variables): Promise<T>;
  /** A user of the call's own, with the demo password, signed in. */
  newUser(role?: 'client' | 'advisor'): Promise<{ agent: TestAgent; email: string; id: string }>;
}

/** The firm's billing settings as the Billing tab saves them (updateBillingSettings). */
const billingSettingsInput = () => ({
  registeredName: 'Khanya Tax & Advisory (Pty) Ltd',
  addressLines: ['14 New Road, Halfway House', 'Midrand, 1685'],
  vatNumber: '4150123456',
  registrationNumber: null,
  email: null,
  phone: null,
  bankName: null,
  accountHolder: null,
  accountNumber: null,
  branchCode: null,
  accountType: null,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  numberDigits: 5,
  paymentTermsDays: 30,
});

/** A day a new VAT rate may start on: 1 April of the year after the latest rate's, 2090 at the earliest. */
async function laterRateDay(context: ContractContext): Promise<string> {
  const { vatRates } = await context.ask<{ vatRates: { appliesFrom: string }[] }>(
    await context.agentOf('admin'),
    '{ vatRates { appliesFrom } }',
  );
  const latestYear = Math.max(2089, ...vatRates.map((rate) => Number(rate.appliesFrom.slice(0, 4))));
  return `${latestYear + 1}-04-01`;
}

/** An invoice line as the portal's invoice form sends it: exact decimal text, well under R 5 000 in all. */
const invoiceLine = () => ({ description: 'Tax consulting (hours)', quantity: '2.5', unitPrice: '850.00', vatTreatment: 'STANDARD' });

/** A new draft invoice of the demo client's, started by the advisor who serves them: its id. */
async function draftInvoice(context: ContractContext): Promise<string> {
  const { createInvoice } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    { input: { clientId: DEMO_CLIENT, lines: [invoiceLine()] } },
  );
  return createInvoice.id as string;
}

/** The same, issued: the client sees it, and staff may credit it. */
async function issuedInvoice(context: ContractContext): Promise<string> {
  const id = await draftInvoice(context);
  await context.ask(await context.agentOf('advisor'), 'mutation ($id: ID!) { issueInvoice(id: $id) { id } }', { id });
  return id;
}

/** An issued invoice paid R 100.00 beyond what it asks, which may be refunded. */
async function overpaidInvoice(context: ContractContext): Promise<string> {
  const invoiceId = await issuedInvoice(context);
  const { invoice } = await context.ask<{ invoice: { totalCents: number } }>(
    await context.agentOf('advisor'),
    'query ($id: ID!) { invoice(id: $id) { totalCents } }',
    { id: invoiceId },
  );
  await context.ask(await context.agentOf('advisor'), 'mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { id } }', {
    input: { invoiceId, method: 'eft', amount: centsToDecimal(invoice.totalCents + 10_000), receivedOn: todayInSouthAfrica(new Date()) },
  });
  return invoiceId;
}

/** A bank account as the Bank statements page's dialog sends it, with a CSV mapping. */
const bankAccountInput = (name = 'FNB cheque') => ({
  name,
  bankName: 'FNB',
  accountLast4: '4567',
  csvMapping: { skipRows: 0, dateColumn: 'Date', dateFormat: 'YYYY-MM-DD', amountColumn: 'Amount', referenceColumns: ['Reference'] },
});

/** A new bank account of the firm's: its id. */
async function bankAccount(context: ContractContext): Promise<string> {
  const { createBankAccount } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: BankAccountInput!) { createBankAccount(input: $input) { id } }',
    { input: bankAccountInput('Contract account') },
  );
  return createBankAccount.id as string;
}

/** A statement as a bank's CSV export, one money-in line of its own. */
const bankCsv = (reference: string, amount = '1150.00') =>
  Buffer.from(`Date,Amount,Reference\n${todayInSouthAfrica(new Date())},${amount},${reference}\n`);

/** An unmatched money-in line of a new account's statement: its id. */
async function unmatchedBankLine(context: ContractContext, status: 'UNMATCHED' | 'IGNORED' = 'UNMATCHED'): Promise<string> {
  const admin = await context.agentOf('admin');
  const accountId = await bankAccount(context);
  await admin
    .post(`/api/bank-statements/${accountId}/import`)
    .attach('file', bankCsv(`CONTRACT ${Math.random()}`), 'statement.csv')
    .expect(200);
  const { bankStatementLines } = await context.ask(
    admin,
    'query ($accountId: String) { bankStatementLines(accountId: $accountId) { nodes { id } } }',
    {
      accountId,
    },
  );
  const lineId = bankStatementLines.nodes[0].id as string;
  if (status === 'IGNORED') await context.ask(admin, 'mutation ($id: ID!) { ignoreBankStatementLine(lineId: $id) { id } }', { id: lineId });
  return lineId;
}

/** An engagement as the staff form sends it (createEngagement, updateEngagement). */
const engagementInput = () => ({
  clientId: demoUserIds.client,
  serviceId: demoServiceIds.bookkeeping,
  advisorId: null,
  title: 'Monthly payroll',
  description: 'Payslips, EMP201 and the IRP5s at year end.',
  status: 'ACTIVE',
  startDate: '2026-04-01',
  dueDate: '2026-06-30',
  totalAmount: 8500,
  paidAmount: 0,
});

let counter = 0;
/** A name no other call uses, for e-mail addresses, tokens and endpoints. */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** A day and time in business hours a few weeks ahead, different for each call that books. */
function nextSlot(): { date: string; time: string } {
  counter += 1;
  const day = new Date(Date.now() + (14 + (counter % 40)) * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return { date: day.toISOString().slice(0, 10), time: `${String(9 + (counter % 7)).padStart(2, '0')}:00` };
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const pdf = () => ({ name: 'IRP5 2026.pdf', bytes: minimalPdf('IRP5', ['Employees tax certificate']) });

const DEMO_CLIENT = demoUserIds.client;
const DEMO_ADVISOR = demoUserIds.advisor;

async function uploadedByClient(context: ContractContext): Promise<string> {
  const response = await (
    await context.agentOf('client')
  )
    .post('/api/documents/upload')
    .attach('file', pdf().bytes, `${unique('statement')}.pdf`)
    .expect(201);
  return response.body.id as string;
}

async function scheduled(context: ContractContext): Promise<string> {
  const { scheduleAppointment } = await context.ask(
    await context.agentOf('client'),
    'mutation ($input: ScheduleAppointmentInput!) { scheduleAppointment(input: $input) { id } }',
    { input: { title: 'Annual financial statements', ...nextSlot() } },
  );
  return scheduleAppointment.id as string;
}

async function webhookEndpoint(context: ContractContext): Promise<string> {
  const { createWebhookEndpoint } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url: `http://127.0.0.1:9/${unique('hook')}`, events: ['DOCUMENT_UPLOADED'] } },
  );
  return createWebhookEndpoint.endpoint.id as string;
}

async function checklist(context: ContractContext): Promise<string> {
  const { createDocumentChecklist } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: DocumentChecklistInput!) { createDocumentChecklist(input: $input) { id } }',
    { input: { name: unique('Year-end pack'), items: [{ title: 'Bank statements', category: 'FINANCIAL_STATEMENTS' }] } },
  );
  return createDocumentChecklist.id as string;
}

async function documentRequest(context: ContractContext): Promise<string> {
  const { requestDocuments } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: RequestDocumentsInput!) { requestDocuments(input: $input) { id } }',
    { input: { clientId: DEMO_CLIENT, dueDate: inAWeek(), items: [{ title: 'Medical aid certificate', category: 'TAX_RETURNS' }] } },
  );
  return requestDocuments[0].id as string;
}

/** A letter waiting for the demo client, on an engagement of its own (an engagement has one waiting letter at most). */
async function waitingLetter(context: ContractContext): Promise<string> {
  const engagement = await newEngagement(context.t, { title: unique('Income tax return') });
  const { sendEngagementLetter } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: SendEngagementLetterInput!) { sendEngagementLetter(input: $input) { id } }',
    { input: { engagementId: engagement.id, templateId: demoLetterTemplateIds.taxReturn } },
  );
  return sendEngagementLetter.id as string;
}

/** A template of two optional questions (a text and a file), so an organizer sent from it can be submitted at once. */
const shortOrganizerTemplate = () => ({
  title: unique('Short organizer'),
  sections: [
    {
      title: 'This year',
      questions: [
        { key: 'changes', kind: 'LONG_TEXT', label: 'What changed this year?' },
        { key: 'slips', kind: 'FILE', label: 'Your tax certificates' },
      ],
    },
  ],
});

async function organizerTemplate(context: ContractContext): Promise<string> {
  const { createOrganizerTemplate } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: OrganizerTemplateInput!) { createOrganizerTemplate(input: $input) { id } }',
    { input: shortOrganizerTemplate() },
  );
  return createOrganizerTemplate.id as string;
}

/** An organizer of the short template waiting for the demo client, on an engagement of its own. */
async function waitingOrganizer(context: ContractContext): Promise<string> {
  const engagement = await newEngagement(context.t, { title: unique('Personal tax') });
  const { sendOrganizer } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: SendOrganizerInput!) { sendOrganizer(input: $input) { id } }',
    { input: { engagementId: engagement.id, templateId: await organizerTemplate(context), dueDate: inAWeek() } },
  );
  return sendOrganizer.id as string;
}

/** The same, submitted by the client: for staff to reopen. */
async function submittedOrganizer(context: ContractContext): Promise<string> {
  const id = await waitingOrganizer(context);
  await context.ask(await context.agentOf('client'), 'mutation ($id: ID!) { submitOrganizer(id: $id) { id } }', { id });
  return id;
}

async function letterTemplate(context: ContractContext): Promise<string> {
  const { createLetterTemplate } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: LetterTemplateInput!) { createLetterTemplate(input: $input) { id } }',
    { input: { title: unique('Payroll engagement'), body: 'Dear {{client.fullName}}\n\nWe will run your payroll.' } },
  );
  return createLetterTemplate.id as string;
}

/** An active billing plan: a letter charging R 2 000.00 a month, sent by the advisor and signed by the demo client. */
async function billingPlan(context: ContractContext): Promise<string> {
  const { createLetterTemplate } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: LetterTemplateInput!) { createLetterTemplate(input: $input) { id } }',
    {
      input: {
        title: unique('Bookkeeping retainer'),
        body: 'Dear {{client.fullName}}\n\nWe will keep your books.',
        feeSchedule: { monthlyLines: [{ description: 'Monthly bookkeeping', quantity: '1', unitPrice: '2000.00' }], dayOfMonth: 5 },
      },
    },
  );
  const engagement = await newEngagement(context.t, { title: unique('Bookkeeping') });
  const { sendEngagementLetter } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: SendEngagementLetterInput!) { sendEngagementLetter(input: $input) { id } }',
    { input: { engagementId: engagement.id, templateId: createLetterTemplate.id } },
  );
  await context.ask(
    await context.agentOf('client'),
    'mutation ($id: ID!, $input: SignEngagementLetterInput!) { signEngagementLetter(id: $id, input: $input) { id } }',
    {
      id: sendEngagementLetter.id,
      input: {
        agreeToSignElectronically: true,
        fullName: 'Sipho Dlamini',
        signature: { kind: 'DRAWN', image: drawnSignature().signature.image },
      },
    },
  );
  const { billingPlans } = await context.ask(
    await context.agentOf('advisor'),
    'query ($id: ID) { billingPlans(engagementId: $id) { id } }',
    {
      id: engagement.id,
    },
  );
  return billingPlans[0].id as string;
}

/** A new client who has set up two-step sign-in: the code of step 0 is used. */
async function enrolledUser(context: ContractContext) {
  const user = await context.newUser();
  const { secret } = await enrol(user.agent);
  return { ...user, secret };
}

async function erasureRequestOfNewClient(context: ContractContext): Promise<string> {
  const { agent } = await context.newUser();
  const { requestErasure } = await context.ask(agent, 'mutation { requestErasure(input: { reason: "Moving abroad" }) { id } }');
  return requestErasure.id as string;
}

/** The token of the invitation link an admin's new client is e-mailed. */
async function invitationOfNewClient(context: ContractContext): Promise<string> {
  const email = `${unique('invited')}@example.com`;
  await context.ask(await context.agentOf('admin'), 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: { email, firstName: 'Sipho', lastName: 'Ndlovu', roleNames: ['CLIENT'] },
  });
  await context.t.app.services.mailQueue.drain();
  return invitationTokenFor(context.t.config.outboxDir, email);
}

async function newApiToken(context: ContractContext, agent: TestAgent): Promise<string> {
  const { createApiToken } = await context.ask(
    agent,
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token { id } } }',
    { input: { name: unique('Sage export'), scopes: ['DOCUMENTS_READ'], expiresInDays: 30 } },
  );
  return createApiToken.token.id as string;
}

/** A day of July 2041 (no public holiday in it) that no other call declares. */
const undeclaredDay = () => `2041-07-${String(1 + ((counter += 1) % 28)).padStart(2, '0')}`;

async function declaredHoliday(context: ContractContext): Promise<string> {
  const { declareHoliday } = await context.ask(
    await context.agentOf('admin'),
    'mutation ($input: DeclareHolidayInput!) { declareHoliday(input: $input) { id } }',
    { input: { date: undeclaredDay(), name: unique('Declared holiday') } },
  );
  return declareHoliday.id as string;
}

/** An EMP201 of 2040 extended by SARS: its period key. */
async function extendedDeadline(context: ContractContext): Promise<string> {
  const periodKey = 'emp201:2040-03';
  await context.ask(
    await context.agentOf('admin'),
    'mutation ($periodKey: String!, $input: DeadlineOverrideInput!) { overrideDeadline(periodKey: $periodKey, input: $input) { id } }',
    { periodKey, input: { dueDate: '2040-04-13', reason: 'eFiling was down' } },
  );
  return periodKey;
}

/** A new EMP201 job of the demo client's bookkeeping engagement, for a month of 2046 no other call uses: its id. */
async function newJob(context: ContractContext): Promise<string> {
  counter += 1;
  const month = String((counter % 12) + 1).padStart(2, '0');
  const year = 2046 + Math.floor(counter / 12);
  const { createJob } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: CreateJobInput!) { createJob(input: $input) { id } }',
    { input: { engagementId: demoEngagementIds.bookkeeping, templateKey: 'emp201', periodKey: `emp201:${year}-${month}` } },
  );
  return createJob.id as string;
}

/** Ends the advisor's running VAT201 category C series on the bookkeeping engagement, so that a new one may start. */
async function endMonthlyVatSeries(context: ContractContext): Promise<void> {
  const advisor = await context.agentOf('advisor');
  const { jobSeriesList } = await context.ask(
    advisor,
    'query ($engagementId: String) { jobSeriesList(engagementId: $engagementId, templateKey: "vat201-c", first: 50) { nodes { id status } } }',
    { engagementId: demoEngagementIds.bookkeeping },
  );
  for (const series of jobSeriesList.nodes as { id: string; status: string }[]) {
    if (series.status === 'ENDED') continue;
    await context.ask(advisor, 'mutation ($id: ID!) { setJobSeriesStatus(id: $id, status: ENDED) { id } }', { id: series.id });
  }
}

/** A running series of 2045's monthly VAT returns on the bookkeeping engagement, none of its jobs made yet. */
async function monthlyVatSeries(context: ContractContext): Promise<string> {
  await endMonthlyVatSeries(context);
  const { createJobSeries } = await context.ask(
    await context.agentOf('advisor'),
    'mutation ($input: CreateJobSeriesInput!) { createJobSeries(input: $input) { id } }',
    { input: monthlyVatSeriesInput },
  );
  return createJobSeries.id as string;
}

const monthlyVatSeriesInput = {
  engagementId: demoEngagementIds.bookkeeping,
  templateKey: 'vat201-c',
  settings: null,
  assignedTo: DEMO_ADVISOR,
  reviewerId: null,
  priority: 'MEDIUM',
  leadDays: 7,
  startsOn: '2045-01-01',
};

/**
 * A stage's action that failed: the CIPC annual return's first stage notifies the client, but a
 * job of an engagement nobody runs, assigned to nobody, has no one to act in the name of.
 */
async function failedJobAction(context: ContractContext): Promise<string> {
  const admin = await context.agentOf('admin');
  await context.ask(
    admin,
    'mutation ($input: JobStageAutomationInput!) { setJobStageAutomation(templateKey: "cipc-annual-return", stage: WAITING_FOR_CLIENT, input: $input) { id } }',
    { input: { actions: [{ kind: 'NOTIFY_CLIENT', title: 'Your annual return', message: 'We are starting {work}.' }] } },
  );
  const engagement = await newEngagement(context.t, { title: unique('Company secretarial'), assignedTo: null });
  counter += 1;
  const { createJob } = await context.ask(admin, 'mutation ($input: CreateJobInput!) { createJob(input: $input) { id } }', {
    input: { engagementId: engagement.id, templateKey: 'cipc-annual-return', periodKey: `cipc-annual-return:${2050 + counter}-03-14` },
  });
  await context.t.app.services.jobAutomations.settled();
  const { job } = await context.ask(admin, 'query ($id: ID!) { job(id: $id) { actions { id status } } }', { id: createJob.id });
  return (job.actions as { id: string }[])[0].id;
}

const firstPage = { first: 20 };
const staff: Role[] = ['advisor', 'admin'];
const signedIn: Role[] = ['client', 'advisor', 'admin'];
const as = (roles: Role[], call: Omit<ContractCall, 'as'> = {}): ContractCall[] => roles.map((role) => ({ as: role, ...call }));

export const webContractCalls: Record<string, ContractCall[]> = {
  // Signing in and the account pages
  Me: as(['anonymous', ...signedIn]),
  AppInfo: as(['anonymous', 'client']),
  Login: as(['anonymous'], { variables: { input: { email: demoEmails.client, password: DEMO_PASSWORD } } }),
  Logout: as(['client'], { setUp: async (context) => ({ agent: (await context.newUser()).agent }) }),
  CompleteTwoStepSignIn: as(['anonymous'], {
    setUp: async (context) => {
      const user = await enrolledUser(context);
      return { agent: await passwordOnly(context.t, user.email), variables: { input: { code: codeAt(user.secret, 1) } } };
    },
  }),
  StartTwoStepEnrolment: as(['client'], { setUp: async (context) => ({ agent: (await context.newUser()).agent }) }),
  ConfirmTwoStepEnrolment: as(['client'], {
    setUp: async (context) => {
      const { agent } = await context.newUser();
      const { startTwoStepEnrolment } = await context.ask(agent, 'mutation { startTwoStepEnrolment { secret } }');
      return { agent, variables: { input: { code: codeAt(startTwoStepEnrolment.secret as string) } } };
    },
  }),
  TwoStepStatus: as(['client', 'advisor']),
  DisableTwoStep: as(['client'], {
    setUp: async (context) => {
      const user = await enrolledUser(context);
      return { agent: user.agent, variables: { input: { code: codeAt(user.secret, 1), password: DEMO_PASSWORD } } };
    },
  }),
  RegenerateRecoveryCodes: as(['client'], {
    setUp: async (context) => {
      const user = await enrolledUser(context);
      return { agent: user.agent, variables: { input: { code: codeAt(user.secret, 1) } } };
    },
  }),
  Invitation: as(['anonymous'], { setUp: async (context) => ({ variables: { token: await invitationOfNewClient(context) } }) }),
  SetPasswordWithInvitation: as(['anonymous'], {
    setUp: async (context) => ({ variables: { input: { token: await invitationOfNewClient(context), password: 'A-new-Password-2026' } } }),
  }),
  RequestPasswordReset: as(['anonymous'], { variables: { email: demoEmails.client } }),
  ResetPassword: as(['anonymous'], {
    setUp: async (context) => {
      const { email } = await context.newUser();
      await context.t.request.post('/api/auth/forgot-password').send({ email }).expect(200);
      // The reset e-mail is written after the answer (so its timing tells nobody whether the address exists).
      await context.t.app.services.passwords.settled();
      await context.t.app.services.mailQueue.drain();
      const token = linkTokenFor(context.t.config.outboxDir, email, 'reset-password');
      return { variables: { input: { token, password: 'A-new-Password-2026' } } };
    },
  }),
  ChangePassword: as(['client'], {
    setUp: async (context) => ({
      agent: (await context.newUser()).agent,
      variables: { input: { currentPassword: DEMO_PASSWORD, newPassword: 'A-new-Password-2026' } },
    }),
  }),

  // Profile
  MyCompany: as(['client']),
  UpdateProfile: as(['client'], {
    setUp: async (context) => ({
      agent: (await context.newUser()).agent,
      variables: {
        input: { firstName: 'Thandeka', lastName: 'Zulu', phone: '+27 82 555 0101', city: 'Durban', province: 'KwaZulu-Natal' },
      },
    }),
  }),
  SaveCompany: as(['client'], {
    setUp: async (context) => ({
      agent: (await context.newUser()).agent,
      variables: {
        input: { name: 'Zulu Traders (Pty) Ltd', registrationNumber: '2019/123456/07', employees: 12, annualRevenue: 4_500_000 },
      },
    }),
  }),
  MySessions: as(signedIn),
  EndSession: as(['client'], {
    setUp: async (context) => {
      const user = await context.newUser();
      const other = checkedAgent(context.t.app.express);
      await other.post('/api/auth/login').send({ email: user.email, password: DEMO_PASSWORD }).expect(200);
      const { mySessions } = await context.ask<{ mySessions: { id: string; current: boolean }[] }>(
        user.agent,
        'query { mySessions { id current } }',
      );
      return { agent: user.agent, variables: { id: mySessions.find((session) => !session.current)!.id } };
    },
  }),
  EndOtherSessions: as(['client'], { setUp: async (context) => ({ agent: (await context.newUser()).agent }) }),
  MyApiTokens: as(staff),
  CreateApiToken: as(staff, {
    variables: { input: { name: 'Practice manager sync', scopes: ['DOCUMENTS_READ', 'ENGAGEMENTS_READ'], expiresInDays: 90 } },
  }),
  RevokeApiToken: as(staff, {
    setUp: async (context) => ({ variables: { id: await newApiToken(context, await context.agentOf('advisor')) } }),
  }),
  MyDataSummary: as(signedIn),
  MyErasureRequest: as(['client']),
  RequestErasure: as(['client'], {
    setUp: async (context) => ({ agent: (await context.newUser()).agent, variables: { input: { reason: 'I closed my business' } } }),
  }),
  NotificationPreferences: as(signedIn),
  UpdateNotificationPreferences: as(['client'], {
    setUp: async (context) => ({
      agent: (await context.newUser()).agent,
      variables: { input: { email: true, documents: true, messages: false, appointments: true, tasks: false } },
    }),
  }),

  // The portal's pages
  SidebarCounts: as(signedIn),
  DashboardSummary: as(signedIn),
  WaitingForYou: as(['client']),
  Notifications: as(signedIn, { variables: firstPage }),
  MarkNotificationRead: as(['client'], {
    setUp: async (context) => {
      const { notifications } = await context.ask(await context.agentOf('client'), 'query { notifications(first: 1) { nodes { id } } }');
      return { variables: { id: notifications.nodes[0].id } };
    },
  }),
  Documents: as(signedIn, { variables: firstPage }),
  DocumentClients: as(staff),
  UploadDocument: [
    { as: 'client', setUp: async () => ({ variables: { file: null, input: { category: 'TAX_RETURNS' } }, files: { file: pdf() } }) },
    {
      as: 'advisor',
      setUp: async () => ({
        variables: { file: null, input: { clientId: DEMO_CLIENT, category: 'FINANCIAL_STATEMENTS' } },
        files: { file: pdf() },
      }),
    },
  ],
  ApproveDocument: as(staff, { setUp: async (context) => ({ variables: { id: await uploadedByClient(context) } }) }),
  RejectDocument: as(staff, {
    setUp: async (context) => ({ variables: { id: await uploadedByClient(context), reason: 'The statement is for the wrong year' } }),
  }),
  RequestDocumentDownload: as(signedIn, { setUp: async (context) => ({ variables: { id: await uploadedByClient(context) } }) }),
  DocumentRequests: as(signedIn, { variables: {} }),
  DocumentRequestClients: as(staff),
  DocumentChecklists: as(staff),
  RequestDocuments: as(staff, {
    variables: {
      input: {
        clientId: DEMO_CLIENT,
        dueDate: inAWeek(),
        note: 'For your 2026 return',
        items: [{ title: 'IRP5', category: 'TAX_RETURNS' }],
      },
    },
  }),
  RequestDocumentsFromChecklist: as(staff, {
    setUp: async (context) => ({
      variables: { input: { checklistId: await checklist(context), clientId: DEMO_CLIENT, dueDate: inAWeek() } },
    }),
  }),
  CancelDocumentRequest: as(staff, { setUp: async (context) => ({ variables: { id: await documentRequest(context) } }) }),
  CreateDocumentChecklist: as(['admin'], {
    setUp: async () => ({
      variables: { input: { name: unique('New client pack'), items: [{ title: 'ID document', category: 'GENERAL' }] } },
    }),
  }),
  UpdateDocumentChecklist: as(['admin'], {
    setUp: async (context) => ({
      variables: {
        id: await checklist(context),
        input: { name: unique('Year-end pack, revised'), items: [{ title: 'Bank statements', category: 'FINANCIAL_STATEMENTS' }] },
      },
    }),
  }),
  DeleteDocumentChecklist: as(['admin'], { setUp: async (context) => ({ variables: { id: await checklist(context) } }) }),
  Engagements: as(signedIn),
  EngagementFormChoices: as(staff),
  // Left unassigned: an advisor's is theirs, an admin's has no advisor.
  CreateEngagement: as(staff, { variables: { input: engagementInput() } }),
  UpdateEngagement: as(staff, {
    setUp: async (context) => {
      const engagement = await newEngagement(context.t, { title: unique('Monthly payroll') });
      return { variables: { id: engagement.id, input: { ...engagementInput(), status: 'COMPLETED', paidAmount: null } } };
    },
  }),
  // Engagement letters
  LetterList: [
    ...as(signedIn, { variables: firstPage }),
    ...as(staff, { variables: { filter: { outstanding: true }, first: 20 } }),
    ...as(staff, { variables: { filter: { status: 'SIGNED' }, first: 20 } }),
  ],
  EngagementLetter: [
    ...as(['client'], { variables: { id: demoLetterIds.annualFinancials } }),
    ...as(staff, { variables: { id: demoLetterIds.bookkeeping } }),
  ],
  SignEngagementLetter: as(['client'], {
    setUp: async (context) => ({
      variables: {
        id: await waitingLetter(context),
        input: {
          agreeToSignElectronically: true,
          fullName: 'Sipho Dlamini',
          signature: { kind: 'DRAWN', image: drawnSignature().signature.image },
        },
      },
    }),
  }),
  DeclineEngagementLetter: as(['client'], {
    setUp: async (context) => ({ variables: { id: await waitingLetter(context), reason: 'The fee is not what we agreed' } }),
  }),
  WithdrawEngagementLetter: as(staff, {
    setUp: async (context) => ({ variables: { id: await waitingLetter(context), reason: 'Sent for the wrong year' } }),
  }),
  SendEngagementLetter: as(staff, {
    setUp: async (context) => {
      const engagement = await newEngagement(context.t, { title: unique('Monthly bookkeeping') });
      return { variables: { input: { engagementId: engagement.id, templateId: demoLetterTemplateIds.bookkeeping } } };
    },
  }),
  LetterTemplates: as(staff),
  LetterMergeFields: as(staff),
  PreviewEngagementLetter: [
    ...as(staff, {
      variables: { input: { engagementId: demoEngagementIds.annualFinancials, templateId: demoLetterTemplateIds.taxReturn } },
    }),
    ...as(['admin'], {
      variables: { input: { engagementId: demoEngagementIds.annualFinancials, body: '# Letter\n\nDear {{client.fullName}}' } },
    }),
  ],
  CreateLetterTemplate: [
    ...as(['admin'], {
      variables: {
        input: { title: 'Trust administration', body: 'Dear {{client.fullName}}\n\nWe will administer the trust.', feeSchedule: null },
      },
    }),
    // With fees, as the form sends them: both lists, the day and drafts first.
    ...as(['admin'], {
      variables: {
        input: {
          title: 'Trust administration retainer',
          body: 'Dear {{client.fullName}}\n\nWe will administer the trust.',
          feeSchedule: {
            onceLines: [{ description: 'Trust deed review', quantity: '1', unitPrice: '1500.00', vatTreatment: 'STANDARD' }],
            monthlyLines: [{ description: 'Trust administration', quantity: '1', unitPrice: '2000.00', vatTreatment: 'STANDARD' }],
            dayOfMonth: 5,
            reviewFirst: true,
          },
        },
      },
    }),
  ],
  UpdateLetterTemplate: as(['admin'], {
    setUp: async (context) => ({
      variables: { id: await letterTemplate(context), input: { title: unique('Payroll, revised'), body: 'Dear {{client.firstName}}' } },
    }),
  }),
  DeleteLetterTemplate: as(['admin'], { setUp: async (context) => ({ variables: { id: await letterTemplate(context) } }) }),
  EndBillingPlan: as(staff, { setUp: async (context) => ({ variables: { id: await billingPlan(context) } }) }),
  // Organizers
  OrganizerList: [
    ...as(signedIn, { variables: firstPage }),
    ...as(staff, { variables: { filter: { outstanding: true }, first: 20 } }),
    ...as(staff, { variables: { filter: { status: 'SUBMITTED' }, first: 20 } }),
  ],
  Organizer: as(signedIn, { variables: { id: demoOrganizerIds.itr12 } }),
  AnswerOrganizerQuestion: [
    ...as(['client'], {
      setUp: async (context) => ({
        variables: { id: await waitingOrganizer(context), input: { questionKey: 'changes', value: 'We sold the flat in Durban.' } },
      }),
    }),
    ...as(['client'], {
      setUp: async (context) => ({ variables: { id: await waitingOrganizer(context), input: { questionKey: 'slips', documentIds: [] } } }),
    }),
  ],
  UploadOrganizerFile: as(['client'], {
    setUp: async (context) => ({
      variables: { id: await waitingOrganizer(context), questionKey: 'slips', file: null },
      files: { file: pdf() },
    }),
  }),
  SubmitOrganizer: as(['client'], { setUp: async (context) => ({ variables: { id: await waitingOrganizer(context) } }) }),
  ReopenOrganizer: as(staff, {
    setUp: async (context) => ({
      variables: {
        id: await submittedOrganizer(context),
        input: { message: 'One thing to check', notes: [{ questionKey: 'changes', note: 'Please say when you sold the flat.' }] },
      },
    }),
  }),
  CancelOrganizer: as(staff, {
    setUp: async (context) => ({ variables: { id: await waitingOrganizer(context), reason: 'Sent for the wrong year' } }),
  }),
  SendOrganizer: as(staff, {
    setUp: async (context) => {
      const engagement = await newEngagement(context.t, { title: unique('Provisional tax') });
      return { variables: { input: { engagementId: engagement.id, templateId: demoOrganizerTemplateIds.irp6, dueDate: inAWeek() } } };
    },
  }),
  OrganizerTemplateChoices: as(staff),
  OrganizerTemplates: as(['admin']),
  CreateOrganizerTemplate: as(['admin'], { variables: { input: shortOrganizerTemplate() } }),
  UpdateOrganizerTemplate: as(['admin'], {
    setUp: async (context) => ({ variables: { id: await organizerTemplate(context), input: shortOrganizerTemplate() } }),
  }),
  DeleteOrganizerTemplate: as(['admin'], { setUp: async (context) => ({ variables: { id: await organizerTemplate(context) } }) }),
  Tasks: as(signedIn),
  UpdateTaskStatus: as(['client'], {
    setUp: async (context) => {
      const { tasks } = await context.ask(await context.agentOf('client'), 'query { tasks { id } }');
      return { variables: { id: tasks[0].id, status: 'IN_PROGRESS' } };
    },
  }),
  Messages: as(signedIn, { variables: firstPage }),
  MessageRecipients: as(signedIn, { variables: {} }),
  MessageAttachmentRules: as(signedIn),
  SendMessage: [
    {
      as: 'client',
      variables: { input: { recipientId: DEMO_ADVISOR, subject: 'Provisional tax', content: 'Is my second payment due in February?' } },
    },
    {
      as: 'advisor',
      setUp: async () => ({
        variables: {
          input: { recipientId: DEMO_CLIENT, subject: 'Your IRP6', content: 'The calculation is attached.' },
          attachments: [null],
        },
        files: { 'attachments.0': pdf() },
      }),
    },
  ],
  MarkMessageRead: as(['client'], {
    setUp: async (context) => {
      const { sendMessage } = await context.ask(
        await context.agentOf('advisor'),
        'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }',
        { input: { recipientId: DEMO_CLIENT, subject: 'Your return', content: 'It has been filed.' } },
      );
      return { variables: { id: sendMessage.id } };
    },
  }),
  Appointments: as(signedIn, { variables: {} }),
  AppointmentAdvisors: [
    { as: 'client', variables: {} },
    { as: 'admin', variables: { clientId: DEMO_CLIENT } },
  ],
  AppointmentClients: as(staff),
  ScheduleAppointment: [
    {
      as: 'client',
      setUp: async () => ({ variables: { input: { title: 'Tax planning', meetingType: 'VIDEO', duration: 60, ...nextSlot() } } }),
    },
    {
      as: 'advisor',
      setUp: async () => ({
        variables: { input: { title: 'VAT review', clientId: DEMO_CLIENT, meetingType: 'IN_PERSON', ...nextSlot() } },
      }),
    },
    {
      as: 'admin',
      setUp: async () => ({
        variables: {
          input: { title: 'Payroll set-up', clientId: DEMO_CLIENT, advisorId: DEMO_ADVISOR, meetingType: 'PHONE', ...nextSlot() },
        },
      }),
    },
  ],
  RescheduleAppointment: as(['client', 'advisor'], {
    setUp: async (context) => ({ variables: { id: await scheduled(context), input: { ...nextSlot(), duration: 30 } } }),
  }),
  ConfirmAppointment: as(staff, { setUp: async (context) => ({ variables: { id: await scheduled(context), meetingUrl: null } }) }),
  CancelAppointment: as(['client', 'advisor'], { setUp: async (context) => ({ variables: { id: await scheduled(context) } }) }),

  // The tax calendar: staff read it, administrators keep what no rule gives
  TaxCalendar: as(staff, { variables: { from: '2027-03-01', to: '2027-05-31' } }),
  DeclaredHolidays: as(['admin']),
  FilingSeasons: as(['admin']),
  DeclareHoliday: as(['admin'], { setUp: async () => ({ variables: { input: { date: undeclaredDay(), name: 'General election' } } }) }),
  RemoveDeclaredHoliday: as(['admin'], { setUp: async (context) => ({ variables: { id: await declaredHoliday(context) } }) }),
  OverrideDeadline: as(['admin'], {
    variables: { periodKey: 'emp201:2040-06', input: { dueDate: '2040-07-13', reason: 'eFiling was down' } },
  }),
  RemoveDeadlineOverride: as(['admin'], { setUp: async (context) => ({ variables: { periodKey: await extendedDeadline(context) } }) }),
  SetFilingSeason: as(['admin'], {
    variables: { kind: 'ITR12', year: 2040, input: { opens: '2040-07-13', closes: '2040-10-23', provisionalCloses: '2041-01-22' } },
  }),
  RemoveFilingSeason: as(['admin'], {
    setUp: async (context) => {
      await context.ask(
        await context.agentOf('admin'),
        'mutation { setFilingSeason(kind: EMP501_ANNUAL, year: 2040, input: { opens: "2040-04-01", closes: "2040-05-31" }) { id } }',
      );
      return { variables: { kind: 'EMP501_ANNUAL', year: 2040 } };
    },
  }),

  // Billing: the firm's settings and VAT rates, kept by administrators
  BillingSettings: as(['admin']),
  UpdateBillingSettings: as(['admin'], { variables: { input: billingSettingsInput() } }),
  VatRates: as(['admin']),
  AddVatRate: as(['admin'], {
    setUp: async (context) => ({ variables: { input: { percent: '15.5', appliesFrom: await laterRateDay(context) } } }),
  }),
  RemoveVatRate: as(['admin'], {
    setUp: async (context) => {
      const { addVatRate } = await context.ask(
        await context.agentOf('admin'),
        'mutation ($input: VatRateInput!) { addVatRate(input: $input) { id } }',
        { input: { percent: '16', appliesFrom: await laterRateDay(context) } },
      );
      return { variables: { id: addVatRate.id as string } };
    },
  }),

  // Billing: invoices and credit notes, read by clients, written and issued by staff
  Invoices: [
    ...as(signedIn, { variables: { first: 25, status: null, kind: null } }),
    ...as(staff, { variables: { first: 25, status: 'OVERDUE', kind: 'INVOICE' } }),
  ],
  BillingBalance: as(['client']),
  Statement: [...as(['client'], { variables: { clientId: null } }), ...as(staff, { variables: { clientId: DEMO_CLIENT } })],
  StatementClients: as(staff),
  Invoice: [
    ...as(['client'], { setUp: async (context) => ({ variables: { id: await issuedInvoice(context) } }) }),
    ...as(staff, { setUp: async (context) => ({ variables: { id: await draftInvoice(context) } }) }),
  ],
  InvoiceChoices: as(staff),
  ReceivablesAgeing: as(staff, { variables: { asOf: null } }),
  AccountingExport: as(staff, { variables: { format: 'XERO', from: '2026-01-01', to: '2026-01-31', accountCode: null } }),
  CreateInvoice: as(staff, {
    variables: {
      input: { clientId: DEMO_CLIENT, engagementId: demoEngagementIds.bookkeeping, lines: [invoiceLine()], notes: 'Order 42' },
    },
  }),
  UpdateInvoice: as(staff, {
    setUp: async (context) => ({
      variables: {
        id: await draftInvoice(context),
        input: { engagementId: '', lines: [invoiceLine(), { ...invoiceLine(), vatTreatment: 'ZERO_RATED' }], notes: '' },
      },
    }),
  }),
  DeleteInvoice: as(staff, { setUp: async (context) => ({ variables: { id: await draftInvoice(context) } }) }),
  IssueInvoice: as(staff, { setUp: async (context) => ({ variables: { id: await draftInvoice(context) } }) }),
  CreateCreditNote: [
    ...as(staff, {
      setUp: async (context) => ({
        variables: { input: { invoiceId: await issuedInvoice(context), reason: 'Billed twice', lines: null } },
      }),
    }),
    ...as(['advisor'], {
      setUp: async (context) => ({
        variables: { input: { invoiceId: await issuedInvoice(context), reason: 'One hour too many', lines: [invoiceLine()] } },
      }),
    }),
  ],

  // Payments: a client (or staff for them) pays an invoice online; staff record EFT and cash.
  // PayFast's form is signed in the portal, so starting it reaches no provider.
  StartPayment: as(signedIn, {
    setUp: async (context) => ({ variables: { input: { invoiceId: await issuedInvoice(context), provider: 'PAYFAST' } } }),
  }),
  RecordPayment: as(staff, {
    setUp: async (context) => ({
      variables: {
        input: {
          invoiceId: await issuedInvoice(context),
          method: 'eft',
          amount: '1150.00',
          receivedOn: todayInSouthAfrica(new Date()),
          reference: 'DLAMINI INV',
          note: null,
        },
      },
    }),
  }),

  RecordRefund: as(staff, {
    setUp: async (context) => ({
      variables: {
        input: {
          invoiceId: await overpaidInvoice(context),
          method: 'eft',
          amount: '50.00',
          refundedOn: todayInSouthAfrica(new Date()),
          reference: 'Back to Sipho',
          note: null,
        },
      },
    }),
  }),

  // Bank statements: administrators keep the accounts; staff import statements and match their lines.
  BankAccounts: as(staff),
  BankStatementLines: as(staff, { variables: { accountId: null, status: 'UNMATCHED', first: 100 } }),
  MatchableInvoices: as(staff, { variables: { search: 'dlamini', first: 10 } }),
  CreateBankAccount: as(['admin'], { variables: { input: bankAccountInput() } }),
  UpdateBankAccount: as(['admin'], {
    setUp: async (context) => ({ variables: { id: await bankAccount(context), input: bankAccountInput('FNB business') } }),
  }),
  ImportBankStatement: as(staff, {
    setUp: async (context) => ({
      variables: { accountId: await bankAccount(context), file: null },
      files: { file: { name: 'statement.csv', bytes: bankCsv('DLAMINI') } },
    }),
  }),
  MatchBankStatementLine: as(staff, {
    setUp: async (context) => ({ variables: { lineId: await unmatchedBankLine(context), invoiceId: await issuedInvoice(context) } }),
  }),
  IgnoreBankStatementLine: as(staff, { setUp: async (context) => ({ variables: { lineId: await unmatchedBankLine(context) } }) }),
  RestoreBankStatementLine: as(staff, {
    setUp: async (context) => ({ variables: { lineId: await unmatchedBankLine(context, 'IGNORED') } }),
  }),

  // Jobs: the work board, and the client dashboard's returns
  YourReturns: as(['client']),
  JobColumn: as(staff, {
    variables: { stage: 'WAITING_FOR_CLIENT', first: 20, templateKey: null, assignedTo: null, clientId: null, due: null },
  }),
  JobList: as(staff, { variables: { first: 25, templateKey: 'emp201', assignedTo: null, clientId: DEMO_CLIENT, due: 'OVERDUE' } }),
  JobTemplateStages: as(staff),
  JobWorkload: as(staff),
  MoveJob: as(['advisor'], { setUp: async (context) => ({ variables: { id: await newJob(context), stage: 'PREPARING' } }) }),
  NewJobChoices: as(staff),
  // A month of 2045 for each call, as "New job" sends it: one job per engagement, template and period.
  CreateJob: as(['advisor'], {
    setUp: async () => ({
      variables: {
        input: {
          engagementId: demoEngagementIds.bookkeeping,
          templateKey: 'emp201',
          periodKey: `emp201:2045-${String(((counter += 1) % 12) + 1).padStart(2, '0')}`,
          assignedTo: DEMO_ADVISOR,
          reviewerId: null,
          priority: 'HIGH',
          dueDate: null,
        },
      },
    }),
  }),

  // The Calendar tab: the month's counts, and a day's jobs
  JobDueDays: as(staff, { variables: { from: '2027-07-01', to: '2027-07-31', templateKey: null, assignedTo: null } }),
  JobsDueOn: as(staff, { variables: { day: '2027-07-30', first: 25, templateKey: 'vat201-b', assignedTo: null } }),

  // Recurring series: the Recurring tab, and "New job" with Repeat
  JobSeriesList: as(staff, { variables: { first: 20, templateKey: null, assignedTo: null, status: 'ACTIVE' } }),
  CreateJobSeries: as(['advisor'], {
    setUp: async (context) => {
      await endMonthlyVatSeries(context);
      return { variables: { input: monthlyVatSeriesInput } };
    },
  }),
  UpdateJobSeries: as(['advisor'], {
    setUp: async (context) => ({
      variables: {
        id: await monthlyVatSeries(context),
        input: { assignedTo: DEMO_ADVISOR, reviewerId: null, priority: 'HIGH', leadDays: 10, applyToOpenJobs: true },
      },
    }),
  }),
  SetJobSeriesStatus: as(['advisor'], {
    setUp: async (context) => ({ variables: { id: await monthlyVatSeries(context), status: 'PAUSED' } }),
  }),
  SkipJobSeriesPeriod: as(['advisor'], {
    setUp: async (context) => ({ variables: { id: await monthlyVatSeries(context), periodKey: 'vat201:2045-02..2045-02' } }),
  }),
  RestoreJobSeriesPeriod: as(['advisor'], {
    setUp: async (context) => {
      const id = await monthlyVatSeries(context);
      await context.ask(
        await context.agentOf('advisor'),
        'mutation ($id: ID!) { skipJobSeriesPeriod(id: $id, periodKey: "vat201:2045-03..2045-03") { id } }',
        { id },
      );
      return { variables: { id, periodKey: 'vat201:2045-03..2045-03' } };
    },
  }),

  // Stages that act: the Automations tab, and Try again on a card
  JobAutomationChoices: as(staff),
  SetJobStageAutomation: as(['admin'], {
    variables: {
      templateKey: 'emp501',
      stage: 'REVIEW',
      input: { actions: [{ kind: 'ADD_TASK', title: 'Check the IRP5s against the payroll', daysBeforeDue: 3 }], moveOnWhenDone: false },
    },
  }),
  RetryJobStageAction: as(['admin'], { setUp: async (context) => ({ variables: { id: await failedJobAction(context) } }) }),

  // The enquiry tracker
  ContactSubmissions: as(['admin'], { variables: firstPage }),
  ContactSubmissionCounts: as(['admin']),

  // Administration
  AdminStats: as(['admin']),
  AdminUsers: as(['admin'], { variables: firstPage }),
  AdminRoles: as(['admin']),
  RecentActivity: as(['admin'], { variables: { first: 10 } }),
  SystemStatus: as(['admin']),
  RunDiagnostics: as(['admin']),
  CreateUser: as(['admin'], {
    setUp: async () => ({
      variables: {
        input: { email: `${unique('new-client')}@example.com`, firstName: 'Lindiwe', lastName: 'Sithole', roleNames: ['CLIENT'] },
      },
    }),
  }),
  SetUserRoles: as(['admin'], {
    setUp: async (context) => ({ variables: { userId: (await context.newUser()).id, roleNames: ['ADVISOR'] } }),
  }),
  ResetTwoStep: as(['admin'], { setUp: async (context) => ({ variables: { userId: (await enrolledUser(context)).id } }) }),
  AllApiTokens: as(['admin'], {
    setUp: async (context) => {
      await newApiToken(context, await context.agentOf('advisor'));
      return { variables: firstPage };
    },
  }),
  MailQueue: as(['admin'], { variables: firstPage }),
  RetryMail: as(['admin'], {
    setUp: async (context) => {
      const mail = await failedMail(context.t, 'accounts@example.co.za');
      return { variables: { id: mail.id } };
    },
  }),
  ErasureRequests: as(['admin'], { variables: firstPage }),
  ApproveErasureRequest: as(['admin'], { setUp: async (context) => ({ variables: { id: await erasureRequestOfNewClient(context) } }) }),
  DeclineErasureRequest: as(['admin'], {
    setUp: async (context) => ({
      variables: { id: await erasureRequestOfNewClient(context), input: { reason: 'An engagement is still open' } },
    }),
  }),
  WebhookEndpoints: as(['admin']),
  WebhookDeliveries: as(['admin'], { setUp: async (context) => ({ variables: { id: await webhookEndpoint(context), first: 20 } }) }),
  CreateWebhookEndpoint: as(['admin'], {
    setUp: async () => ({
      variables: { input: { url: `http://127.0.0.1:9/${unique('hook')}`, events: ['CONTACT_SUBMISSION_CREATED'], description: 'CRM' } },
    }),
  }),
  UpdateWebhookEndpoint: as(['admin'], {
    setUp: async (context) => ({
      variables: { id: await webhookEndpoint(context), input: { enabled: false, events: ['DOCUMENT_APPROVED'] } },
    }),
  }),
  RotateWebhookSecret: as(['admin'], { setUp: async (context) => ({ variables: { id: await webhookEndpoint(context) } }) }),
  DeleteWebhookEndpoint: as(['admin'], { setUp: async (context) => ({ variables: { id: await webhookEndpoint(context) } }) }),
  SendTestWebhook: as(['admin'], { setUp: async (context) => ({ variables: { endpointId: await webhookEndpoint(context) } }) }),
  RedeliverWebhook: as(['admin'], {
    setUp: async (context) => {
      const admin = await context.agentOf('admin');
      const endpointId = await webhookEndpoint(context);
      const { sendTestWebhook } = await context.ask(
        admin,
        'mutation ($endpointId: ID!) { sendTestWebhook(endpointId: $endpointId) { id } }',
        {
          endpointId,
        },
      );
      return { variables: { deliveryId: sendTestWebhook.id } };
    },
  }),
};

export interface ContractSubscription {
  /** Who subscribes: every signed-in screen, or the staff's. */
  as: Exclude<Role, 'anonymous'>[];
  /** Makes the event happen for the subscriber, after the subscription is ready. */
  cause: (context: ContractContext, subscriber: Exclude<Role, 'anonymous'>) => Promise<void>;
}

/** The web client's subscriptions: subscribed to over the socket, then the event is caused. */
export const webContractSubscriptions: Record<string, ContractSubscription> = {
  ContactSubmissionAdded: {
    as: ['admin'],
    cause: async (context) => {
      await context.t.request
        .post('/api/contact')
        .send({
          type: 'get_in_touch',
          firstName: 'Bongani',
          lastName: 'Dube',
          email: 'bongani@example.co.za',
          phone: '+27 82 555 0199',
          service: 'taxation',
          message: 'I need help with my return.',
          consent: true,
        })
        .expect(201);
    },
  },
  NotificationAdded: {
    as: ['client', 'advisor', 'admin'],
    cause: async (context, subscriber) => {
      const { me } = await context.ask<{ me: { id: string } }>(await context.agentOf(subscriber), 'query { me { id } }');
      await context.t.app.services.notifications.notify({
        userId: me.id,
        title: 'Document approved',
        content: 'Your IRP5 was approved.',
        type: 'success',
        category: 'document',
        actionUrl: '/portal/documents',
      });
    },
  },
};

/** ContractContext.newUser: a client or advisor of the call's own, signed in. */
export async function newSignedInUser(t: TestApp, role: 'client' | 'advisor' = 'client') {
  const email = `${unique('contract')}@example.com`;
  const id = await createUser(t, role, { email, firstName: 'Naledi', lastName: 'Khumalo' });
  return { agent: await agentFor(t, email), email, id };
}

/** Runs a question of the test's own, failing with its errors. */
export async function askOrFail<T>(agent: TestAgent, query: string, variables?: Variables): Promise<T> {
  const response = await graphql(agent, query, variables).expect(200);
  if (response.body.errors) throw new Error(`${query}\n${JSON.stringify(response.body.errors)}`);
  return response.body.data as T;
}
