import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import {
  customField,
  choiceField,
  describeRecord,
  flagField,
  idField,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { FeeScheduleType, feeScheduleRecord } from '../billing';
import { sentToAClientFields, STAFF_MEMBER } from '../../records/sent-to-a-client';
import type { Erasure } from '../../shared/personal-data';
import { engagementLetterStatusValues, signatureKindValues } from '../../../../validation/engagement-letter-values';
import { EngagementLetter } from './engagement-letter.entity';
import { withoutThePerson } from './without-the-person';

export const EngagementLetterStatusKind = enumOf(engagementLetterStatusValues);
export type EngagementLetterStatusKind = (typeof engagementLetterStatusValues)[number];
registerEnumType(EngagementLetterStatusKind, {
  name: 'EngagementLetterStatus',
  description: 'SENT (waiting for the client), VIEWED (the client opened it), SIGNED, DECLINED (by the client) or WITHDRAWN (by staff)',
});

export const SignatureKind = enumOf(signatureKindValues);
export type SignatureKind = (typeof signatureKindValues)[number];
registerEnumType(SignatureKind, { name: 'SignatureKind', description: 'DRAWN on the screen (a PNG image) or TYPED (the name in words)' });

/** Cleared when the client is erased: it names or identifies them. */
const CLEARED = privacy.exportedAndAnonymised(null);

/**
 * An engagement letter, as both APIs, the OpenAPI document and the "My data" archive show it
 * (docs/product.md#engagement-letters). A signed letter is the firm's record of the agreement,
 * kept on erasure like the engagement it belongs to: its state, times and fingerprints stay; what
 * names or identifies the person is replaced or cleared (the signer's name, e-mail, address and
 * browser, a typed signature, the reasons, and the person's name, e-mail and company name in its
 * text). A letter never signed is deleted (engagement-letters.personal-data.ts).
 */
export const engagementLetterDescription = describeRecord({
  name: 'EngagementLetter',
  description: 'An engagement letter sent to a client to sign: its text as sent, its state, and the signing evidence',
  entity: EngagementLetter,
  deletedWithTheRowOnErasure: false,
  simpleResolvers: true,
  fields: {
    id: idField('The letter id', { privacy: privacy.exported }),
    ...sentToAClientFields<EngagementLetter>(),
    title: textField('The letter’s title, fixed when it was sent', { privacy: privacy.exported }),
    body: textField('The letter in Markdown, fixed when it was sent: every merge field replaced', {
      // On erasure, the person's names, e-mail and company name in it become their label.
      privacy: privacy.exportedAndAnonymised((erasure: Erasure, letter: EngagementLetter) =>
        withoutThePerson(letter.body, erasure.replacements, erasure.person, erasure.label),
      ),
      archivedAs: 'text',
    }),
    feeSchedule: customField(
      feeScheduleRecord.nullable(),
      () => FeeScheduleType,
      'What the letter charges, fixed when it was sent: signing it starts the engagement’s billing plan; null for nothing',
      { nullable: true, privacy: privacy.exported },
    ),
    bodyHtml: textField(
      'The body as HTML, for showing the letter as the client reads it: raw HTML in the Markdown stays text, images are left out',
      {
        computedBy: 'letterHtml (letter-markdown.ts), from body (engagement-letters.resolver.ts)',
        notInRest:
          'the portal page shows the letter as HTML made on the server; REST integrators get the Markdown (body) and render it as they like',
      },
    ),
    bodySha256: textField('The SHA-256 of `body` (UTF-8), 64 hexadecimal digits: the text the client signs', {
      privacy: privacy.exported,
      archivedAs: 'textSha256',
    }),
    status: choiceField(
      engagementLetterStatusValues,
      EngagementLetterStatusKind,
      'sent (waiting for the client), viewed (the client opened it), signed, declined (by the client) or withdrawn (by staff)',
      { privacy: privacy.exported },
    ),
    sentAt: instantField('When it was sent', { privacy: privacy.exported }),
    viewedAt: instantField('When the client first opened it', { nullable: true, privacy: privacy.exported }),
    signedAt: instantField('When the client signed it', { nullable: true, privacy: privacy.exported }),
    declinedAt: instantField('When the client declined it', { nullable: true, privacy: privacy.exported }),
    declineReason: textField('Why the client declined it', { nullable: true, privacy: CLEARED }),
    withdrawnAt: instantField('When staff withdrew it', { nullable: true, privacy: privacy.exported }),
    withdrawnBy: referenceField('Who withdrew it (a user id)', { nullable: true, privacy: STAFF_MEMBER, graphqlEdge: 'withdrawnBy' }),
    withdrawalReason: textField('Why staff withdrew it, if they said', { nullable: true, privacy: CLEARED }),
    signerName: textField('The signer’s full name, as they typed it', {
      nullable: true,
      privacy: privacy.exportedAndAnonymised((erasure: Erasure) => erasure.label),
      archivedAs: 'signature.name',
    }),
    signerEmail: textField('The signer’s e-mail address when they signed', {
      nullable: true,
      privacy: privacy.exportedAndAnonymised((erasure: Erasure) => erasure.erasedEmail),
      archivedAs: 'signature.email',
    }),
    signerIpAddress: textField('The network address it was signed from', {
      nullable: true,
      privacy: CLEARED,
      archivedAs: 'signature.ipAddress',
    }),
    signerUserAgent: textField('The browser (User-Agent) it was signed with', {
      nullable: true,
      privacy: CLEARED,
      archivedAs: 'signature.userAgent',
    }),
    signedWithTwoStep: flagField('Whether the session it was signed in had passed two-step sign-in; null until signed', {
      nullable: true,
      privacy: privacy.exported,
      archivedAs: 'signature.withTwoStepSignIn',
    }),
    signatureKind: choiceField(signatureKindValues, SignatureKind, 'drawn or typed; null until signed', {
      nullable: true,
      privacy: privacy.exported,
      archivedAs: 'signature.kind',
    }),
    signatureText: textField('A typed signature’s words (a drawn one is in the signed PDF only)', {
      nullable: true,
      privacy: CLEARED,
      archivedAs: 'signature.typedText',
    }),
    // The document itself is in documents.json; the archive gives its id (engagement-letters.personal-data.ts).
    signedDocumentId: referenceField('The signed PDF, filed as one of the client’s documents (GET /api/documents/:id)', {
      nullable: true,
      privacy: privacy.notPersonal,
      graphqlEdge: 'signedDocument',
    }),
    signedPdfSha256: textField('The SHA-256 of the signed PDF file as stored, 64 hexadecimal digits', {
      nullable: true,
      privacy: privacy.exported,
    }),
    createdAt: instantField('When the record was created', { privacy: privacy.exported }),
    updatedAt: instantField('When it last changed', { privacy: privacy.exported }),
  },
  internal: {
    awaitingEngagementId: {
      privacy: privacy.notPersonal,
      because:
        'the engagement’s id while the letter waits for the client, null otherwise: a unique index keeps one waiting letter per engagement',
    },
    firstReminderSentAt: {
      privacy: privacy.notPersonal,
      because: 'claimed before the reminder 3 days after sending goes out, so two processes never send it twice',
    },
    secondReminderSentAt: {
      privacy: privacy.notPersonal,
      because: 'claimed before the reminder 7 days after sending goes out, so two processes never send it twice',
    },
  },
  // The archive names the engagement, the sender and the withdrawer, groups the signing evidence
  // under signature, and gives the signed document's id (engagement-letters.personal-data.ts).
  archiveOrder: [
    'id',
    'engagement',
    'title',
    'text',
    'textSha256',
    'status',
    'sentBy',
    'sentAt',
    'viewedAt',
    'signedAt',
    'declinedAt',
    'declineReason',
    'withdrawnAt',
    'withdrawnBy',
    'withdrawalReason',
    'signature',
    'signedDocumentId',
    'signedPdfSha256',
    'createdAt',
    'updatedAt',
  ],
});

/** An engagement letter as REST answers it (/api/engagement-letters), in the order the JSON carries it. */
export const engagementLetterRecord = restShapeOf(engagementLetterDescription);
