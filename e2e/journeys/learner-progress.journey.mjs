// Journeys of the learner's space (2/2): attempt history, dashboard progress, profile.
import { test } from '../lib/harness.mjs';

/**
 * Attempts through the API, in turn on the free exercises of the TCF exams (the default rule opens
 * one per épreuve); MCQ ones answered; the last `open` ones left open (each on its own exercise:
 * an exercise holds one open exam attempt at a time).
 */
async function createAttempts(h, token, { total, open = 2 }) {
  const exams = (await h.api('/exam/?exam_type=tcf-canada', { token })).body;
  const exercises = [];
  for (const exam of exams) {
    const list = (await h.api(`/exercice/exam/${exam.slug}/`, { token })).body;
    exercises.push(...list.filter((e) => !e.locked).slice(0, 3));
  }
  h.assert.ok(exercises.length >= Math.max(open, 2), `trop peu d'exercices ouverts : ${exercises.length}`);
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
    if (i < total - open) {
      const done = await h.api(`/exercice-attempt/${a.body.slug}/`, { method: 'PUT', token, body: {} });
      h.assert.equal(done.status, 200, JSON.stringify(done.body));
    }
  }
}

async function checkPage(h, page, label) {
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label });
}

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
  // At 360 px the sub-menu scrolls on its own (never the page) and shows that more follows.
  const row = page.locator('[data-testid="dashboard-nav"] [data-scroll-row]');
  const widths = await row.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  h.assert.ok(widths[0] > widths[1], `sous-menu : ${widths}`);
  await h.assertNoHorizontalScroll(page);
  const current = page.locator('[data-testid="dashboard-nav"] [aria-current="page"]');
  const box = await current.boundingBox();
  h.assert.ok(box.x >= 0 && box.x + box.width <= 360, `onglet courant hors écran : ${JSON.stringify(box)}`);
  await page.locator('[data-scroll-hint="start"]').waitFor();
  await h.screenshot(page, 'sous-menu-historique');
  await row.evaluate((el) => el.scrollTo({ left: 0 }));
  await page.locator('[data-scroll-hint="start"]').waitFor({ state: 'detached' });
  await page.locator('[data-scroll-hint="end"]').waitFor();
  await h.screenshot(page, 'sous-menu-debut');
  await h.screenshotBoth(page, 'historique');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText('13 tentatives · Page 2 sur 2').waitFor();
  // The server sends the page: the previous one stays until it arrives.
  await rows.nth(3).waitFor({ state: 'detached' });
  h.assert.equal(await rows.count(), 3);

  // A search goes back to page 1.
  await page.getByLabel('Rechercher').fill('ORALE');
  await page.getByText(/tentatives? · Page 1 sur 1/).waitFor();
  const titles = await rows.locator('h2').allTextContents();
  h.assert.ok(titles.length > 0 && titles.every((t) => /orale/i.test(t)), `titres : ${titles}`);
  await page.getByLabel('Rechercher').fill('');
  await page.getByLabel('Statut').selectOption('in_progress');
  // Once the server's filtered page is shown, every row can be resumed.
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('[data-testid="attempt-row"]')];
    return (
      shown.length > 0 &&
      shown.every((r) => [...r.querySelectorAll('a')].some((a) => a.textContent.startsWith('Reprendre')))
    );
  });
  const open = await rows.count();
  h.assert.ok(open >= 1 && open <= 4, `en cours : ${open}`);
  h.assert.equal(await page.getByRole('link', { name: /^Reprendre/ }).count(), open);
  await page.getByLabel('Statut').selectOption('completed');
  await page.getByLabel('Trier par').selectOption('best');
  // The filters live in the address: a reload keeps them, "back" returns to the previous sort.
  await page.waitForURL(/status=completed&sort=best/);
  await page.reload();
  await rows.first().waitFor();
  h.assert.equal(await page.getByLabel('Statut').inputValue(), 'completed');
  h.assert.equal(await page.getByLabel('Trier par').inputValue(), 'best');
  await page.goBack();
  await page.waitForURL((u) => u.search === '?status=completed');
  h.assert.equal(await page.getByLabel('Trier par').inputValue(), 'newest');
  await page.goForward();
  await page.waitForURL(/sort=best/);
  h.assert.equal(await page.getByLabel('Trier par').inputValue(), 'best');
  const link = page.getByRole('link', { name: /^Voir les résultats/ }).first();
  h.assert.match(await link.getAttribute('href'), /^\/exercice-results\/[\w-]+$/);
  await page.getByLabel('Rechercher').fill('aucun exercice ne porte ce nom');
  await page.getByText('Aucune tentative trouvée').waitFor();
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await page.getByText('13 tentatives · Page 1 sur 2').waitFor();

  // Dashboard: stats, last 5, progress per skill with an NCLC badge, first exam type open.
  await page.goto(h.url('/dashboard'));
  await page.locator('[data-testid="stat-tile"]').first().getByText('13').waitFor();
  await page.locator('[data-testid="recent-attempts"]').waitFor();
  h.assert.equal(await page.locator('[data-testid="recent-attempts"] li').count(), 5);
  const reading = page.locator('[data-testid="progress-tcf-canada-READING"]');
  await reading.locator('[data-testid="progress-chart"]').waitFor();
  h.assert.match(await reading.textContent(), /NCLC|Sous NCLC 4/);
  h.assert.match(await reading.textContent(), /TCF Canada/);
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
  // The attempt-history modal of an exercise already tried: named, focus inside, Escape returns focus.
  const opener = sections
    .first()
    .getByRole('button', { name: /^Mes tentatives/ })
    .first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Mes tentatives — / });
  await dialog
    .getByText(/moins d'1h/)
    .first()
    .waitFor();
  h.assert.ok(
    await dialog.evaluate((d) => d.contains(document.activeElement)),
    'le focus n’est pas dans la fenêtre',
  );
  h.assert.match(
    await dialog.getByRole('link').first().getAttribute('href'),
    /^\/exercice(-results)?\/[\w-]+$/,
  );
  await h.assertNoHorizontalScroll(page);
  // With the dialog open, the page behind is inert and hidden: axe checks only the dialog.
  h.assert.ok(
    await page.evaluate(() => !!document.querySelector('header')?.closest('[inert][aria-hidden="true"]')),
    'la page derrière la fenêtre n’est pas inerte',
  );
  await h.axe(page, { label: 'tentatives d’un exercice (fenêtre ouverte)' });
  await h.screenshot(page, 'tentatives-d-un-exercice');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  h.assert.ok(
    await opener.evaluate((b) => b === document.activeElement),
    'le focus n’est pas revenu au bouton',
  );
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
