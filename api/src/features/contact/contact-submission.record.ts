import { z } from 'zod';
import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { choiceField, customField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { contactServiceValues, contactSubmissionTypeValues, preferredTimeValues } from '../../../../validation/contact';
import { ServiceAreaKind } from '../firm-services';
import { ContactSubmission } from './contact-submission.entity';

export const ContactSubmissionKind = enumOf(contactSubmissionTypeValues);
export type ContactSubmissionKind = (typeof contactSubmissionTypeValues)[number];
registerEnumType(ContactSubmissionKind, { name: 'ContactSubmissionType', description: 'Which public form a submission came from' });

/** What an erased sender's enquiry says instead of their message. */
const REMOVED_ENQUIRY = 'Removed at the sender’s request (POPIA erasure).';

const EXPORTED = { privacy: privacy.exported } as const;
/** Cleared when the sender is erased: only what the form asked for stays (type, service, dates, consent). */
const CLEARED = { privacy: privacy.exportedAndAnonymised(null) } as const;

/**
 * An enquiry or consultation request from the public site, as both APIs, the OpenAPI document and
 * the "My data" archive show it (docs/product.md#contact-submissions-record). A submission is the
 * person's when it was sent from their address (any case); on erasure it stays, under their new
 * label and the erased address.
 */
export const contactSubmissionDescription = describeRecord({
  name: 'ContactSubmission',
  description: 'An enquiry or consultation request from the public site',
  entity: ContactSubmission,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The submission id', EXPORTED),
    createdAt: instantField('When it was sent', EXPORTED),
    type: choiceField(
      contactSubmissionTypeValues,
      ContactSubmissionKind,
      'Which public form it came from: Get In Touch or a consultation request',
      EXPORTED,
    ),
    firstName: textField("The sender's first name", { privacy: privacy.exportedAndAnonymised('Erased') }),
    // With the first name, the erased person's label ("Erased client 7f3a").
    lastName: textField("The sender's last name", {
      privacy: privacy.exportedAndAnonymised((erasure) => erasure.label.slice('Erased '.length)),
    }),
    email: textField("The sender's e-mail address", { privacy: privacy.exportedAndAnonymised((erasure) => erasure.erasedEmail) }),
    phone: textField("The sender's phone number (required for consultations)", { nullable: true, ...CLEARED }),
    company: textField("The sender's company", { nullable: true, ...CLEARED }),
    service: choiceField(contactServiceValues, ServiceAreaKind, 'The service the sender asked about, if any', {
      nullable: true,
      ...EXPORTED,
    }),
    preferredDate: instantField('Consultations only: the day asked for (midnight UTC of that date)', { nullable: true, ...EXPORTED }),
    preferredTime: customField(
      z.enum(preferredTimeValues),
      () => String,
      'Consultations only: 09:00, 10:00, 11:00, 14:00, 15:00 or 16:00',
      { nullable: true, ...EXPORTED },
    ),
    message: textField('What the sender wrote', { privacy: privacy.exportedAndAnonymised(REMOVED_ENQUIRY) }),
    consentGivenAt: instantField('When the sender agreed to the privacy notice; null before consent was asked for', {
      nullable: true,
      ...EXPORTED,
    }),
    privacyNoticeVersion: textField('The version (effective date) of the privacy notice agreed to', { nullable: true, ...EXPORTED }),
  },
});

/**
 * A contact submission as REST answers it (POST /api/contact when stored, GET
 * /api/contact-submissions), in the order the JSON carries it.
 */
export const contactSubmissionRecord = restShapeOf(contactSubmissionDescription);
