// Journeys of the learner's space: dashboard, exercise wizard, attempt history, profile, lock states.
import { test } from '../lib/harness.mjs';

const WRITING = '/dashboard/exercises/tcf-canada/tcf-canada-expression-ecrite/exam';

/** Attempts through the API: on the first 3 (free) exercises of each TCF exam; MCQ ones answered, some left open. */
async function createAttempts(h, token, { total, openEvery = 4 }) {
  const exams = (await h.api('/exam/?exam_type=tcf-canada', { token })).body;
  const exercises = [];
  for (const exam of exams) {
    const list = (await h.api(`/exercice/exam/${exam.slug}/`, { token })).body;
    exercises.push(...list.filter((e) => !e.locked).slice(0, 3));
  }
  h.assert.ok(exercises.length >= 6, `trop peu d'exercices ouverts : ${exercises.length}`);
  for (let i = 0; i < total; i++) {
    const e = exercises[i % exercises.length];
    const a = await h.api(`/exercice-attempt/post/${e.slug}/`, {
      method: 'POST',
      token,
      body: { practice_type: 'exam' },
    });
    h.assert.equal(a.status, 201, JSON.stringify(a.body));
    if (e.type_exam === 'READING' || e.type_exam === 'LISTENING') {
      const questions = (await h.api(`/question/exo/${e.slug}/`, { token })).body;
      for (const [n, q] of questions.entries()) {
        if (!q.choices.length) continue;
        // Varied answers so the scores differ from one attempt to the next.
        const choice = q.choices[(n + i) % q.choices.length];
        await h.api(`/answer/post/${a.body.slug}/`, {
          method: 'POST',
          token,
          body: { question_slug: q.slug, choice: choice.slug },
        });
      }
    }
    if (i % openEvery !== openEvery - 1) {
      const done = await h.api(`/exercice-attempt/${a.body.slug}/`, { method: 'PUT', token, body: {} });
      h.assert.equal(done.status, 200, JSON.stringify(done.body));
    }
  }
}

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

  // Free learner: the first 3 open, the 4th asks for a package of this exam type.
  const user = await h.registerUser();
  const { local, tokens } = await h.sessionFor(user);
  const page = await h.newPage({ storage: { local } });
  await page.goto(h.url(WRITING));
  await page.locator('[data-testid="exercise-card"]').first().waitFor();
  const states = await page
    .locator('[data-testid="exercise-card"]')
    .evaluateAll((l) => l.map((c) => c.dataset.locked));
  h.assert.deepEqual(states.slice(0, 3), ['no', 'no', 'no']);
  h.assert.ok(states.length > 3 && states.slice(3).every((s) => s === 'package'), `états : ${states}`);
  const buy = page
    .locator('[data-locked="package"]')
    .first()
    .getByRole('link', { name: 'Acheter un package' });
  h.assert.equal(await buy.getAttribute('href'), '/packages?examtype=tcf-canada');
  await checkPage(h, page, 'verrous gratuit');
  await h.screenshot(page, 'verrous-gratuit');

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

test('Quand un apprenant a plus de 10 tentatives, alors l’historique cherche, filtre et pagine, et le tableau de bord montre sa progression', async (h) => {
  const user = await h.registerUser();
  const { local, tokens } = await h.sessionFor(user);
  await createAttempts(h, tokens.access, { total: 13 });
  const page = await h.newPage({ storage: { local } });

  await page.goto(h.url('/dashboard/history'));
  const rows = page.locator('[data-testid="attempt-row"]');
  await rows.first().waitFor();
  h.assert.equal(await rows.count(), 10);
  await page.getByText('13 tentatives · Page 1 sur 2').waitFor();
  await checkPage(h, page, 'historique');
  await h.screenshotBoth(page, 'historique');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('13 tentatives · Page 2 sur 2').waitFor();
  h.assert.equal(await rows.count(), 3);

  // A search goes back to page 1.
  await page.getByLabel('Rechercher').fill('ORALE');
  await page.getByText(/tentatives? · Page 1 sur 1/).waitFor();
  const titles = await rows.locator('h2').allTextContents();
  h.assert.ok(titles.length > 0 && titles.every((t) => /orale/i.test(t)), `titres : ${titles}`);
  await page.getByLabel('Rechercher').fill('');
  await page.getByLabel('Statut').selectOption('in_progress');
  const open = await rows.count();
  h.assert.ok(open >= 1 && open <= 4, `en cours : ${open}`);
  h.assert.equal(await page.getByRole('link', { name: /^Reprendre/ }).count(), open);
  await page.getByLabel('Statut').selectOption('completed');
  await page.getByLabel('Trier par').selectOption('best');
  const link = page.getByRole('link', { name: /^Voir les résultats/ }).first();
  h.assert.match(await link.getAttribute('href'), /^\/exercice-results\/[\w-]+$/);
  await page.getByLabel('Rechercher').fill('aucun exercice ne porte ce nom');
  await page.getByText('Aucune tentative trouvée').waitFor();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await page.getByText('13 tentatives · Page 1 sur 2').waitFor();

  // Dashboard: stats, last 5, progress per skill with an NCLC badge, first exam type open.
  await page.goto(h.url('/dashboard'));
  await page.locator('[data-testid="stat-tile"]').first().getByText('13').waitFor();
  h.assert.equal(await page.locator('[data-testid="recent-attempts"] li').count(), 5);
  const reading = page.locator('[data-testid="progress-READING"]');
  await reading.locator('[data-testid="progress-chart"]').waitFor();
  h.assert.match(await reading.textContent(), /NCLC|Sous NCLC 4/);
  const sections = page.locator('[data-testid="exam-type-section"]');
  await sections
    .first()
    .getByRole('button', { name: /^Masquer/ })
    .waitFor();
  await sections.first().locator('[data-testid="exercise-card"]').first().waitFor();
  h.assert.ok((await sections.first().locator('[data-testid="exercise-card"]').count()) <= 6);
  await checkPage(h, page, 'tableau de bord');
  await h.screenshotBoth(page, 'tableau-de-bord');
  // Collapse and expand; another exam tab loads its exercises.
  await sections
    .first()
    .getByRole('button', { name: /^Masquer/ })
    .click();
  await sections
    .first()
    .getByRole('button', { name: /^Découvrir/ })
    .click();
  const tab = sections.first().getByRole('button', { name: 'Compréhension écrite', exact: true });
  await tab.click();
  h.assert.equal(await tab.getAttribute('aria-pressed'), 'true');
  await sections
    .first()
    .getByRole('heading', { name: /Compréhension écrite — Série 1/ })
    .waitFor();
  // The attempt-history modal of an exercise already tried.
  await sections
    .first()
    .getByRole('button', { name: /^Mes tentatives/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(/moins d'1h/)
    .first()
    .waitFor();
  await checkPage(h, page, 'historique d’un exercice');
  await page.keyboard.press('Escape');
});

test('Quand un apprenant modifie son profil et son mot de passe, alors l’ancien mot de passe est vérifié et le nouveau fonctionne', async (h) => {
  const user = await h.registerUser();
  const { local } = await h.sessionFor(user);
  const page = await h.newPage({ storage: { local } });
  await page.goto(h.url('/dashboard/profile'));
  await page.getByText('Aucun forfait actif').waitFor();
  h.assert.match(
    await page.getByRole('link', { name: 'Voir les forfaits' }).getAttribute('href'),
    /^\/packages$/,
  );
  h.assert.match(
    (await page.locator('[data-testid="last-login"]').textContent()).replace(/\s/g, ' '),
    /^\d{1,2} [a-zéû]+ \d{4} à \d\d:\d\d$/,
  );
  await checkPage(h, page, 'profil');

  // Cancel resets.
  await page.getByLabel('Prénom').fill('Quelqu’un');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  h.assert.equal(await page.getByLabel('Prénom').inputValue(), 'Awa');

  // Validation order, then the server's check of the current password.
  await page.getByLabel('Prénom').fill('Aïssatou');
  await page.getByRole('button', { name: /^Modifier/ }).click();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await h.expectToast(page, 'Tous les champs de mot de passe sont requis');
  await page.getByLabel('Mot de passe actuel').fill('PasLeBon2026');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('NouveauMot2026');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('NouveauMot2026');
  await checkPage(h, page, 'profil, bloc mot de passe');
  await h.screenshotBoth(page, 'profil-mot-de-passe');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.locator('[data-toast="error"]').last().waitFor();
  await page.getByLabel('Mot de passe actuel').fill(user.password);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await h.expectToast(page, 'Profil mis à jour avec succès !');
  await h.expectToast(page, 'Mot de passe modifié avec succès !');
  await page.getByText('Aïssatou Ndiaye').waitFor();
  h.assert.equal(await page.getByLabel('Mot de passe actuel').count(), 0);

  // The new password logs in, the old one no longer does; this session stays open.
  const ok = await h.api('/auth-token', {
    method: 'POST',
    body: { username: user.email, password: 'NouveauMot2026' },
  });
  h.assert.equal(ok.status, 200);
  const old = await h.api('/auth-token', {
    method: 'POST',
    body: { username: user.email, password: user.password },
  });
  h.assert.equal(old.status, 400);
  await page.reload();
  await page.getByText('Aïssatou Ndiaye').waitFor();
});
