import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import {
  choiceField,
  dayField,
  describeRecord,
  flagField,
  idField,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { documentRequestStatusValues } from '../../../../validation/document-requests';
import { documentCategoryValues } from '../../../../validation/document-values';
import { DocumentCategoryKind } from '../documents';
import { DocumentRequest } from './document-request.entity';

export const DocumentRequestStatusKind = enumOf(documentRequestStatusValues);
export type DocumentRequestStatusKind = (typeof documentRequestStatusValues)[number];
registerEnumType(DocumentRequestStatusKind, {
  name: 'DocumentRequestStatus',
  description: 'OPEN (waiting for the client), UPLOADED (awaiting review), CLOSED (its document approved) or CANCELLED',
});

/** A document category, as a request and a checklist's item both name it. */
export const DOCUMENT_CATEGORY = 'A document category: general, tax returns, financial statements, correspondence, contracts or compliance';

const NOT_PERSONAL = { privacy: privacy.notPersonal } as const;
const WHAT_STAFF_ASKED = privacy.neither('Known gap: what staff asked the client for is not in "My data" and is kept on erasure.');

/**
 * A document request, as both APIs and the OpenAPI document show it (/api/document-requests).
 * Kept on erasure; not in "My data" (a known gap: its title and note).
 */
export const documentRequestDescription = describeRecord({
  name: 'DocumentRequest',
  description: 'A document staff asked a client for, due on a given day, with the document sent in answer',
  entity: DocumentRequest,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The request id', NOT_PERSONAL),
    clientId: referenceField('The client asked (a user id)', { ...NOT_PERSONAL, graphqlEdge: 'client' }),
    requestedBy: referenceField('Who asked (a user id); null once that user is gone', {
      nullable: true,
      ...NOT_PERSONAL,
      graphqlEdge: 'requestedBy',
    }),
    title: textField('The document asked for', { privacy: WHAT_STAFF_ASKED }),
    category: choiceField(documentCategoryValues, DocumentCategoryKind, DOCUMENT_CATEGORY, NOT_PERSONAL),
    note: textField('A note to the client', { nullable: true, privacy: WHAT_STAFF_ASKED }),
    dueDate: dayField('The day it is due, YYYY-MM-DD (SAST)', NOT_PERSONAL),
    status: choiceField(
      documentRequestStatusValues,
      DocumentRequestStatusKind,
      'Where it stands: open (waiting for the client), uploaded (awaiting review), closed (its document approved) or cancelled',
      NOT_PERSONAL,
    ),
    isOverdue: flagField('Still open after its due day (SAST)', {
      computedBy: 'isRequestOverdue (validation/document-requests.ts), against today in SAST',
    }),
    documentId: referenceField('The latest document uploaded against it', { nullable: true, ...NOT_PERSONAL, graphqlEdge: 'document' }),
    closedAt: instantField('When its document was approved', { nullable: true, ...NOT_PERSONAL }),
    createdAt: instantField('When it was asked', NOT_PERSONAL),
    updatedAt: instantField('When it last changed', NOT_PERSONAL),
  },
  internal: {
    overdueReminderSentAt: {
      privacy: privacy.notPersonal,
      because: 'claimed before the one overdue reminder goes out, so two processes never send it twice',
    },
  },
});

/** A request as REST answers it (/api/document-requests), in the order the JSON carries it. */
export const documentRequestRecord = restShapeOf(documentRequestDescription);
