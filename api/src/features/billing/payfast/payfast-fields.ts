/*
 * PayFast's field names in the order its documentation lists them: a checkout is signed in this
 * order whatever order the form was written in, and an ITN arrives in its own.
 */

/** A checkout's fields (custom integration, once-off payments), signature excluded. */
export const CHECKOUT_FIELDS = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** An ITN's fields as PayFast sends them for a once-off payment (subscriptions add token and billing_date), signature last. */
export const ITN_FIELDS = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'item_name',
  'item_description',
  'amount_gross',
  'amount_fee',
  'amount_net',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'name_first',
  'name_last',
  'email_address',
  'merchant_id',
] as const;
