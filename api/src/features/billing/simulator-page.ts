import { escapeHtml } from '../../shared/escape-html';

/*
 * The payment simulators' pages (payfast/, yoco/): they work with no JavaScript and under the
 * site's Content Security Policy (script-src 'self'; style-src 'self' 'unsafe-inline'; form-action
 * 'self'): forms posted back to the simulator, one inline <style>, no script. Made for a phone first.
 */

/** R 2 443.75: rand with a space between thousands, as South African amounts are written; whole-cent arithmetic only. */
export function displayRand(cents: number): string {
  const rands = Math.floor(cents / 100);
  const rest = cents - rands * 100;
  return `R ${String(rands).replace(/\B(?=(\d{3})+$)/g, ' ')}.${String(rest).padStart(2, '0')}`;
}

/** A whole page of the simulator named `simulator` ("PayFast simulator"), titled `title`, with `content` in its main. */
export function simulatorPage(simulator: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(simulator)}</title>
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
dl div{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.5rem 0;border-bottom:1px solid #d0d4da}
dt{font-weight:600}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700;white-space:nowrap}
form{display:grid;gap:.75rem;margin:0 0 .75rem}
button{font:inherit;font-weight:600;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;cursor:pointer}
.pay{background:#0b4fb3;color:#fff;border:2px solid #0b4fb3}
.cancel{background:#fff;color:#1b1b1b;border:2px solid #5c6370}
button:focus-visible{outline:3px solid #c75300;outline-offset:2px}
`;
