import { z } from 'zod';
import { adminRoles, staffRoles } from '../../../accounts/roles';
import type { RestOperation } from '../../../context/feature-module';
import { errors } from '../../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../../http/openapi/operation-parts';
import { signedIn } from '../../../http/openapi/security';
import {
  bankAccountSchema,
  bankLineFilterSchema,
  bankLineStatusValues,
  matchBankLineSchema,
} from '../../../../../validation/billing/bank-statement-input';
import { bankAccountRecord, bankStatementLineRecord, statementImportRecord } from './bank-statements.record';
import { MAX_STATEMENT_BYTES } from './statement-bounds';
import { uploadedFile } from '../../documents';
import { withExample } from '../../../http/openapi/examples';
import {
  bankAccountExample,
  bankAccountInputExample,
  bankStatementLineExample,
  ignoredBankLineExample,
  importStatementFormExample,
  matchBankLineExample,
  matchedBankLineExample,
  restoredBankLineExample,
  statementImportExample,
} from './bank-statements.examples';
import { jsonShowing } from '../../../http/openapi/answer-example';

const account = component('BankAccount', bankAccountRecord, bankAccountExample);
const line = component('BankStatementLine', bankStatementLineRecord, bankStatementLineExample);
const byLine = pathParams({ id: 'The line id' });

/** /api/bank-statements (bank-statements.routes.ts): staff signed in only, never a token. */
export const bankStatementOperations: RestOperation[] = tagged('Bank statements', [
  {
    method: 'get',
    path: '/accounts',
    operationId: 'listBankAccounts',
    summary: 'The firm’s bank accounts whose statements staff import',
    ...signedIn(...staffRoles),
    responses: { 200: json('The accounts, by name', z.array(account)) },
  },
  {
    method: 'post',
    path: '/accounts',
    operationId: 'createBankAccount',
    summary: 'Add one of the firm’s bank accounts, with how its CSV export reads',
    description: 'Only the last 4 digits of its number are kept. The CSV mapping names columns by header or by position from 1.',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(withExample(bankAccountSchema, bankAccountInputExample)) },
    responses: { 201: json('The account', account), ...errors(400) },
  },
  {
    method: 'put',
    path: '/accounts/{id}',
    operationId: 'updateBankAccount',
    summary: 'Change a bank account, every field',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The account id' }), body: jsonBody(withExample(bankAccountSchema, bankAccountInputExample)) },
    responses: { 200: json('The account', account), ...errors(400, 404) },
  },
  {
    method: 'get',
    path: '/lines',
    operationId: 'listBankStatementLines',
    summary: 'Imported statement lines, newest first, one page at a time',
    description:
      'Each unmatched money-in line with suggestedInvoiceIds: open invoices whose number it names, then those owed exactly its amount. An advisor sees matched lines of the clients they serve only.',
    ...signedIn(...staffRoles),
    request: {
      query: z.object({
        accountId: optional(bankLineFilterSchema.shape.accountId, 'Only this account’s'),
        status: z.enum(bankLineStatusValues).optional().describe('Only lines standing so'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of lines, or of those imported, matched, ignored or restored since updated_since', line),
      ...errors(400),
    },
  },
  {
    method: 'post',
    path: '/lines/{id}/match',
    operationId: 'matchBankStatementLine',
    summary: 'Match a money-in line to an issued invoice: it becomes an EFT payment, once',
    description:
      'The payment is the line’s amount on its day, with its reference; more than is owed is the client’s credit. A line matched or ignored already is refused naming lineId.',
    ...signedIn(...staffRoles),
    request: {
      params: byLine,
      body: jsonBody(
        withExample(z.strictObject({ invoiceId: matchBankLineSchema.shape.invoiceId.describe('The invoice paid') }), matchBankLineExample),
      ),
    },
    responses: { 200: jsonShowing('The line, matched', line, matchedBankLineExample), ...errors(400) },
  },
  {
    method: 'post',
    path: '/lines/{id}/ignore',
    operationId: 'ignoreBankStatementLine',
    summary: 'Set an unmatched line aside as no client’s payment',
    ...signedIn(...staffRoles),
    request: { params: byLine },
    responses: { 200: jsonShowing('The line, ignored', line, ignoredBankLineExample), ...errors(400) },
  },
  {
    method: 'post',
    path: '/lines/{id}/restore',
    operationId: 'restoreBankStatementLine',
    summary: 'Take an ignored line back among the unmatched',
    ...signedIn(...staffRoles),
    request: { params: byLine },
    responses: { 200: jsonShowing('The line, unmatched', line, restoredBankLineExample), ...errors(400) },
  },
  {
    method: 'post',
    path: '/{accountId}/import',
    operationId: 'importBankStatement',
    summary: 'Import a statement file: OFX, or CSV read by the account’s mapping',
    description:
      'The format is told from the content. At most 2 MB and 10 000 lines. Lines imported before are skipped; each bad row is refused with its row and column while the others import; a money-in line naming exactly one open invoice, for no more than is owed, is matched at once.',
    ...signedIn(...staffRoles),
    request: {
      params: pathParams({ accountId: 'The bank account' }),
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: uploadedFile(MAX_STATEMENT_BYTES).describe('The statement: OFX (1.x or 2.x) or CSV') }),
            example: importStatementFormExample,
          },
        },
      },
    },
    responses: {
      200: json('What the import came to', component('BankStatementImport', statementImportRecord, statementImportExample)),
      ...errors(400, 404, 413, 415),
    },
  },
]);
