import { escapeHtml as esc, billingMessages } from '../../lib/messages/billing';

const t = billingMessages.billing.sandbox;
const xaf = billingMessages.billing.xaf;

/** The page's only style sheet, inline: allowed by its hash in the CSP (app.ts). */
export const sandboxPageStyle = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(15,23,42,.08)}
h1{font-size:1.4rem;margin:0 0 .5rem}
.notice{background:#fef3c7;color:#78350f;padding:.75rem 1rem;border-radius:.5rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}
dt{color:#475569}dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.3rem;color:#1d4ed8}.old{text-decoration:line-through;color:#94a3b8;font-weight:400;margin-right:.5rem}
form{margin:0}.actions{display:grid;gap:.75rem}
button{width:100%;padding:.85rem;font-size:1rem;font-weight:600;border-radius:.6rem;cursor:pointer;border:1px solid transparent}
.pay{background:#1d4ed8;color:#fff}.pay:hover{background:#1e40af}
.cancel{background:#fff;color:#b91c1c;border-color:#fecaca}.cancel:hover{background:#fef2f2}
`;

export interface SandboxView {
  reference: string;
  token: string;
  packageName: string;
  examType: string;
  period: number;
  price: number;
  amount: number;
}

/** The sandbox provider's payment page: plain HTML forms, no script (CSP script-src 'self'). */
export function renderSandboxPage(v: SandboxView): string {
  const action = (what: 'pay' | 'cancel') =>
    `/api/payments/sandbox/${encodeURIComponent(v.reference)}/${what}`;
  const hidden = `<input type="hidden" name="token" value="${esc(v.token)}">`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(t.title)} — PrépaLangues</title>
<style>${sandboxPageStyle}</style>
</head>
<body>
<main>
<h1>${esc(t.title)}</h1>
<p class="notice">${esc(t.notice)}</p>
<dl>
<dt>${esc(t.packageLabel)}</dt><dd>${esc(v.packageName)}</dd>
<dt>${esc(t.examTypeLabel)}</dt><dd>${esc(v.examType)}</dd>
<dt>${esc(t.periodLabel)}</dt><dd>${esc(t.months(v.period))}</dd>
<dt>${esc(t.amountLabel)}</dt><dd class="amount">${
    v.amount !== v.price ? `<span class="old">${esc(xaf(v.price))}</span>` : ''
  }${esc(xaf(v.amount))}</dd>
<dt>${esc(t.referenceLabel)}</dt><dd>${esc(v.reference)}</dd>
</dl>
<div class="actions">
<form method="post" action="${esc(action('pay'))}">${hidden}<button class="pay" type="submit">${esc(t.pay)}</button></form>
<form method="post" action="${esc(action('cancel'))}">${hidden}<button class="cancel" type="submit">${esc(t.cancel)}</button></form>
</div>
</main>
</body>
</html>`;
}
