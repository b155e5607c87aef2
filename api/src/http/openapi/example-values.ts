/**
 * The people and records the OpenAPI examples share (docs/integrations.md#examples), so that the
 * examples tell one story: a client of the firm, the advisor who serves her, an administrator,
 * and her engagement for the 2026 tax year. Made up, as every example is: no real person's data.
 * Times are UTC, as the API answers them; days are SAST calendar days.
 */
export const exampleIds = {
  client: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  advisor: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  admin: 'a8098c1a-f86e-41d5-9f4b-3b1e6ac2d4f0',
  engagement: '9a7b330a-a736-41e5-a9a0-5c46c5d7e4b2',
  job: 'c3d4e5f6-0718-4a2b-9c3d-4e5f60718293',
  document: '16fd2706-8baf-433b-82eb-8c7fada847da',
  invoice: 'e4f5a6b7-c8d9-4e0f-8a1b-2c3d4e5f6a7b',
  task: '2f1a3b4c-5d6e-4f70-8192-a3b4c5d6e7f8',
  jobSeries: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
  organizer: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  engagementLetter: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  documentRequest: '6e7f8091-a2b3-44c5-96d7-e8f901a2b3c4',
  appointment: 'b7c8d9e0-f1a2-4b3c-8d4e-5f6a7b8c9d0e',
  message: '8f9e0d1c-2b3a-4495-a687-b8c9d0e1f2a3',
  payment: '4a5b6c7d-8e9f-40a1-b2c3-d4e5f6a7b8c9',
  billingPlan: '3c4d5e6f-7a8b-49c0-9d1e-2f3a4b5c6d7e',
  apiToken: '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4',
  webhookEndpoint: '9b8a7c6d-5e4f-4321-a0b9-c8d7e6f5a4b3',
  /** The firm service her engagement is for: the jobs' workload counts by it too. */
  service: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
} as const;

export const exampleServiceName = 'Tax Compliance & Advisory';

/**
 * Her engagement as its letter quotes it: R 3 000.00 plus 15% VAT is R 3 450.00 (rand, as the
 * engagements hold it), due on 19 January 2027, kept as the instant of that SAST midnight.
 */
export const exampleEngagement = {
  title: '2026 income tax return (ITR12)',
  totalAmount: 3450,
  dueDate: '2027-01-18T22:00:00.000Z',
} as const;

/** Her video meeting with her advisor about her return, as her dashboard shows it: 10:00 SAST on Thursday 3 December 2026, for an hour. */
export const exampleAppointment = {
  title: 'Review of my 2026 tax return',
  scheduledAt: '2026-12-03T08:00:00.000Z',
  duration: 60,
} as const;

export const exampleClient = { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi.mokoena@example.co.za' } as const;
export const exampleAdvisor = { firstName: 'Pieter', lastName: 'van der Merwe', email: 'pieter@khanya-advisory.co.za' } as const;

/** Instants of the example year: an engagement made in March, work in November 2026. */
export const exampleTimes = {
  created: '2026-03-02T07:30:00.000Z',
  updated: '2026-11-20T08:15:42.000Z',
  due: '2026-11-30T22:00:00.000Z',
} as const;
