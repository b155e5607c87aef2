import { z } from 'zod';
import { RecordObjectType } from '../../records/graphql-object-type';
import { choiceField, customField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { documentCategoryValues } from '../../../../validation/document-values';
import { CHECKLIST_MAX_ITEMS, REQUEST_TITLE_MAX_LENGTH } from '../../../../validation/document-requests';
import { DocumentCategoryKind } from '../documents';
import { DOCUMENT_CATEGORY } from './document-request.record';
import { DocumentChecklist } from './document-checklist.entity';

// The firm's own lists of what it asks for: nothing in them is about a person.
const FIRMS = { privacy: privacy.notPersonal } as const;

// Stored as documentChecklistSchema took them: at most CHECKLIST_MAX_ITEMS, each title at most REQUEST_TITLE_MAX_LENGTH.
const IN_ITEMS = { computedBy: 'the items column (JSON), as it is stored' } as const;

/**
 * One document of a checklist: JSON in its `items` column, not a row of its own. Its GraphQL type
 * is made here, beside its description, because the checklist's description names the type.
 */
export const documentChecklistItemDescription = describeRecord({
  name: 'DocumentChecklistItem',
  description: 'One document a checklist asks for',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    title: textField('The document asked for', { ...IN_ITEMS, maxLength: REQUEST_TITLE_MAX_LENGTH }),
    category: choiceField(documentCategoryValues, DocumentCategoryKind, DOCUMENT_CATEGORY, IN_ITEMS),
  },
});

export const documentChecklistItemRecord = restShapeOf(documentChecklistItemDescription);

@RecordObjectType(documentChecklistItemDescription)
export class DocumentChecklistItemType {}

/** A document checklist, as both APIs and the OpenAPI document show it (/api/document-checklists). */
export const documentChecklistDescription = describeRecord({
  name: 'DocumentChecklist',
  description: 'A reusable list of documents asked for together',
  entity: DocumentChecklist,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The checklist id', FIRMS),
    name: textField('Such as "Individual tax return"', FIRMS),
    description: textField('What the checklist is for', { nullable: true, ...FIRMS }),
    items: customField(
      z.array(documentChecklistItemRecord).max(CHECKLIST_MAX_ITEMS),
      () => [DocumentChecklistItemType],
      'The documents it asks for, in the order they are asked for',
      FIRMS,
    ),
    createdAt: instantField('When it was created', { ...FIRMS, notInGraphQL: 'no screen reads it through the graph' }),
    updatedAt: instantField('When it last changed', FIRMS),
  },
});

/** A checklist as REST answers it (/api/document-checklists), in the order the JSON carries it. */
export const documentChecklistRecord = restShapeOf(documentChecklistDescription);
