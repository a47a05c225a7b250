import { test } from '../lib/harness.mjs';

const NBSP = /[\u00a0\u202f]/g;
const norm = (s) => (s ?? '').replace(NBSP, ' ');

test('Quand un visiteur parcourt les forfaits avec un code promo, alors le code est appliqué, l’URL suit et l’achat passe par la connexion', async (h) => {
  const page = await h.newPage();
  await page.goto(h.url('/packages'));
  await page.locator('[data-testid="package-card"]').first().waitFor();
  // The first exam type is selected and mirrored in the URL.
  await page.waitForURL(/\/packages\?examtype=tcf-canada$/);
  const price = norm(await page.locator('[data-testid="price"]').first().textContent());
  h.assert.match(price, /^\d{1,3}( \d{3})* XAF$/, `prix mal formaté : ${price}`);
  h.assert.match(norm(await page.locator('[data-testid="package-card"]').first().textContent()), /mois/);

  // Apply with Enter.
  const promo = page.getByLabel('Code promo');
  await promo.fill('TCF2026');
  await promo.press('Enter');
  await page.getByText('Code actif : TCF2026').waitFor();
  await page.waitForURL(/examtype=tcf-canada&codePromo=TCF2026/);
  const card = page.locator('[data-testid="package-card"]').first();
  h.assert.match(norm(await card.locator('[data-testid="savings"]').textContent()), /Vous économisez \d/);
  h.assert.match(norm(await card.locator('[data-testid="promo-price"]').textContent()), /XAF/);
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label: 'forfaits avec code promo' });
  await h.screenshotBoth(page, 'forfaits-code-actif');

  // Anonymous buyers go to login with the purchase (and the code) as redirect.
  const href = await card.getByRole('link', { name: /Acheter/ }).getAttribute('href');
  h.assert.match(href, /^\/login\?redirect=%2Fbuy-package%2F[\w-]+%2FTCF2026$/);

  // An unknown code, applied with the button.
  await promo.fill('FAUX2026');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText('Code invalide : FAUX2026').waitFor();

  // Changing exam type clears the code; the button is disabled while the field is empty.
  const buttons = page.getByRole('group', { name: 'Filtrer par examen' }).getByRole('button');
  h.assert.ok((await buttons.count()) > 1);
  await buttons.nth(1).click();
  await page.waitForURL(
    (u) => u.searchParams.get('examtype') !== 'tcf-canada' && !u.searchParams.has('codePromo'),
  );
  h.assert.equal(await promo.inputValue(), '');
  h.assert.ok(await page.getByRole('button', { name: 'Appliquer' }).isDisabled());

  // A URL with a code applies it on arrival.
  await page.goto(h.url('/packages?examtype=tcf-canada&codePromo=TCF2026'));
  await page.getByText('Code actif : TCF2026').waitFor();
});

test('Quand un apprenant connecté achète un forfait, alors il part vers la page de paiement puis voit le résultat', async (h) => {
  const user = await h.registerUser();
  const { local } = await h.sessionFor(user);
  const page = await h.newPage({ storage: { local } });
  await page.goto(h.url('/packages?examtype=tcf-canada&codePromo=TCF2026'));
  await page.getByText('Code actif : TCF2026').waitFor();
  const link = page
    .locator('[data-testid="package-card"]')
    .first()
    .getByRole('link', { name: /Acheter/ });
  h.assert.match(await link.getAttribute('href'), /^\/buy-package\/[\w-]+\/TCF2026$/);
  await link.click();
  await page.waitForURL((u) => !u.pathname.startsWith('/buy-package'));
  h.assert.notEqual(new URL(page.url()).pathname, '/login');
  await h.screenshot(page, 'page-de-paiement');
});
