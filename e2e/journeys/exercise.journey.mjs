import { test } from '../lib/harness.mjs';

// Journeys of the exam screen, results and training, on a 360 px phone viewport.

async function learnerPage(h) {
  const user = await h.registerUser();
  const s = await h.sessionFor(user);
  const page = await h.newPage({ storage: s });
  const leaveDialogs = [];
  // Accept the browser's leave-page confirmation (reloads) and remember that it was asked.
  page.on('dialog', (d) => {
    leaveDialogs.push(d.type());
    void d.accept();
  });
  return { page, token: s.tokens.access, leaveDialogs };
}

const seconds = (txt) => {
  const parts = txt.trim().split(':').map(Number);
  return parts.reduce((acc, n) => acc * 60 + n, 0);
};
const saved = (page) => page.locator('[data-save-state="saved"]').waitFor();

test(
  'Quand un apprenant passe une compréhension écrite TCF en examen blanc, interrompue par un rechargement et une coupure réseau, alors rien n’est perdu et le score affiché est celui du serveur',
  async (h) => {
    const { page, token, leaveDialogs } = await learnerPage(h);
    await page.goto(h.url('/exercice/tcf-ce-serie-1'));
    // The start screen first: rules, and nothing created until « Commencer ».
    await page.getByRole('heading', { name: 'Avant de commencer' }).waitFor();
    h.assert.equal((await page.getByTestId('start-count').textContent()).trim(), '39');
    h.assert.equal((await h.api('/exercice-attempt/', { token })).body.length, 0);
    await h.axe(page, { label: 'écran de démarrage' });
    await h.assertNoHorizontalScroll(page);
    await h.screenshotBoth(page, 'ecran-de-demarrage');
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await page.getByRole('heading', { name: 'Question 1 sur 39' }).waitFor();
    await h.expectToast(page, 'Exercice démarré avec succès!');
    h.assert.ok(seconds(await page.getByTestId('exam-timer').textContent()) > 3500);
    await h.axe(page, { label: 'exercice' });
    await h.assertNoHorizontalScroll(page);

    const pick = async (n) => {
      await page.getByRole('heading', { name: `Question ${n} sur 39` }).waitFor();
      // Alternate picks so that some are right and some wrong.
      await page
        .getByRole('radio')
        .nth(n % 4)
        .check();
    };
    for (let n = 1; n <= 12; n++) {
      await pick(n);
      await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await saved(page);

    // Reload in the middle: the same attempt comes back on the same question, answers and time kept.
    const before = seconds(await page.getByTestId('exam-timer').textContent());
    await page.reload();
    await page.getByRole('heading', { name: 'Question 13 sur 39' }).waitFor();
    await h.expectToast(page, 'Tentative en cours reprise');
    const after = seconds(await page.getByTestId('exam-timer').textContent());
    h.assert.ok(
      after <= before && after > before - 30,
      `temps après rechargement : ${after} (avant ${before})`,
    );
    // The grid is folded behind the progress toggle: open it to count the answered questions.
    await page.getByRole('button', { name: /^Questions : 12 répondues sur 39/ }).click();
    const answered = await page
      .locator('nav[aria-label="Questions de l’exercice"] button[data-answered="true"]')
      .count();
    h.assert.equal(answered, 12);
    await page.getByRole('button', { name: /^Questions : 12 répondues sur 39/ }).click();
    h.assert.ok(leaveDialogs.includes('beforeunload'), 'confirmation de sortie attendue');

    // Dropped connection: answers are kept on the device and sent when the network is back.
    await page.context().setOffline(true);
    await page.locator('[data-save-state="offline"]').waitFor();
    for (let n = 13; n <= 15; n++) {
      await pick(n);
      await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await page.getByText('Hors ligne : vos réponses sont gardées').waitFor();
    await page.context().setOffline(false);
    await saved(page);

    for (let n = 16; n <= 39; n++) {
      await pick(n);
      if (n < 39) await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await page.getByRole('button', { name: 'Terminer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vous avez répondu à 39 questions sur 39.').waitFor();
    await dialog.getByRole('button', { name: 'Oui, terminer' }).click();
    await page.waitForURL(/\/exercice-results\//);
    const attemptSlug = decodeURIComponent(page.url().split('/exercice-results/')[1]);

    const shown = (await page.getByTestId('final-score').textContent()).trim();
    const server = await h.api(`/exercice-attempt/${attemptSlug}`, { token });
    h.assert.equal(server.body.counts.answered, 39);
    h.assert.equal(shown, `${server.body.score} / 699`);
    h.assert.equal(
      (await page.getByTestId('count-correct').textContent()).trim(),
      `${server.body.counts.correct} / ${server.body.counts.total}`,
    );
    await page.getByRole('heading', { name: 'Équivalences NCLC (TCF Canada)' }).waitFor();
    await h.axe(page, { label: 'résultats' });
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'resultats-lecture');

    // Filters and the detail of a question.
    await page.getByLabel('Bonnes réponses', { exact: true }).uncheck();
    const wrong = page.locator('li[data-correct]');
    h.assert.equal(await wrong.count(), server.body.counts.incorrect + server.body.counts.unanswered);
    await wrong.first().getByRole('button').click();
    await page.getByText('(bonne réponse)').first().waitFor();

    // Retake only the mistakes, in training mode.
    await page.getByRole('link', { name: 'Refaire seulement mes erreurs' }).click();
    await page.getByRole('heading', { name: /^Erreur 1 sur \d+$/ }).waitFor();
    await page.getByRole('radio').first().check();
    await page.locator('[data-feedback]').waitFor();
    await page.getByRole('button', { name: 'Question suivante' }).click();
    await page.getByRole('heading', { name: /^Erreur 2 sur \d+$/ }).waitFor();
  },
  { timeoutMs: 240_000 },
);

test('Quand un apprenant rédige une expression écrite puis recharge la page, alors son texte est toujours là, avec le compteur de mots', async (h) => {
  const { page } = await learnerPage(h);
  await page.goto(h.url('/exercice/tcf-ee-serie-1'));
  await page.getByRole('button', { name: 'Commencer', exact: true }).click();
  await page
    .getByRole('heading', { name: 'Tâche 1 sur 3' })
    .waitFor()
    .catch(async (e) => {
      console.log(await page.locator('body').innerText());
      throw e;
    });
  await page.getByRole('heading', { name: 'Tâche 1 sur 3' }).waitFor();
  // Tasks may be answered in any order: moving on from an empty one asks for confirmation.
  await page.getByRole('button', { name: 'Suivant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tâche sans réponse' });
  await dialog.waitFor();
  await h.screenshot(page, 'tache-vide-confirmation');
  await dialog.getByRole('button', { name: 'Passer à la suite' }).click();
  await page.getByRole('heading', { name: 'Tâche 2 sur 3' }).waitFor();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await page.getByRole('heading', { name: 'Tâche 1 sur 3' }).waitFor();

  const area = page.getByLabel('Votre réponse');
  await area.fill('Salut Thomas, je t');
  await page.getByRole('button', { name: 'Insérer é', exact: true }).click();
  await area.press('End');
  await area.pressSequentially(' invite samedi soir chez moi.');
  await page.getByText('9 mots').waitFor();
  await page.getByText('(attendu : 60 à 120 mots)').waitFor();
  await h.axe(page, { label: 'expression écrite' });
  await h.assertNoHorizontalScroll(page);

  await page.reload(); // at once: the text has not even reached the server yet
  await page.getByRole('heading', { name: 'Tâche 1 sur 3' }).waitFor();
  h.assert.equal(
    await page.getByLabel('Votre réponse').inputValue(),
    'Salut Thomas, je té invite samedi soir chez moi.',
  );
  await saved(page);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('heading', { name: 'Tâche 2 sur 3' }).waitFor();
});

test(
  'Quand un apprenant enregistre une réponse orale avec le microphone, alors elle est envoyée au serveur et se réécoute dans les résultats',
  async (h) => {
    const { page, token } = await learnerPage(h);
    await page.goto(h.url('/exercice/tcf-eo-serie-1'));
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await page.getByRole('heading', { name: 'Tâche 1 sur 3' }).waitFor();
    await page.getByRole('button', { name: 'Commencer l’enregistrement' }).click();
    await page.getByText('Enregistrement en cours').waitFor();
    await page.getByRole('meter', { name: 'Niveau sonore' }).waitFor();
    await page.waitForTimeout(3000);
    await page.getByRole('button', { name: 'Arrêter l’enregistrement' }).click();
    await page.getByLabel('Votre enregistrement').waitFor();
    await saved(page);
    await h.axe(page, { label: 'expression orale' });
    await h.assertNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Quitter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitter et voir les résultats' }).click();
    await page.waitForURL(/\/exercice-results\//);
    const attemptSlug = decodeURIComponent(page.url().split('/exercice-results/')[1]);
    const r = await h.api(`/exercice-attempt/${attemptSlug}`, { token });
    h.assert.ok(r.body.exercice.questions[0].user_aswer_audio, 'enregistrement absent côté serveur');

    await page.getByRole('heading', { name: "Résultats de l'exercice" }).waitFor({ timeout: 30_000 });
    const player = page.locator('[data-audio-state]').filter({ hasText: 'Votre enregistrement' });
    await player.getByRole('button', { name: 'Écouter' }).click();
    await page.locator('[data-audio-state="playing"], [data-audio-state="idle"]').first().waitFor();
    h.assert.ok(await player.evaluate((el) => el.querySelector('audio').duration > 1), 'audio illisible');
    await h.axe(page, { label: 'résultats oral' });
  },
  { timeoutMs: 120_000 },
);

test('Quand un apprenant s’entraîne, alors un choix est corrigé aussitôt avec la bonne réponse, le chronomètre s’arrête et une autre question se charge', async (h) => {
  const { page } = await learnerPage(h);
  await page.goto(h.url('/exercice-training/tcf-canada-comprehension-ecrite'));
  await page.getByTestId('stopwatch').waitFor();
  await page.getByRole('radio').first().waitFor();
  await h.axe(page, { label: 'entraînement' });
  await h.assertNoHorizontalScroll(page);
  const first = await page.locator('input[type=radio]').first().getAttribute('name');

  await page.getByRole('radio').nth(1).check();
  const feedback = page.locator('[data-feedback]');
  await feedback.waitFor();
  if ((await feedback.getAttribute('data-feedback')) === 'incorrect')
    await feedback.getByText('La bonne réponse :').waitFor();
  const stopped = await page.getByTestId('stopwatch').textContent();
  await page.waitForTimeout(1500);
  h.assert.equal(await page.getByTestId('stopwatch').textContent(), stopped);

  // The button sits below the document and the feedback: at 360 px the page is scrolled down.
  const more = page.getByRole('button', { name: 'Charger une autre question' });
  await more.scrollIntoViewIfNeeded();
  h.assert.ok((await page.evaluate(() => window.scrollY)) > 200, 'la page devrait être défilée');
  await more.click();
  await page.locator('[data-feedback]').waitFor({ state: 'detached' });
  await page.getByRole('radio').first().waitFor();
  const second = await page.locator('input[type=radio]').first().getAttribute('name');
  h.assert.notEqual(second, first);
  h.assert.equal(await page.getByTestId('stopwatch').textContent(), '00:00');
  // The new question starts at the top of the screen, just below the sticky header.
  await page.waitForFunction(() => {
    const top = document.querySelector('[data-testid="training-question-top"]').getBoundingClientRect().top;
    return top >= 60 && top <= 100;
  });
  await h.screenshot(page, 'entrainement-nouvelle-question');
});
