// Journeys of the learner's space (1/2): exercise wizard and lock states.
import { test } from '../lib/harness.mjs';

const WRITING = '/dashboard/exercises/tcf-canada/tcf-canada-expression-ecrite/exam';

async function checkPage(h, page, label) {
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label });
}

test('Quand un nouvel apprenant passe par l’assistant, alors il va de l’étape 1 à un exercice de lecture du TCF Canada', async (h) => {
  const user = await h.registerUser();
  const { local } = await h.sessionFor(user);
  const page = await h.newPage({ storage: { local } });

  // The home page's exam type link lands on step 2; the success parameter becomes a toast and leaves the URL.
  await page.goto(h.url('/dashboard/exercises?examTypeSlug=tcf-canada&success=Bienvenue%20!'));
  await h.expectToast(page, 'Bienvenue !');
  await page.waitForURL(/\/dashboard\/exercises\/tcf-canada$/);
  await page.getByText('Étape 2 / 4').waitFor();
  await page.getByRole('button', { name: 'Retour' }).click();
  await page.waitForURL(/\/dashboard\/exercises$/);

  await page.getByText('Étape 1 / 4').waitFor();
  await page.locator('[data-testid="exam-type-card"]').first().waitFor();
  await checkPage(h, page, 'assistant étape 1');
  await h.screenshotBoth(page, 'assistant-etape-1');
  // Keyboard focus on a card is visible (outline drawn around the whole card).
  const card = page.getByRole('button', { name: 'TCF Canada', exact: true });
  await page.keyboard.press('Tab');
  await card.focus();
  const ring = await card.evaluate((el) => {
    const s = getComputedStyle(el, '::after');
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
  h.assert.equal(ring, 'solid 3px', `focus invisible : ${ring}`);
  await card.click();

  await page.getByText('Étape 2 / 4').waitFor();
  const star = page.getByRole('button', { name: 'Marquer « Compréhension écrite » comme favori' });
  await star.waitFor();
  await checkPage(h, page, 'assistant étape 2');
  await star.click();
  await h.expectToast(page, 'Examen ajouté à vos favoris');
  h.assert.equal(await star.getAttribute('aria-pressed'), 'true');
  // The favourite is kept by the server.
  await page.reload();
  await page
    .getByRole('button', { name: 'Marquer « Compréhension écrite » comme favori', pressed: true })
    .waitFor();
  await page.getByLabel('Mes favoris seulement').check();
  h.assert.equal(await page.locator('[data-testid="exam-card"]').count(), 1);
  await page.getByRole('button', { name: 'Compréhension écrite', exact: true }).click();

  await page.waitForURL(/\/dashboard\/exercises\/tcf-canada\/tcf-canada-comprehension-ecrite$/);
  await page.getByText('Étape 3 / 4').waitFor();
  await checkPage(h, page, 'assistant étape 3');
  h.assert.equal(
    await page
      .getByRole('navigation', { name: "Fil d'Ariane" })
      .getByRole('button', { name: 'TCF Canada' })
      .count(),
    1,
  );
  // Keyboard: the exam mode button is reachable and operable with Enter.
  await page.getByRole('button', { name: 'Choisir un exercice' }).focus();
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/tcf-canada-comprehension-ecrite\/exam$/);
  await page.getByText('Étape 4 / 4').waitFor();
  const first = page.locator('[data-testid="exercise-card"]').first();
  await first.waitFor();
  h.assert.equal(await first.getAttribute('data-locked'), 'no');
  await checkPage(h, page, 'assistant étape 4');
  await h.screenshotBoth(page, 'assistant-etape-4');
  await first.getByRole('button', { name: /Commencer/ }).click();
  await page.waitForURL(/\/exercice\/[\w-]+$/);
});

test('Quand un visiteur, un apprenant gratuit puis un abonné ouvrent les exercices, alors les verrous suivent la règle du serveur', async (h) => {
  // Anonymous: everything asks for an account, with a way back.
  const anon = await h.newPage();
  await anon.goto(h.url(WRITING));
  const cards = anon.locator('[data-testid="exercise-card"]');
  await cards.first().waitFor();
  h.assert.equal(await anon.locator('[data-locked="login"]').count(), await cards.count());
  const create = cards.first().getByRole('link', { name: 'Créer un compte' });
  h.assert.match(
    await create.getAttribute('href'),
    /^\/login\?redirect=%2Fexercice%2F[\w-]+&mode=inscription$/,
  );
  await checkPage(h, anon, 'verrous anonyme');
  // Training for an anonymous visitor goes through login.
  await anon.goto(h.url('/dashboard/exercises/tcf-canada/tcf-canada-expression-ecrite'));
  await anon.getByRole('button', { name: 'Commencer l’entraînement' }).click();
  await anon.waitForURL(/\/login\?redirect=%2Fexercice-training%2Ftcf-canada-expression-ecrite$/);

  // Free learner (default rule, decision 160): the first opens, the next ones ask for a package of
  // this exam type, and the wizard says the same rule.
  const user = await h.registerUser();
  const { local, tokens } = await h.sessionFor(user);
  const page = await h.newPage({ storage: { local } });
  await page.goto(h.url(WRITING));
  await page.locator('[data-testid="exercise-card"]').first().waitFor();
  const states = await page
    .locator('[data-testid="exercise-card"]')
    .evaluateAll((l) => l.map((c) => c.dataset.locked));
  h.assert.deepEqual(states.slice(0, 1), ['no']);
  h.assert.ok(states.length > 1 && states.slice(1).every((s) => s === 'package'), `états : ${states}`);
  await page.getByText('Après inscription, le premier exercice de chaque épreuve est gratuit').waitFor();
  const buy = page
    .locator('[data-locked="package"]')
    .first()
    .getByRole('link', { name: 'Acheter un forfait' });
  h.assert.equal(await buy.getAttribute('href'), '/packages?examtype=tcf-canada');
  // The lock says the rule the server applies (GET /api/site/), not a generic sentence.
  const lockText =
    'Un forfait TCF Canada ouvre cet exercice et tous les autres exercices TCF Canada, pour sa durée. Sans forfait, le premier exercice de chaque épreuve est gratuit.';
  await page.locator('[data-locked="package"]').first().getByText(lockText).waitFor();
  await checkPage(h, page, 'verrous gratuit');
  await h.screenshot(page, 'verrous-gratuit');
  // The same words on the page of a locked exercise opened by its address.
  const lockedSlug = (
    await h.api('/exercice/exam/tcf-canada-expression-ecrite/', { token: tokens.access })
  ).body.find((e) => e.locked).slug;
  await page.goto(h.url(`/exercice/${lockedSlug}`));
  await page.getByText(lockText).waitFor();
  h.assert.equal(
    await page.getByRole('link', { name: 'Acheter un forfait' }).getAttribute('href'),
    '/packages?examtype=tcf-canada',
  );
  await h.assertNoHorizontalScroll(page);
  await h.screenshot(page, 'verrou-page-exercice');

  // Subscribed through the sandbox payment page.
  const sub = await h.api('/subscription/', {
    method: 'POST',
    token: tokens.access,
    body: { slug_package: 'tcf-canada-1-mois' },
  });
  h.assert.equal(sub.status, 201, JSON.stringify(sub.body));
  await page.goto(new URL(sub.body.link, h.baseUrl).toString());
  await page.getByRole('button', { name: 'Payer' }).click();
  await page.waitForURL(/\/checkout\/success/);
  await page.goto(h.url(WRITING));
  await page.locator('[data-testid="exercise-card"]').first().waitFor();
  h.assert.equal(await page.locator('[data-locked="package"]').count(), 0);
  h.assert.equal(await page.locator('[data-locked="no"]').count(), states.length);
  // The dashboard agrees, and the profile shows the package.
  await page.goto(h.url('/dashboard/profile'));
  await page.locator('[data-testid="profile-package"]').getByText('TCF Canada — 1 mois').waitFor();
});
