import { test } from '../lib/harness.mjs';

const pages = [
  { path: '/', name: 'accueil', h1: /Réussissez le TCF Canada/ },
  { path: '/packages', name: 'forfaits', h1: /Nos forfaits/ },
  { path: '/methodologie', name: 'methodologie', h1: /Méthodologie/ },
  { path: '/methodologie/tcf-canada', name: 'methodologie-tcf', h1: /TCF Canada/ },
  {
    path: '/methodologie/tcf-canada/expression-ecrite',
    name: 'lecon-expression-ecrite',
    h1: /Expression écrite/,
  },
  { path: '/login', name: 'connexion', h1: /Connexion/ },
  {
    path: '/password-reset-confirm/MQ/jeton-de-test',
    name: 'nouveau-mot-de-passe',
    h1: /Nouveau mot de passe/,
  },
  // Without a payment reference the page cannot tell what happened, and says so.
  { path: '/checkout/success', name: 'paiement-sans-reference', h1: /Votre paiement/ },
  {
    path: '/checkout/error?reference=PL-0',
    name: 'paiement-non-connecte',
    h1: /Connectez-vous pour voir votre paiement/,
  },
  { path: '/conditions-utilisation', name: 'cgu', h1: /Conditions générales/ },
  { path: '/confidentialite', name: 'confidentialite', h1: /Politique de confidentialité/ },
  { path: '/une-page-qui-n-existe-pas', name: 'introuvable', h1: /Page introuvable/ },
];

for (const p of pages) {
  test(`Quand un visiteur ouvre ${p.path} sur un téléphone, alors la page est en français, sans défilement horizontal ni violation axe grave`, async (h) => {
    const page = await h.newPage();
    await page.goto(h.url(p.path));
    h.assert.match(await h.heading(page), p.h1);
    h.assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    await page.waitForLoadState('networkidle');
    await h.assertNoHorizontalScroll(page);
    await h.axe(page);
    await h.screenshotBoth(page, p.name);
  });
}

test('Quand la page d’accueil est chargée, alors les types d’examen, les forfaits, la FAQ et le bouton WhatsApp sont présents', async (h) => {
  const page = await h.newPage({ viewport: 'desktop' });
  await page.goto(h.url('/'));
  // The API-fed sections load as they near the screen, the figures and WhatsApp at the first scroll.
  await page.locator('#examens').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="exam-type"]').first().waitFor();
  await page.locator('#forfaits').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="package-card"]').first().waitFor();
  h.assert.ok((await page.locator('[data-testid="package-card"]').count()) > 0);
  await page.getByText('Questions fréquentes').waitFor();
  const wa = page.locator('[data-testid="whatsapp-button"]');
  await wa.waitFor();
  h.assert.match(await wa.getAttribute('href'), /^https:\/\/wa\.me\/\d{8,15}\?text=Bonjour/);
  h.assert.match(await page.locator('footer').textContent(), new RegExp(`© ${new Date().getFullYear()}`));
  // The figures are the operator's settings and the counts of the catalogue, not constants of the page.
  const site = await h.api('/site/');
  const figures = page.getByText('questions', { exact: true }).locator('xpath=..');
  await figures.waitFor();
  h.assert.equal(
    (await figures.locator('dd').textContent()).replace(/\s/g, ''),
    String(site.body.figures.questions),
  );
  // A click on an exam type goes to the exercises with its slug.
  await page.locator('[data-testid="exam-type"]').first().click();
  await page.waitForURL(/\/dashboard\/exercises\?examTypeSlug=/);
});

test('Quand une adresse s’inscrit à la lettre d’information, alors un message de remerciement s’affiche', async (h) => {
  const page = await h.newPage();
  await page.goto(h.url('/methodologie'));
  const field = page.getByLabel('Votre adresse e-mail');
  await page.getByRole('button', { name: "S'abonner" }).click();
  await page.getByText("L'adresse email est requise").waitFor();
  await field.fill('lecteur-e2e@exemple.fr');
  await page.getByRole('button', { name: "S'abonner" }).click();
  await h.expectToast(page, 'Merci ! Votre adresse est bien inscrite');
});

test('Quand un module ou une leçon de méthodologie est inconnu, alors la page introuvable s’affiche', async (h) => {
  const page = await h.newPage();
  for (const path of ['/methodologie/inconnu', '/methodologie/tcf-canada/inconnue']) {
    await page.goto(h.url(path));
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    // The address stays what was typed: the learner sees it is wrong, no silent redirect.
    h.assert.equal(new URL(page.url()).pathname, path);
    await page.getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
    await h.assertNoHorizontalScroll(page);
  }
  await h.screenshot(page, 'methodologie-introuvable');
  // The real length of the TCF Canada, on the list and on the exam's page.
  await page.goto(h.url('/methodologie'));
  await page.getByText('2 h 47 (35 + 60 + 60 + 12 min)').waitFor();
  await page.goto(h.url('/methodologie/tcf-canada'));
  await page.getByText('2 h 47 (35 + 60 + 60 + 12 min)').waitFor();
  await h.assertNoHorizontalScroll(page);
  await h.screenshot(page, 'methodologie-tcf-duree');
  // A lesson without a recorded video shows no video player, title or duration.
  await page.goto(h.url('/methodologie/tcf-canada/comprehension-orale'));
  await page.getByRole('heading', { level: 1, name: 'Compréhension orale' }).waitFor();
  h.assert.equal(await page.locator('video, #video').count(), 0);
  h.assert.equal(await page.getByText(/^Vidéo ·/).count(), 0);
  await h.screenshot(page, 'methodologie-lecon-sans-video');
  // Breadcrumb: up one level.
  await page.getByRole('link', { name: 'Retour : TCF Canada' }).click();
  await page.waitForURL(h.url('/methodologie/tcf-canada'));
});

test('Quand le menu mobile est ouvert, alors le focus y reste piégé et revient au bouton à la fermeture', async (h) => {
  const page = await h.newPage();
  await page.goto(h.url('/'));
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.waitFor();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    h.assert.ok(
      await dialog.evaluate((d) => d.contains(document.activeElement)),
      'le focus a quitté le menu',
    );
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  h.assert.ok(
    await opener.evaluate((b) => b === document.activeElement),
    'le focus n’est pas revenu au bouton',
  );
});
