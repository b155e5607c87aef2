import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { choiceField, describeRecord, idField, instantField, integerField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { mailStatusValues } from '../../../../validation/mail-queue';
import { QueuedMail } from './queued-mail.entity';

export const MailStatusEnum = enumOf(mailStatusValues);
registerEnumType(MailStatusEnum, { name: 'MailStatus', description: 'WAITING, SENDING, RETRYING, SENT or FAILED' });

const NOT_PERSONAL = { privacy: privacy.notPersonal } as const;
const THE_OUTBOX = privacy.neither(
  'The outbox: an erasure must not stop the e-mail that confirms it, which is queued to the old address in the same change; the content is dropped once sent, the recipient and subject are kept. Known gap: not in "My data".',
);
const THE_WORKERS = 'the worker’s lease while it sends (shared/leased-queue.ts)';

/**
 * One e-mail of the mail queue, as both APIs and the OpenAPI document show it to administrators
 * (the Mail tab): the record, never its content.
 */
export const queuedMailDescription = describeRecord({
  name: 'QueuedMail',
  description: 'An e-mail in the mail queue and how its delivery went',
  entity: QueuedMail,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The e-mail id', NOT_PERSONAL),
    recipient: textField('The address it goes to', { privacy: THE_OUTBOX }),
    subject: textField('The subject line', { privacy: THE_OUTBOX }),
    status: choiceField(
      mailStatusValues,
      MailStatusEnum,
      'Where it stands: waiting, being sent, to be tried again, sent or failed',
      NOT_PERSONAL,
    ),
    attempts: integerField('Tries so far', NOT_PERSONAL),
    nextAttemptAt: instantField('When it is due to be tried (while waiting or to be tried again)', { nullable: true, ...NOT_PERSONAL }),
    lastError: textField('Why the last try failed', { nullable: true, privacy: THE_OUTBOX }),
    sentAt: instantField('When it was sent', { nullable: true, ...NOT_PERSONAL }),
    createdAt: instantField('When it was queued', NOT_PERSONAL),
  },
  internal: {
    content: {
      privacy: THE_OUTBOX,
      because: 'the message itself (text, HTML, a calendar invitation): it may hold a single-use link; dropped once sent',
    },
    claimToken: { privacy: privacy.notPersonal, because: THE_WORKERS },
    leaseExpiresAt: { privacy: privacy.notPersonal, because: THE_WORKERS },
    updatedAt: { privacy: privacy.notPersonal, because: 'sentAt and nextAttemptAt say what changed and when' },
  },
});

/** An e-mail as REST answers it (GET /api/admin/mail, POST /api/admin/mail/:id/retry), in the order the JSON carries it. */
export const queuedMailRecord = restShapeOf(queuedMailDescription);
