import { formatMoney } from '../voucher/evaluate';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The sandbox gateway's own pages. Like a bank's 3-D Secure page or a wallet's approval screen,
 * they belong to the gateway (in its language), not to the web app.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f5;color:#1c2430}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.tag{font-size:.75rem;text-transform:uppercase;letter-spacing:.08em;color:#6b7585}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7585}dd{margin:0;font-weight:600}
form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.75rem;border-radius:8px;border:1px solid #1c2430;background:#fff;cursor:pointer}
button.primary{background:#1c2430;color:#fff}</style></head>
<body><main><p class="tag">Sandbox gateway · test mode</p>${body}</main></body></html>`;
}

export function challengePage(
  ref: string,
  amountMinor: number,
  currency: string,
  last4: string | null,
): string {
  return page(
    '3-D Secure authentication',
    `<h1>Confirm this payment</h1>
<p>Your bank asks you to approve this card payment.</p>
<dl><dt>Amount</dt><dd>${esc(formatMoney(amountMinor, currency))}</dd>
<dt>Card</dt><dd>•••• ${esc(last4 ?? '')}</dd></dl>
<form method="post">
<button class="primary" type="submit" formaction="${esc(ref)}/approve">Complete authentication</button>
<button type="submit" formaction="${esc(ref)}/deny">Fail authentication</button>
</form>`,
  );
}

export function walletPage(ref: string, amountMinor: number, currency: string): string {
  return page(
    'Sandbox wallet',
    `<h1>Pay with Sandbox Wallet</h1>
<p>Approve paying Bindery from your wallet.</p>
<dl><dt>Amount</dt><dd>${esc(formatMoney(amountMinor, currency))}</dd></dl>
<form method="post">
<button class="primary" type="submit" formaction="${esc(ref)}/approve">Approve payment</button>
<button type="submit" formaction="${esc(ref)}/deny">Cancel and return</button>
</form>`,
  );
}

export function closedPage(): string {
  return page('Payment finished', '<h1>This payment is already finished</h1><p>You can close this page.</p>');
}
