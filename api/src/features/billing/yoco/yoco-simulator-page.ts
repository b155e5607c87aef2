import { escapeHtml } from '../../../shared/escape-html';
import { displayRand, simulatorPage } from '../simulator-page';

/* The Yoco simulator's checkout pages (their frame and style: ../simulator-page.ts). */

export interface CheckoutPage {
  checkoutId: string;
  amountCents: number;
  /** Where the Pay and Cancel buttons post (paths on the simulator's own origin). */
  payAction: string;
  cancelAction: string;
}

export function checkoutPage(page: CheckoutPage): string {
  const amount = escapeHtml(displayRand(page.amountCents));
  return simulatorPage(
    'Yoco simulator',
    'Pay',
    `<h1>Yoco simulator</h1>
<p class="note">A stand-in for Yoco’s checkout, for tests and the demo: no card is asked for and no money moves.</p>
<h2>Pay</h2>
<dl>
<div><dt>Checkout</dt><dd>${escapeHtml(page.checkoutId)}</dd></div>
<div><dt>Amount</dt><dd class="amount">${amount}</dd></div>
</dl>
<form method="post" action="${escapeHtml(page.payAction)}">
<button type="submit" class="pay">Pay ${amount}</button>
<button type="submit" class="cancel" formaction="${escapeHtml(page.cancelAction)}">Cancel</button>
</form>`,
  );
}

/** A page with one message: a checkout unknown, or already paid and with nowhere to go back to. */
export function messagePage(heading: string, message: string): string {
  return simulatorPage(
    'Yoco simulator',
    heading,
    `<h1>Yoco simulator</h1>
<h2>${escapeHtml(heading)}</h2>
<p>${escapeHtml(message)}</p>`,
  );
}
