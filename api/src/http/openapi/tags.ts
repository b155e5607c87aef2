/**
 * The groups of the reference page (/api/docs), in the order it shows them: every tag an operation
 * names (`tagged` in operation-parts.ts) is listed here with a line on what it holds, and the
 * document builder refuses a tag missing from the list (composition/openapi-document.ts).
 */
export const operationTags = {
  'Sign-in': 'Signing in and out, the password reset, and who is signed in',
  'Two-step sign-in': 'Setting up, using and turning off the second step of signing in',
  Sessions: 'The browser sessions of the person signed in, and ending them',
  Profile: 'The signed-in person’s own details and password',
  'API tokens': 'Personal API tokens: creating, listing and revoking them, and the administrators’ view of every token',
  Clients: 'The firm’s clients, for staff and their tokens',
  Documents: 'Uploading, reviewing, downloading and deleting documents',
  'Document requests': 'The documents the firm asks a client for, and their checklists',
  Messages: 'Messages between a client and the firm, with attachments',
  Appointments: 'Booking, moving and cancelling consultations',
  Engagements: 'The work the firm does for a client, and its progress',
  Tasks: 'The to-dos of an engagement',
  'Engagement letters': 'Letters of engagement and their templates: drafting, sending and signing',
  Organizers: 'Questionnaires a client fills in before the firm starts the work',
  Jobs: 'The firm’s year of work: recurring jobs, their series and the pipeline',
  'Tax calendar': 'SARS deadlines, filing seasons and the firm’s own dates',
  Invoices: 'VAT invoices and credit notes, statements, ageing and the accounting export',
  Payments: 'Payments against invoices, online through PayFast and Yoco or recorded by staff, and refunds',
  'Billing plans': 'Fees billed on a schedule',
  Billing: 'The firm’s billing settings and VAT rates',
  'Bank statements': 'Bank accounts, imported statements and matching their lines to payments',
  Notifications: 'What the portal tells a person, and marking it read',
  Dashboard: 'The figures on a person’s dashboard',
  Privacy: 'POPIA: a person’s data archive and erasure, and the administrators’ handling of erasure requests',
  Contact: 'The public contact and consultation forms, and the firm’s handling of what they bring',
  Posts: 'The firm’s published articles',
  Events: 'Every event the webhooks announce, to read again by cursor',
  'Users (administrators)': 'Managing people’s accounts and roles',
  'Webhooks (administrators)': 'Webhook endpoints, their deliveries and test events',
  'Mail queue (administrators)': 'The e-mail the portal sends, and retrying what failed',
  Reference: 'This document, its reference page and the problem types',
} as const satisfies Record<string, string>;

export type OperationTag = keyof typeof operationTags;
