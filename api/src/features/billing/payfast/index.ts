/*
 * PayFast (https://www.payfast.co.za), spoken in its published protocol: the signed checkout form,
 * the ITN (instant transaction notification) and its confirmation by PayFast. Pure functions with
 * no state, for the payments feature to use.
 *
 * payfastSimulator is a local stand-in for PayFast, for tests and the demo: it keeps its state in
 * memory, moves no money and must never carry production traffic.
 */
export { parseOrderedForm } from './payfast-form';
export { checkoutSignature, itnSignature } from './payfast-signature';
export { payfastCheckout } from './payfast-checkout';
export { readItn } from './payfast-itn';
export { confirmItn } from './payfast-confirm';
export { payfastSimulator, type PayfastSimulator } from './payfast-simulator';
