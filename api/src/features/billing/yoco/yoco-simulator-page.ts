import { displayRand } from './yoco-money';

/*
 * The simulator's checkout pages. They work with no JavaScript and under the site's Content
 * Security Policy (script-src 'self'; style-src 'self' 'unsafe-inline'; form-action 'self'):
 * plain forms posted back to the simulator, one inline <style>, no script. Made for a phone first.
 */

export interface CheckoutPage {
  checkoutId: string;
  amountCents: number;
  /** Where the Pay and Cancel buttons post (paths on the simulator's own origin). */
  payAction: string;
  cancelAction: string;
}

export function checkoutPage(page: CheckoutPage): string {
  const amount = escapeHtml(displayRand(page.amountCents));
  return layout(
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
  return layout(
    heading,
    `<h1>Yoco simulator</h1>
<h2>${escapeHtml(heading)}</h2>
<p>${escapeHtml(message)}</p>`,
  );
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Yoco simulator</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

// Large targets (48px and more) and contrast above 4.5:1; a visible focus ring for keyboards.
const STYLE = `
body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f4f5f7}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
.note{color:#4a4a4a;margin:0}
dl{margin:0 0 1.5rem}
dl div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #d0d4da}
dt{font-weight:600}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700;white-space:nowrap}
form{display:grid;gap:.75rem}
button{font:inherit;font-weight:600;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;cursor:pointer}
.pay{background:#005ea8;color:#fff;border:2px solid #005ea8}
.cancel{background:#fff;color:#1b1b1b;border:2px solid #5c6370}
button:focus-visible{outline:3px solid #c75300;outline-offset:2px}
`;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}
