import { z } from 'zod';
import { RecordObjectType } from '../../records/graphql-object-type';
import { customField, dayField, describeRecord, integerField, referenceField, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { AGEING_MAX_ROWS } from './receivables-ageing';

const AGED = { computedBy: 'receivables-ageing.ts, from the issued invoices, credit notes and payments up to the day' } as const;
const EXPORTED = { computedBy: 'accounting-export/, from the issued invoices and credit notes of the days' } as const;

const amountFields = {
  currentCents: integerField('Owed and not yet due (due on the day included), in cents', AGED),
  days1To30Cents: integerField('Owed 1 to 30 days past the due date, in cents', AGED),
  days31To60Cents: integerField('Owed 31 to 60 days past the due date, in cents', AGED),
  days61To90Cents: integerField('Owed 61 to 90 days past the due date, in cents', AGED),
  over90Cents: integerField('Owed more than 90 days past the due date, in cents', AGED),
  totalCents: integerField('The five together: what is owed on invoices, in cents', AGED),
  creditCents: integerField('Paid or credited beyond their invoices: the client’s credit, in cents', AGED),
  balanceCents: integerField('What is owed less the credit, in cents: the statement’s balance on the day (below 0 in credit)', AGED),
};

/** The totals row of an ageing (ReceivablesAgeing.totals). */
export const ageingAmountsDescription = describeRecord({
  name: 'AgeingAmounts',
  description: 'What is owed by days past due, with the credit, in cents',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: amountFields,
});
export const ageingAmountsRecord = restShapeOf(ageingAmountsDescription);

@RecordObjectType(ageingAmountsDescription)
export class AgeingAmountsType {}

/** One client's row of an ageing. */
export const ageingRowDescription = describeRecord({
  name: 'AgeingRow',
  description: 'What one client owes by days past due, with their credit',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    clientId: referenceField('The client (a user id)', { ...AGED, graphqlEdge: 'client', maxLength: RECORD_ID_LENGTH }),
    ...amountFields,
  },
});
export const ageingRowRecord = restShapeOf(ageingRowDescription);

@RecordObjectType(ageingRowDescription)
export class AgeingRowType {}

/** The receivables ageing (GET /api/invoices/ageing, receivablesAgeing). */
export const receivablesAgeingDescription = describeRecord({
  name: 'ReceivablesAgeing',
  description: 'What the clients the viewer bills owe on a day, by days past due, one row per client owing or in credit',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    asOf: dayField('The day it stands on (YYYY-MM-DD, SAST)', AGED),
    rows: customField(
      z.array(ageingRowRecord).max(AGEING_MAX_ROWS),
      () => [AgeingRowType],
      `One per client owing or in credit, who owes most first (at most ${AGEING_MAX_ROWS}: those who owe most)`,
      AGED,
    ),
    totals: customField(
      ageingAmountsRecord,
      () => AgeingAmountsType,
      'Every client’s row added up, those past the rows listed included',
      AGED,
    ),
  },
});
export const receivablesAgeingRecord = restShapeOf(receivablesAgeingDescription);

@RecordObjectType(receivablesAgeingDescription)
export class ReceivablesAgeingType {}

/** An accounting export as GraphQL answers it (accountingExport); REST answers the file itself. */
export const accountingExportDescription = describeRecord({
  name: 'AccountingExport',
  description: 'A CSV file of issued invoices and credit notes for Xero or Sage Business Cloud Accounting to import',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    fileName: textField('The file’s name: xero-invoices-2026-03-01-to-2026-03-31.csv', EXPORTED),
    contentType: textField('text/csv; charset=utf-8', EXPORTED),
    content: textField('The CSV itself, CRLF line ends, the same bytes REST answers', EXPORTED),
    documentCount: integerField('How many invoices and credit notes it holds', EXPORTED),
  },
});

@RecordObjectType(accountingExportDescription)
export class AccountingExportType {}
