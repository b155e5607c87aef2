import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
  dayField,
  describeRecord,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { paymentMethodValues, paymentProviderValues } from '../../../../validation/billing/payment-input';
import { CHECKOUT_FIELDS } from './payfast/payfast-fields';
import { CHECKOUT_FIELD_VALUE_MAX_LENGTH, PAYMENT_REDIRECT_URL_MAX_LENGTH } from './payment-providers';
import { PaymentCheckout } from './payment-checkout.entity';
import { Payment } from './payment.entity';

export const PaymentMethodKind = enumOf(paymentMethodValues);
export type PaymentMethodKind = (typeof paymentMethodValues)[number];
registerEnumType(PaymentMethodKind, {
  name: 'PaymentMethod',
  description: 'PAYFAST and YOCO: paid online through the provider; EFT and CASH: recorded by staff',
});

export const PaymentProviderKind = enumOf(paymentProviderValues);
export type PaymentProviderKind = (typeof paymentProviderValues)[number];
registerEnumType(PaymentProviderKind, { name: 'PaymentProvider', description: 'PAYFAST or YOCO' });

const INTERNAL = { privacy: privacy.notPersonal } as const;
// A record of money received from the client: kept five years with the invoice it pays (docs/billing.md#retention).
const TAX_RECORD = { privacy: privacy.exported } as const;

/** A payment against an invoice (docs/billing.md#payments), as both APIs and the OpenAPI document show it. */
export const paymentDescription = describeRecord({
  name: 'Payment',
  description:
    'Money received from a client against an invoice (online through a provider, or recorded by staff), or paid back to them as a refund; never changed',
  entity: Payment,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The payment id', INTERNAL),
    clientId: referenceField('The client who paid (a user id)', { ...INTERNAL, graphqlEdge: 'client' }),
    invoiceId: referenceField('The invoice paid', { ...INTERNAL, graphqlEdge: 'invoice' }),
    method: choiceField(paymentMethodValues, PaymentMethodKind, 'payfast, yoco, eft or cash', INTERNAL),
    amountCents: integerField('The amount received, in cents; below 0 for a refund, money paid back to the client', INTERNAL),
    feeCents: integerField('What the provider kept of it, in cents, where it said; null otherwise', { nullable: true, ...INTERNAL }),
    receivedOn: dayField('The day it came in, or a refund went out (YYYY-MM-DD, SAST)', INTERNAL),
    providerPaymentId: textField(
      'The provider’s id of the payment (PayFast’s pf_payment_id, Yoco’s payment id), or bank: and the bank statement line’s id it was matched from; null otherwise',
      {
        nullable: true,
        ...INTERNAL,
      },
    ),
    reference: textField('The bank statement’s reference, a receipt number, or the provider’s id', { nullable: true, ...TAX_RECORD }),
    note: textField('A note staff kept with it', { nullable: true, ...TAX_RECORD }),
    recordedById: referenceField('The staff member who recorded it; null when the provider told', {
      nullable: true,
      ...INTERNAL,
      graphqlEdge: 'recordedBy',
    }),
    createdAt: instantField('When it was recorded', INTERNAL),
    updatedAt: instantField('When it last changed: when it was recorded, as a payment never changes', INTERNAL),
  },
});

/** A payment as REST answers it (GET /api/payments). */
export const paymentRecord = restShapeOf(paymentDescription);

@RecordObjectType(paymentDescription)
export class PaymentType {}

const CHECKOUT = 'a client’s start at paying, matched with the provider’s notification; the payment it became is the record';

/** The checkouts clients start with a provider (payment-checkout.entity.ts): the amount asked, and the payment it became. */
export const paymentCheckoutDescription = describeRecord({
  name: 'PaymentCheckout',
  description: 'A client’s start at paying an invoice through a provider',
  entity: PaymentCheckout,
  deletedWithTheRowOnErasure: true,
  fields: {},
  internal: {
    id: { privacy: privacy.notPersonal, because: CHECKOUT },
    invoiceId: { privacy: privacy.notPersonal, because: CHECKOUT },
    clientId: { privacy: privacy.notPersonal, because: CHECKOUT },
    provider: { privacy: privacy.notPersonal, because: CHECKOUT },
    amountCents: { privacy: privacy.notPersonal, because: CHECKOUT },
    status: { privacy: privacy.notPersonal, because: CHECKOUT },
    providerCheckoutId: { privacy: privacy.notPersonal, because: CHECKOUT },
    startedById: { privacy: privacy.notPersonal, because: CHECKOUT },
    paymentId: { privacy: privacy.notPersonal, because: CHECKOUT },
    createdAt: { privacy: privacy.notPersonal, because: CHECKOUT },
    updatedAt: { privacy: privacy.notPersonal, because: CHECKOUT },
  },
  notInEitherApi: 'the payment it became is shown; the checkout is the provider conversation’s own',
});

const REDIRECT = { computedBy: 'payment-providers.ts, in the provider’s protocol' } as const;
/** A PayFast form's fields: its checkout fields, each once, and the signature (payfast-checkout.ts). */
const FORM_FIELD_NAMES = [...CHECKOUT_FIELDS, 'signature'];

/** One field of the form posted to a provider (PaymentRedirect.fields). */
export const paymentRedirectFieldDescription = describeRecord({
  name: 'PaymentRedirectField',
  description: 'One field of the form the browser posts to the provider',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    name: textField('The field’s name', { ...REDIRECT, maxLength: Math.max(...FORM_FIELD_NAMES.map((name) => name.length)) }),
    value: textField('Its value', { ...REDIRECT, maxLength: CHECKOUT_FIELD_VALUE_MAX_LENGTH }),
  },
});
export const paymentRedirectFieldRecord = restShapeOf(paymentRedirectFieldDescription);

@RecordObjectType(paymentRedirectFieldDescription)
export class PaymentRedirectFieldType {}

/** Where the client's browser goes to pay (POST /api/payments/checkout). */
export const paymentRedirectDescription = describeRecord({
  name: 'PaymentRedirect',
  description: 'Where the browser goes to pay: a form it posts (PayFast) or a page it opens (Yoco)',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    provider: choiceField(paymentProviderValues, PaymentProviderKind, 'payfast or yoco', REDIRECT),
    method: customField(z.enum(['POST', 'GET']), () => String, 'POST: submit a form of `fields` to `url`; GET: open `url`', REDIRECT),
    url: customField(z.url().max(PAYMENT_REDIRECT_URL_MAX_LENGTH), () => String, 'The provider’s address', REDIRECT),
    fields: customField(
      z.array(paymentRedirectFieldRecord).max(FORM_FIELD_NAMES.length),
      () => [PaymentRedirectFieldType],
      'The form’s fields in order; empty for GET',
      REDIRECT,
    ),
  },
});
export const paymentRedirectRecord = restShapeOf(paymentRedirectDescription);

@RecordObjectType(paymentRedirectDescription)
export class PaymentRedirectType {}
