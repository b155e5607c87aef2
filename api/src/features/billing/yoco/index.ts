/*
 * Yoco's online checkout (https://developer.yoco.com), spoken in its published protocol: the
 * Checkout API (POST /api/checkouts with the secret key) and the webhooks it signs in the Standard
 * Webhooks format. Functions with no state, for the payments feature to use.
 *
 * yocoSimulator is a local stand-in for Yoco, for tests and the demo: it keeps its state in memory,
 * moves no money and must never carry production traffic.
 *
 * Exported here is what the portal uses; the modules export more (YocoUnavailableError,
 * YocoOrderError, the event's type, the limits) for whoever needs to tell the failures apart.
 */
export { YOCO_MINIMUM_CENTS, createYocoCheckout } from './yoco-checkout';
export { readYocoWebhook } from './yoco-webhook';
export { yocoSimulator, type YocoSimulator } from './yoco-simulator';
