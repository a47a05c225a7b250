import { test } from '../lib/harness.mjs';

// The three tasks of the TCF Canada speaking test in exam mode, on a 360 px phone, with the
// browser's fake microphone.

test(
  'Quand un apprenant passe les trois tâches d’expression orale en examen, alors chaque tâche a sa durée, la tâche 2 commence par 2 minutes de préparation, un seul enregistrement est permis et, sans reconnaissance vocale, les résultats montrent les indicateurs sans note',
  async (h) => {
    const user = await h.registerUser();
    const s = await h.sessionFor(user);
    const page = await h.newPage({ storage: s });
    page.on('dialog', (d) => void d.accept());
    await page.clock.install();
    await page.goto(h.url('/exercice/tcf-eo-serie-1'));
    await page.getByRole('button', { name: 'Commencer', exact: true }).click();
    await page.getByRole('heading', { name: 'Tâche 1 sur 3' }).waitFor();
    await page.getByText('2 min d’enregistrement au plus.').waitFor();
    await page.getByText('0:00 / 2:00').waitFor();

    const record = async (ms) => {
      await page.getByRole('button', { name: 'Commencer l’enregistrement' }).click();
      await page.getByText('Enregistrement en cours').waitFor();
      await page.clock.runFor(ms);
      await page.waitForTimeout(ms); // the fake microphone produces sound in real time
      await page.getByRole('button', { name: 'Arrêter l’enregistrement' }).click();
      await page.getByLabel('Votre enregistrement').waitFor();
      await page.locator('[data-save-state="saved"]').waitFor();
    };
    await record(3000);
    // One take: no "Recommencer" in exam mode.
    h.assert.equal(await page.getByRole('button', { name: 'Recommencer' }).count(), 0);
    await page.getByText('Votre enregistrement pour cette tâche est fait.').waitFor();
    await h.screenshot(page, 'oral-tache-1-enregistree');

    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Tâche 2 sur 3' }).waitFor();
    await page.getByText('2 min de préparation, puis 3 min 30 d’enregistrement au plus.').waitFor();
    await page.locator('[data-preparation="running"]').waitFor();
    h.assert.ok(
      await page.getByRole('button', { name: 'Commencer l’enregistrement' }).isDisabled(),
      'enregistrement possible pendant la préparation',
    );
    await h.axe(page, { label: 'préparation tâche 2' });
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'oral-tache-2-preparation');
    // The countdown keeps running when the learner goes back and forth.
    await page.clock.runFor(60_000);
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('heading', { name: 'Tâche 1 sur 3' }).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Tâche 2 sur 3' }).waitFor();
    const left = await page.getByRole('timer').textContent();
    h.assert.match(left, /restant : (0:5\d|1:0\d)/);
    await page.clock.runFor(62_000);
    await page.locator('[data-preparation="running"]').waitFor({ state: 'detached' });
    await page.getByText('0:00 / 3:30').waitFor();
    await record(3000);

    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Tâche 3 sur 3' }).waitFor();
    await page.getByText('0:00 / 4:30').waitFor();
    await record(3000);
    await h.screenshot(page, 'oral-tache-3-enregistree');

    await page.clock.resume(); // the results page polls for the corrections in real time
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Oui, terminer' }).click();
    await page.waitForURL(/\/exercice-results\//);
    await page.getByRole('heading', { name: "Résultats de l'exercice" }).waitFor({ timeout: 60_000 });
    // Chromium's fake microphone plays a beep, not a voice: the answer is not assessed, no note.
    await page.locator('[data-oral-assessed="false"]').first().waitFor({ timeout: 60_000 });
    await page
      .getByText(/Réponse non évaluée|n’a pas pu être évalué/)
      .first()
      .waitFor();
    h.assert.equal(await page.getByText('/ 699').count(), 0);
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'oral-resultats-sans-transcription');
  },
  { timeoutMs: 180_000 },
);

test('Quand un apprenant sans abonnement s’entraîne en expression écrite ou orale, alors il lit d’abord ce qu’il obtient, puis il écrit ou enregistre librement', async (h) => {
  const user = await h.registerUser();
  const page = await h.newPage({ storage: await h.sessionFor(user) });
  await page.goto(h.url('/exercice-training/tcf-canada-expression-ecrite'));
  const rule = page.getByRole('note').filter({ hasText: 'réservée aux abonnés' });
  await rule.waitFor();
  const area = page.getByLabel('Votre réponse');
  // The rule comes before the editor.
  h.assert.ok((await rule.boundingBox()).y < (await area.boundingBox()).y);
  await area.fill('Bonjour Marie, je t’invite à ma fête samedi.');
  await page.getByText('8 mots').waitFor();
  // Nothing is sent for correction: no such button for a free learner.
  h.assert.equal(await page.getByRole('button', { name: 'Faire corriger ma réponse' }).count(), 0);
  await h.assertNoHorizontalScroll(page);
  await h.screenshot(page, 'entrainement-ecrit-gratuit');

  await page.goto(h.url('/exercice-training/tcf-canada-expression-orale'));
  await page.getByRole('note').filter({ hasText: 'réservée aux abonnés' }).waitFor();
  await page.getByRole('button', { name: 'Commencer l’enregistrement' }).click();
  await page.getByText('Enregistrement en cours').waitFor();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Arrêter l’enregistrement' }).click();
  // Training: re-recording is allowed.
  await page.getByRole('button', { name: 'Recommencer' }).waitFor();
  h.assert.equal(await page.getByRole('button', { name: 'Faire corriger ma réponse' }).count(), 0);
  await h.axe(page, { label: 'entraînement oral' });
  await h.screenshot(page, 'entrainement-oral-gratuit');
});
