import { escapeHtml } from '../../../shared/escape-html';
import { displayRand, simulatorPage } from '../simulator-page';

/* The PayFast simulator's pages (their frame and style: ../simulator-page.ts): a form per button. */

export interface PaymentPage {
  merchantId: string;
  itemName: string;
  itemDescription?: string;
  amountCents: number;
  /** Where the Pay and Cancel buttons post. */
  payAction: string;
  cancelAction: string;
}

export function paymentPage(page: PaymentPage): string {
  const amount = escapeHtml(displayRand(page.amountCents));
  const description = page.itemDescription ? `<div><dt>Description</dt><dd>${escapeHtml(page.itemDescription)}</dd></div>` : '';
  return simulatorPage(
    'PayFast simulator',
    'Confirm the payment',
    `<h1>PayFast simulator</h1>
<p class="note">A stand-in for PayFast, for tests and the demo: no card is asked for and no money moves.</p>
<h2>Confirm the payment</h2>
<dl>
<div><dt>Merchant</dt><dd>${escapeHtml(page.merchantId)}</dd></div>
<div><dt>Item</dt><dd>${escapeHtml(page.itemName)}</dd></div>
${description}<div><dt>Amount</dt><dd class="amount">${amount}</dd></div>
</dl>
<form method="post" action="${escapeHtml(page.payAction)}">
<button type="submit" class="pay">Pay ${amount}</button>
</form>
<form method="post" action="${escapeHtml(page.cancelAction)}">
<button type="submit" class="cancel">Cancel</button>
</form>`,
  );
}

/** What went wrong, said plainly: the merchant's developer reads it. */
export function refusalPage(heading: string, message: string): string {
  return simulatorPage(
    'PayFast simulator',
    heading,
    `<h1>PayFast simulator</h1>
<h2>${escapeHtml(heading)}</h2>
<p>${escapeHtml(message)}</p>
<p>Go back to the merchant’s site and start the payment again.</p>`,
  );
}
