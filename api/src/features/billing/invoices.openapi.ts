import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, file, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import {
  createCreditNoteSchema,
  createInvoiceSchema,
  invoiceFilterSchema,
  updateInvoiceSchema,
} from '../../../../validation/billing/invoice-input';
import { tokenScopedShape } from '../api-tokens';
import { invoiceRecord, statementRecord } from './invoice.record';
import { receivablesAgeingRecord } from './receivables-ageing.record';
import { accountingExportFields, accountingExportFormatValues, MAX_EXPORT_DAYS } from '../../../../validation/billing/receivables-input';
import { day } from '../../../../validation/input-parts';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  createCreditNoteExample,
  createInvoiceExample,
  draftCreditNoteExample,
  draftInvoiceExample,
  invoiceEventExamples,
  invoiceExample,
  issuedInvoiceExample,
  receivablesAgeingExample,
  statementExample,
  updatedDraftInvoiceExample,
  updateInvoiceExample,
} from './invoices.examples';

// Who it is to is left out for an API token (withinTokenScopes).
const invoice = component('Invoice', tokenScopedShape(invoiceRecord, 'Invoice'), invoiceExample);
withEventExamples(invoiceEventExamples);
const invoiceId = pathParams({ id: 'The invoice (or credit note) id' });

/** /api/invoices (invoices.routes.ts). */
export const invoiceOperations: RestOperation[] = tagged('Invoices', [
  {
    method: 'get',
    path: '/',
    operationId: 'listInvoices',
    summary: 'The invoices and credit notes the caller sees, most recent first, one page at a time',
    description:
      'A client sees their own issued ones, never a draft; an advisor those of the clients they serve (the clients of engagements assigned to them); administrators all.',
    ...signedIn(),
    request: {
      query: z.object({
        clientId: optional(invoiceFilterSchema.shape.clientId, 'Only this client’s (a user id)'),
        engagementId: optional(invoiceFilterSchema.shape.engagementId, 'Only this engagement’s'),
        kind: optional(invoiceFilterSchema.shape.kind, 'invoice or credit_note'),
        status: optional(invoiceFilterSchema.shape.status, 'draft, issued, overdue or credited, as they stand today'),
        search: optional(
          invoiceFilterSchema.shape.search,
          'Only those each of whose words is part of the number or the client’s first or last name (any case)',
        ),
        unpaidOnly: optional(
          invoiceFilterSchema.shape.unpaidOnly,
          'true: only issued invoices with something still owed (issued, part_paid or overdue)',
        ),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of invoices, or of what changed (drafts deleted since, to staff, as deleted)', invoice),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/statement',
    operationId: 'getBillingStatement',
    summary: 'A statement of account, with the running balance',
    description:
      'The caller’s own; staff name a client they bill with clientId. Every issued invoice adds its total, every issued credit note takes its total off, in the order they were issued.',
    ...signedIn(),
    request: {
      query: z.object({
        clientId: optional(invoiceFilterSchema.shape.clientId, 'Staff: the client (a user id); the caller when left out'),
      }),
    },
    responses: { 200: json('The statement', component('Statement', statementRecord, statementExample)), ...errors(400) },
  },
  {
    method: 'get',
    path: '/ageing',
    operationId: 'getReceivablesAgeing',
    summary: 'What the clients the caller bills owe on a day, by days past due',
    description:
      'Staff only: administrators see every client, an advisor the clients they serve. One row per client owing something or in credit: current (due on the day or later), 1–30, 31–60, 61–90 and over 90 days past the due date, their total, the client’s credit and the balance, in cents; and the totals. Each issued invoice counts as it stood at the end of asOf: its credit notes and payments of that day or before.',
    ...signedIn(...staffRoles),
    request: { query: z.object({ asOf: optional(day('As of'), 'YYYY-MM-DD (SAST), not in the future; today when left out') }) },
    responses: {
      200: json('The ageing', component('ReceivablesAgeing', receivablesAgeingRecord, receivablesAgeingExample)),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/export',
    operationId: 'exportInvoicesForAccounting',
    summary: 'The issued invoices and credit notes of some days as a CSV file Xero or Sage imports',
    description: `Staff only (an advisor: the clients they serve). xero: Xero's sales invoice import template, one row per line, a credit note with negative quantities, dates DD/MM/YYYY, tax exclusive. sage: Sage Business Cloud Accounting's sales quick entry import, one row per line, dates DD-MM-YYYY. At most ${MAX_EXPORT_DAYS} days, and at most 500 documents (Sage: 0.5 MB) a file; beyond that 400 on to. It names each client, their address and e-mail address, so an API token also needs users:read. docs/billing.md#exporting-to-sage-or-xero says what each column holds.`,
    ...signedIn(...staffRoles),
    request: {
      query: z.object({
        format: z.enum(accountingExportFormatValues).describe('xero or sage'),
        from: accountingExportFields.shape.from.describe('The first day, YYYY-MM-DD (SAST), by the day each was issued'),
        to: accountingExportFields.shape.to.describe(`The last day, YYYY-MM-DD (SAST), at most ${MAX_EXPORT_DAYS} days from from`),
        accountCode: optional(
          accountingExportFields.shape.accountCode,
          'The revenue account every line is coded to; Xero 200, Sage 4000 when left out',
        ),
      }),
    },
    responses: { 200: file('The CSV file, as an attachment', 'text/csv'), ...errors(400) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getInvoice',
    summary: 'One invoice or credit note, with its lines and where it stands',
    ...signedIn(),
    request: { params: invoiceId },
    responses: { 200: json('The invoice', invoice), ...errors(404) },
  },
  {
    method: 'get',
    path: '/{id}/pdf',
    operationId: 'getInvoicePdf',
    summary: 'A copy of an issued invoice or credit note as a PDF',
    description:
      'The original was filed among the client’s documents when it was issued (documentId), so this print says "Copy" (section 20(3) of the VAT Act). A draft has none (409). It names who it is to, so an API token also needs users:read.',
    ...signedIn(),
    request: { params: invoiceId },
    responses: { 200: file('The PDF, as an attachment', 'application/pdf'), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createInvoice',
    summary: 'Start a draft invoice for a client',
    description:
      'Quantities and unit prices are exact decimal text or numbers ("2.5", "850.00"); prices exclude VAT. The amounts are worked out at today’s rate, and again when it is issued.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(createInvoiceSchema, createInvoiceExample)) },
    responses: { 201: jsonShowing('The draft', invoice, draftInvoiceExample), ...errors(400) },
  },
  {
    method: 'patch',
    path: '/{id}',
    operationId: 'updateInvoice',
    summary: 'Change a draft invoice or credit note',
    description: 'A field left out stays as it is. An issued document is never changed (409): a credit note corrects it.',
    ...signedIn(...staffRoles),
    request: { params: invoiceId, body: jsonBody(withExample(updateInvoiceSchema, updateInvoiceExample)) },
    responses: { 200: jsonShowing('The draft', invoice, updatedDraftInvoiceExample), ...errors(400, 404, 409) },
  },
  {
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteInvoice',
    summary: 'Delete a draft',
    description: 'An issued document is kept for good (409).',
    ...signedIn(...staffRoles),
    request: { params: invoiceId },
    responses: { 200: jsonShowing('The draft as it was', invoice, draftInvoiceExample), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/issue',
    operationId: 'issueInvoice',
    summary: 'Issue a draft',
    description:
      'Gives it the next number of its kind (no gaps, none twice), today’s date (SAST), the due date from the payment terms, the VAT rate in force today (a credit note: its invoice’s), and the firm and client as they stand. Issued already: 409. A full tax invoice (above R 5 000) needs the client’s address (400).',
    ...signedIn(...staffRoles),
    request: { params: invoiceId },
    responses: { 200: jsonShowing('The issued document', invoice, issuedInvoiceExample), ...errors(400, 404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/credit-notes',
    operationId: 'createCreditNote',
    summary: 'Start a draft credit note against an issued invoice',
    description:
      'At the invoice’s VAT rate, with a reason; the lines credited, or without lines the whole invoice when nothing of it is credited yet. It may credit at most what is left of the invoice.',
    ...signedIn(...staffRoles),
    request: { params: invoiceId, body: jsonBody(withExample(createCreditNoteSchema.omit({ invoiceId: true }), createCreditNoteExample)) },
    responses: { 201: jsonShowing('The draft credit note', invoice, draftCreditNoteExample), ...errors(400, 404) },
  },
]);
