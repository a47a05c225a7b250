import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '../lib/harness.mjs';

/** Signs the administrator in through the login screen, as an operator does. */
async function adminPage(h, viewport = 'mobile') {
  const page = await h.newPage({ viewport });
  await page.goto(h.url('/login?redirect=%2Fadmin'));
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(h.admin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(h.admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL((u) => u.pathname === '/admin', { timeout: 15_000 });
  return page;
}

test('Quand un administrateur ouvre l’administration, alors il voit toutes les sections et le journal, sans le pied de page ni le bouton WhatsApp du site, et un apprenant n’y entre pas', async (h) => {
  for (const viewport of ['mobile', 'desktop']) {
    const page = await adminPage(h, viewport);
    const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
    for (const label of [
      'Contenu',
      'Apprenants',
      'Paiements',
      'Signalements',
      'Relectures',
      'Exploitation',
      'Journal',
    ])
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    // A working tool: neither the public footer nor the WhatsApp button (loaded at the first scroll).
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    h.assert.equal(await page.locator('footer').count(), 0, 'pas de pied de page public');
    h.assert.equal(await page.locator('a[href*="wa.me"]').count(), 0, 'pas de bouton WhatsApp');
    await h.axe(page, { label: `accueil de l’administration ${viewport}` });
    await h.assertNoHorizontalScroll(page);
    await nav.getByRole('link', { name: 'Journal', exact: true }).click();
    await page.getByRole('heading', { name: 'Journal des actions' }).waitFor();
    await page
      .getByText('Aucune action enregistrée pour ces critères.')
      .or(page.getByTestId('audit-entry').first())
      .waitFor();
    await h.axe(page, { label: `journal ${viewport}` });
    await h.assertNoHorizontalScroll(page);
    if (viewport === 'mobile') await h.screenshotBoth(page, 'admin-journal');
    await page.close();
  }

  // A learner who types the address lands in their own space, without loading the back office.
  const learner = await h.registerUser();
  const { local } = await h.sessionFor(learner);
  const page = await h.newPage({ storage: { local } });
  const adminChunks = [];
  page.on('request', (r) => {
    if (/\/assets\/(Admin|Journal|admin)/.test(new URL(r.url()).pathname)) adminChunks.push(r.url());
  });
  await page.goto(h.url('/admin/journal'));
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.goto(h.url('/'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  h.assert.deepEqual(adminChunks, [], 'un apprenant a chargé du code de l’administration');
});

/** Files under the learner's recordings folder in the server's storage. */
function recordingsOf(h, userId) {
  try {
    return readdirSync(path.join(h.dataDir, 'storage/answers', String(userId)), {
      recursive: true,
      withFileTypes: true,
    }).filter((e) => e.isFile());
  } catch {
    return [];
  }
}

test('Quand un administrateur supprime un apprenant depuis sa fiche, alors ses enregistrements disparaissent du stockage et le journal le dit', async (h) => {
  const learner = await h.registerUser({ firstName: 'Bintou', lastName: 'Kamara' });
  const { tokens } = await h.sessionFor(learner);
  // A spoken answer: a real recording in storage.
  const webm = spawnSync(
    'ffmpeg',
    [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=2',
      '-ac',
      '1',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  ).stdout;
  const attempt = await h.api('/exercice-attempt/post/tcf-eo-serie-1/', {
    method: 'POST',
    token: tokens.access,
    body: { practice_type: 'training' },
  });
  const answer = await h.api(`/answer/post/${attempt.body.slug}/`, {
    method: 'POST',
    token: tokens.access,
    body: {
      question_slug: 'tcf-eo-1-t1',
      audio_file: `data:audio/webm;codecs=opus;base64,${webm.toString('base64')}`,
    },
  });
  h.assert.equal(answer.status, 201, JSON.stringify(answer.body));
  const id = learner.user.id ?? (await h.api('/user/', { token: tokens.access })).body.id;
  h.assert.equal(recordingsOf(h, id).length, 1, 'pas d’enregistrement dans le stockage');

  for (const viewport of ['desktop', 'mobile']) {
    const page = await adminPage(h, viewport);
    await page
      .getByRole('navigation', { name: 'Navigation de l’administration' })
      .getByRole('link', { name: 'Apprenants' })
      .click();
    await page.getByRole('heading', { name: 'Apprenants' }).waitFor();
    await page.getByLabel('E-mail ou nom').fill('bintou kamara');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByTestId('learner-row').filter({ hasText: learner.email }).waitFor();
    await h.axe(page, { label: `apprenants ${viewport}` });
    await h.assertNoHorizontalScroll(page);
    if (viewport === 'mobile') await h.screenshotBoth(page, 'admin-apprenants');
    await page.getByTestId('learner-row').filter({ hasText: learner.email }).click();
    await page.getByRole('heading', { name: learner.email }).waitFor();
    await page.getByText('1 enregistrement vocal conservé').waitFor();
    await page.getByTestId('attempt').first().waitFor();
    await h.axe(page, { label: `fiche apprenant ${viewport}` });
    await h.assertNoHorizontalScroll(page);
    if (viewport === 'desktop') {
      // Grant a week of access with a reason, as a commercial gesture.
      await page.getByRole('button', { name: 'Accorder un abonnement' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Forfait').selectOption({ index: 1 });
      await dialog.getByLabel('Nombre de jours').fill('7');
      await dialog.getByLabel('Raison (inscrite au journal)').fill('geste commercial');
      await dialog.getByRole('button', { name: 'Confirmer' }).click();
      await h.expectToast(page, 'Abonnement accordé');
      await page.getByTestId('subscription').filter({ hasText: 'Accordé par un administrateur' }).waitFor();
      await page.close();
      continue;
    }
    await h.screenshotBoth(page, 'admin-fiche-apprenant');
    await page.getByRole('button', { name: 'Supprimer le compte et ses données' }).click();
    const dialog = page.getByRole('dialog');
    await h.axe(page, { label: 'confirmation de suppression' });
    await h.screenshot(page, 'admin-suppression-confirmation');
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
    h.assert.ok(await confirm.isDisabled(), 'suppression possible sans recopier l’adresse');
    await dialog.getByLabel(`Recopiez l’adresse ${learner.email} pour confirmer`).fill(learner.email);
    await dialog.getByLabel('Raison (inscrite au journal)').fill('demande par e-mail');
    await confirm.click();
    await h.expectToast(page, 'Compte supprimé (1 enregistrement effacé)');
    await page.getByText(/Ce compte a été supprimé le/).waitFor();
    h.assert.deepEqual(recordingsOf(h, id), [], 'des enregistrements restent dans le stockage');
    // The learner's session is over.
    h.assert.equal((await h.api('/user/', { token: tokens.access })).status, 401);
    await page
      .getByRole('navigation', { name: 'Navigation de l’administration' })
      .getByRole('link', { name: 'Journal' })
      .click();
    await page.getByTestId('audit-entry').filter({ hasText: 'Compte supprimé' }).waitFor();
    await h.screenshotBoth(page, 'admin-journal-suppression');
  }
});

test(
  'Quand un administrateur crée un exercice de compréhension orale TCF avec un audio, sa transcription, les explications et 4 choix, le prévisualise et le publie, alors un apprenant le voit et le passe, et le pack s’exporte',
  async (h) => {
    const wav = path.join(h.dataDir, 'annonce.wav');
    spawnSync('ffmpeg', ['-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '1', wav]);
    const page = await adminPage(h, 'desktop');
    page.on('dialog', (d) => void d.accept());
    await page.goto(h.url('/admin/contenu'));
    await page.getByRole('heading', { name: 'Contenu', level: 1 }).waitFor();
    await h.axe(page, { label: 'contenu' });
    const exam = page
      .getByTestId('exam-type')
      .filter({ has: page.getByRole('heading', { name: 'TCF Canada', exact: true }) })
      .getByTestId('exam')
      .filter({ hasText: 'Compréhension orale' })
      .first();
    await exam.getByText('Nouvel exercice').click();
    await exam.getByLabel('Titre (se termine par son numéro)').fill('Compréhension orale — Série 9');
    await exam.getByLabel('Identifiant (minuscules, chiffres, tirets)').fill('tcf-co-serie-9');
    await exam.getByLabel('Consigne').fill('Écoutez le document puis choisissez la bonne réponse.');
    await exam.getByLabel('Durée limite (minutes, vide : sans limite)').fill('5');
    await exam.getByRole('button', { name: 'Créer' }).click();
    await h.expectToast(page, 'Créé (brouillon');
    await exam.getByRole('link', { name: 'Compréhension orale — Série 9' }).click();
    await page.getByRole('heading', { name: 'Compréhension orale — Série 9', level: 1 }).waitFor();

    // A question with 4 choices, the right one and why each other is wrong.
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    const form = page.getByTestId('question-form-nouvelle');
    await form.getByLabel('Énoncé').fill('Où la voyageuse doit-elle se rendre ?');
    const choices = ['Au quai 2', 'Au guichet', 'À la sortie', 'Au parking'];
    for (const [i, text] of choices.entries()) {
      const c = form.getByTestId('choice').nth(i);
      await c.getByLabel(/^Choix [A-D]$/).fill(text);
      if (i > 0)
        await c
          .getByLabel('Pourquoi ce choix ne convient pas')
          .fill(`L’annonce ne parle pas de « ${text} ».`);
    }
    await form.getByLabel('Explication de la bonne réponse').fill('L’annonce invite à se rendre au quai 2.');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await h.expectToast(page, 'Créé');
    const question = page.getByTestId('question').first();
    await question.waitFor();

    // The listening document: a file, checked and converted, with its transcript.
    await question.getByLabel('Titre du document').last().fill('Annonce en gare');
    await question
      .getByLabel('Transcription (montrée après la réponse)')
      .last()
      .fill('Le train pour Douala partira du quai 2.');
    await question.getByLabel(/^Image \(PNG/).setInputFiles(wav);
    await question.getByRole('button', { name: 'Ajouter un fichier' }).click();
    await h.expectToast(page, 'Fichier ajouté.');
    await question.getByTestId('resource').first().getByText('2 formats (Opus et AAC pour Safari)').waitFor();
    // A document recorded here, with the browser's microphone, then taken out again.
    await question.getByRole('button', { name: 'Commencer l’enregistrement' }).click();
    await page.waitForTimeout(2000);
    await question.getByRole('button', { name: 'Arrêter l’enregistrement' }).click();
    await question.getByRole('button', { name: 'Ajouter cet enregistrement' }).click();
    await h.expectToast(page, 'Fichier ajouté.');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="resource"]').length === 2);
    await question
      .getByTestId('resource')
      .nth(1)
      .getByRole('button', { name: 'Retirer ce document' })
      .click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="resource"]').length === 1);

    // The preview: the learner's screen, then what follows an answer.
    await question.getByRole('button', { name: 'Aperçu apprenant' }).click();
    const preview = page.getByTestId('preview');
    await preview.getByRole('heading', { name: 'Question 1 sur 1' }).waitFor();
    h.assert.equal(
      await preview.getByText('Le train pour Douala').count(),
      0,
      'transcription visible avant la réponse',
    );
    await preview.getByRole('radio', { name: 'Au guichet' }).check();
    await preview.getByText('Après sa réponse : Mauvaise réponse.').waitFor();
    await preview.getByTestId('explanation').getByText('L’annonce invite à se rendre au quai 2.').waitFor();
    await h.axe(page, { label: 'éditeur d’exercice et aperçu' });
    await h.assertNoHorizontalScroll(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'admin-editeur-exercice');
    await h.axe(page, { label: 'éditeur d’exercice 360' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A learner does not see the draft; once published, takes it.
    const learner = await h.registerUser();
    const s = await h.sessionFor(learner);
    const learnerId = learner.user.id ?? (await h.api('/user/', { token: s.tokens.access })).body.id;
    const before = await h.api('/exercice/exam/tcf-canada-comprehension-orale/');
    h.assert.ok(!before.body.some((e) => e.slug === 'tcf-co-serie-9'), 'brouillon visible des apprenants');
    await page.getByRole('button', { name: 'Publier : Compréhension orale — Série 9' }).click();
    await h.expectToast(page, 'Publié');
    const adminToken = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('prepa.session') ?? sessionStorage.getItem('prepa.session')).access,
    );
    const grant = await h.api(`/admin/learners/${learnerId}/subscriptions/`, {
      method: 'POST',
      token: adminToken,
      body: { package: 'tcf-canada-1-mois', reason: 'essai du nouvel exercice' },
    });
    h.assert.equal(grant.status, 201, JSON.stringify(grant.body));
    const lp = await h.newPage({ storage: s });
    await lp.goto(h.url('/exercice/tcf-co-serie-9'));
    await lp.getByRole('button', { name: 'Commencer', exact: true }).click();
    await lp.getByRole('heading', { name: 'Question 1 sur 1' }).waitFor();
    await lp.getByRole('radio', { name: 'Au quai 2' }).check();
    await lp.locator('[data-save-state="saved"]').waitFor();
    await h.axe(lp, { label: 'apprenant sur le nouvel exercice' });
    await lp.getByRole('button', { name: 'Terminer' }).click();
    await lp.getByRole('dialog').getByRole('button', { name: 'Oui, terminer' }).click();
    await lp.waitForURL(/\/exercice-results\//);
    const attemptSlug = decodeURIComponent(lp.url().split('/exercice-results/')[1]);
    const result = await h.api(`/exercice-attempt/${attemptSlug}`, { token: s.tokens.access });
    h.assert.equal(result.body.counts.answered, 1);
    // The detail of the question gives the explanation and the transcript once the attempt is over.
    await lp.getByRole('button', { name: /Question 1/ }).click();
    await lp.getByText('L’annonce invite à se rendre au quai 2.').waitFor();
    await lp.getByText('Le train pour Douala partira du quai 2.').waitFor({ state: 'attached' });
    await h.screenshot(lp, 'admin-exercice-passe-par-un-apprenant');

    // The pack of the exam type downloads as a .tar with the new exercise in it.
    await page.goto(h.url('/admin/contenu'));
    const tcf = page
      .getByTestId('exam-type')
      .filter({ has: page.getByRole('heading', { name: 'TCF Canada', exact: true }) });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tcf.getByRole('button', { name: 'Exporter le pack' }).click(),
    ]);
    h.assert.equal(download.suggestedFilename(), 'tcf-canada.tar');
    const tarFile = path.join(h.dataDir, 'tcf-canada.tar');
    await download.saveAs(tarFile);
    const listing = spawnSync('tar', ['-tf', tarFile], { encoding: 'utf8' }).stdout;
    h.assert.match(listing, /exams\/tcf-canada-comprehension-orale\.json/);
    h.assert.match(listing, /media\/admin\/tcf-co-serie-9-q1\/\w+\.opus/);
    await page.setViewportSize({ width: 360, height: 740 });
    await h.assertNoHorizontalScroll(page);
    await h.axe(page, { label: 'contenu 360' });
    await h.screenshot(page, 'admin-contenu');
  },
  { timeoutMs: 240_000 },
);
