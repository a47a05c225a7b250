import { test } from '../lib/harness.mjs';

const NBSP = /[\u00a0\u202f]/g;
const norm = (s) => (s ?? '').replace(NBSP, ' ');

/** Orders a package through the API; returns the payment reference and the sandbox page token. */
async function order(h, tokens, slug = 'tcf-canada-1-mois') {
  const res = await h.api('/subscription/', {
    method: 'POST',
    body: { slug_package: slug },
    token: tokens.access,
  });
  h.assert.equal(res.status, 201, JSON.stringify(res.body));
  const token = new URL(res.body.link, h.url('/')).searchParams.get('token');
  h.assert.ok(token, `lien de paiement sans jeton : ${res.body.link}`);
  return { reference: res.body.reference, token };
}

/** The payer's decision on the demonstration payment page (its form, posted as the page does). */
async function decide(h, { reference, token }, decision) {
  const res = await fetch(h.url(`/api/payments/sandbox/${encodeURIComponent(reference)}/${decision}`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  h.assert.equal(res.status, 303);
}

test('Quand un apprenant revient du paiement avant la confirmation, alors la page attend en le disant, s’ouvre en haut, puis liste son forfait avec le lien vers ses exercices', async (h) => {
  const user = await h.registerUser();
  const { local, tokens } = await h.sessionFor(user);
  const payment = await order(h, tokens);
  const page = await h.newPage({ storage: { local } });

  // A long page loaded in full and scrolled down: its position is saved under the key every full
  // load shares, which the result page (also loaded in full, from the payment page) must ignore.
  await page.goto(h.url('/'));
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(400);
  h.assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'la page d’accueil devrait défiler');

  // Back from the payment page while the payment is still open.
  await page.goto(h.url(`/checkout/success?reference=${payment.reference}&statut=pending`));
  const confirming = page.getByTestId('checkout-confirming');
  await confirming.waitFor();
  h.assert.match(await h.heading(page), /Confirmation de votre paiement…/);
  h.assert.ok(await page.getByRole('progressbar').isVisible());
  h.assert.equal(await page.evaluate(() => window.scrollY), 0, 'la page de résultat doit s’ouvrir en haut');
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label: 'confirmation en cours' });
  await h.screenshot(page, 'paiement-confirmation-en-cours');
  // Still waiting a few seconds later: no verdict before the payment is settled.
  await page.waitForTimeout(3500);
  h.assert.ok(await confirming.isVisible());

  // The payment is confirmed: the page notices by itself.
  await decide(h, payment, 'pay');
  await page.getByRole('heading', { level: 1, name: 'Paiement Réussi !' }).waitFor({ timeout: 15_000 });
  const youGet = page.getByTestId('checkout-you-get');
  const details = norm(await youGet.textContent());
  h.assert.match(details, /Ce que comprend votre forfait/);
  h.assert.match(details, /TCF Canada/);
  h.assert.match(details, /Accès jusqu’au \d{1,2} \S+ \d{4}/);
  h.assert.match(details, /Tous les exercices de l’examen/);
  const start = page.getByRole('link', { name: 'Commencer les exercices TCF Canada' });
  h.assert.equal(await start.getAttribute('href'), '/dashboard/exercises?examTypeSlug=tcf-canada');
  h.assert.equal(await page.evaluate(() => window.scrollY), 0);
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label: 'paiement confirmé' });
  await h.screenshotBoth(page, 'paiement-confirme');

  await start.click();
  await page.waitForURL((u) => u.pathname.startsWith('/dashboard/exercises'));
});

test('Quand un apprenant annule le paiement, alors la page dit « annulé » et qu’aucun montant n’a été débité', async (h) => {
  const user = await h.registerUser();
  const { local, tokens } = await h.sessionFor(user);
  const payment = await order(h, tokens, 'tcf-canada-3-mois');
  await decide(h, payment, 'cancel');
  const page = await h.newPage({ storage: { local } });
  await page.goto(h.url(`/checkout/error?reference=${payment.reference}&statut=cancelled`));
  // The page may first show the short wait while it asks; then the verdict.
  await page.getByRole('heading', { level: 1, name: 'Paiement annulé' }).waitFor({ timeout: 15_000 });
  const text = norm(await page.locator('main').textContent());
  h.assert.match(text, /Vous avez annulé le paiement : aucun montant n’a été débité/);
  h.assert.doesNotMatch(text, /Erreur|échou/i);
  h.assert.match(text, new RegExp(`Référence du paiement : ${payment.reference}`));
  h.assert.ok(await page.getByRole('link', { name: 'Réessayer' }).isVisible());
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label: 'paiement annulé' });
  await h.screenshotBoth(page, 'paiement-annule');
});
