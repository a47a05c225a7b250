import { readFileSync } from 'node:fs';
import { test } from '../lib/harness.mjs';

// Learners report errors and ask for human reviews; operators triage and review in the back office.
// Learner screens at 360 px, the back office at 1280 px and 360 px, axe on each.

/** Back-office chunks: none may load on a learner screen. */
const ADMIN_CHUNK =
  /\/assets\/(Admin|Journal|Reports|Reviews|ReviewDetail|Payments|Operations|admin)[^/]*\.js$/;

function watchAdminChunks(page) {
  const seen = [];
  page.on('request', (r) => {
    if (ADMIN_CHUNK.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

/** Signs the administrator in through the login screen and opens a section of the back office. */
async function adminPage(h, path, viewport) {
  const page = await h.newPage({ viewport });
  await page.goto(h.url(`/login?redirect=${encodeURIComponent(path)}`));
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(h.admin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(h.admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
  return page;
}

test('Quand un apprenant signale une erreur sur une question, alors l’administrateur la voit, ouvre l’éditeur et la résout', async (h) => {
  const learner = await h.registerUser();
  const s = await h.sessionFor(learner);
  const page = await h.newPage({ storage: s });
  const chunks = watchAdminChunks(page);
  await page.goto(h.url('/exercice-training/tcf-canada-comprehension-ecrite'));
  await page.getByRole('radio').first().waitFor();
  await page.getByRole('button', { name: 'Signaler une erreur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler une erreur' });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await dialog.getByText('Choisissez le type d’erreur.').waitFor();
  await dialog.getByRole('radio', { name: 'Mauvaise réponse' }).check();
  await dialog.getByLabel('Commentaire (facultatif)').fill('La réponse B me semble aussi correcte.');
  await h.axe(page, { label: 'signalement d’une erreur' });
  await h.screenshot(page, 'signaler-une-erreur');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await h.expectToast(page, 'Votre signalement a été transmis');
  await dialog.waitFor({ state: 'detached' });
  h.assert.deepEqual(chunks, [], 'l’écran d’entraînement a chargé du code de l’administration');

  for (const viewport of ['desktop', 'mobile']) {
    const admin = await adminPage(h, '/admin/signalements', viewport);
    const item = admin.getByTestId('report').filter({ hasText: 'La réponse B me semble aussi correcte.' });
    await item.waitFor();
    h.assert.match(
      await item.getByRole('link', { name: 'Ouvrir la question dans l’éditeur' }).getAttribute('href'),
      /^\/admin\/contenu\/exercices\/[\w-]+$/,
    );
    await h.axe(admin, { label: `signalements ${viewport}` });
    await h.assertNoHorizontalScroll(admin);
    await h.screenshot(admin, 'admin-signalements');
    if (viewport === 'mobile') {
      await item
        .getByLabel('Réponse (facultative, gardée au journal)')
        .fill('Clé vérifiée : seule A est juste.');
      await item.getByRole('button', { name: 'Marquer comme résolu' }).click();
      await h.expectToast(admin, 'Signalement marqué comme résolu.');
      await admin.getByRole('button', { name: /^Résolus/ }).click();
      await admin.getByTestId('report').filter({ hasText: 'Clé vérifiée : seule A est juste.' }).waitFor();
    }
    await admin.close();
  }
});

test(
  'Quand un apprenant demande la relecture de son expression écrite, alors le correcteur la note et la page de résultats montre la note humaine, et un e-mail arrive',
  async (h) => {
    // The operator opens reviews to every learner from the operations page.
    const ops = await adminPage(h, '/admin/exploitation', 'desktop');
    await ops.getByLabel('Relecture par un correcteur').selectOption('all');
    await ops.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await h.expectToast(ops, 'Réglages enregistrés.');
    await h.axe(ops, { label: 'exploitation' });
    await ops.close();

    const learner = await h.registerUser();
    const s = await h.sessionFor(learner);
    const token = s.tokens.access;
    const attempt = (
      await h.api('/exercice-attempt/post/tcf-ee-serie-1/', {
        method: 'POST',
        token,
        body: { practice_type: 'exam' },
      })
    ).body.slug;
    const b1 = JSON.parse(
      readFileSync(
        new URL('../../apps/api/src/modules/correction/eval/writing-set/B1.json', import.meta.url),
      ),
    ).find((x) => x.task === 'tcf-ee-1-t1');
    const posted = await h.api(`/answer/post/${attempt}/`, {
      method: 'POST',
      token,
      body: { question_slug: 'tcf-ee-1-t1', answer_text: b1.text },
    });
    h.assert.equal(posted.status, 201);
    await h.api(`/exercice-attempt/${attempt}/`, { method: 'PUT', token });
    for (let i = 0; i < 120; i++) {
      if ((await h.api(`/exercice-attempt/${attempt}`, { token })).body.note_20 !== null) break;
      await new Promise((ok) => setTimeout(ok, 500));
    }

    const page = await h.newPage({ storage: s });
    const chunks = watchAdminChunks(page);
    await page.goto(h.url(`/exercice-results/${attempt}`));
    await page.getByRole('button', { name: 'Demander une relecture par un correcteur' }).click();
    await page.getByLabel('Votre message au correcteur (facultatif)').fill('Ma note me paraît basse.');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByTestId('human-review-pending').waitFor();
    await h.axe(page, { label: 'relecture demandée' });

    const since = Date.now();
    const admin = await adminPage(h, '/admin/relectures', 'desktop');
    const item = admin.getByTestId('review-item').filter({ hasText: learner.email });
    await h.axe(admin, { label: 'file des relectures' });
    await item.getByRole('link', { name: 'Relire' }).click();
    await admin.getByText('Ma note me paraît basse.').waitFor();
    h.assert.equal((await admin.getByTestId('review-answer').textContent()).trim(), b1.text.trim());
    await admin.getByRole('heading', { name: 'Correction automatique' }).waitFor();
    await admin.getByLabel('Note /20 (demi-points)').fill('21');
    await admin
      .getByLabel('Commentaires pour l’apprenant')
      .fill('Message clair et complet ; revoyez les accords du participe passé.');
    await admin.getByRole('button', { name: 'Enregistrer la note et prévenir l’apprenant' }).click();
    await admin.getByText('La note doit être comprise entre 0 et 20 (par demi-point).').waitFor();
    await admin.getByLabel('Note /20 (demi-points)').fill('14,5');
    await admin.getByRole('button', { name: 'Enregistrer la note et prévenir l’apprenant' }).click();
    await h.expectToast(admin, 'Note du correcteur enregistrée');
    await h.axe(admin, { label: 'relecture faite' });
    await h.screenshotBoth(admin, 'admin-relecture');
    await admin.close();

    const mail = await h.latestEmail({ to: learner.email, after: since });
    h.assert.equal(mail.subject.replace(/\s+/g, ' '), 'Votre réponse a été relue par un correcteur');
    h.assert.match(mail.text, /Note du correcteur : 14,5\/20/);
    h.assert.ok(
      mail.links.some((l) => l.endsWith(`/exercice-results/${attempt}`)),
      'lien vers les résultats absent',
    );

    for (const viewport of ['mobile', 'desktop']) {
      if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      const block = page.getByTestId('human-review');
      await block.getByText('Relue par un correcteur').waitFor();
      h.assert.match(await block.textContent(), /Note du correcteur : 14,5\/20/);
      h.assert.match(await block.textContent(), /revoyez les accords du participe passé/);
      await h.axe(page, { label: `note humaine ${viewport}` });
      await h.assertNoHorizontalScroll(page);
      await h.screenshot(page, 'resultats-note-humaine');
    }
    h.assert.deepEqual(chunks, [], 'la page de résultats a chargé du code de l’administration');

    const adminSession = await h.sessionFor(h.admin);
    await h.api('/admin/settings/', {
      method: 'PATCH',
      token: adminSession.tokens.access,
      body: { reset: ['review_access'] },
    });
  },
  { timeoutMs: 240_000 },
);

test('Quand l’administrateur ouvre les paiements et l’exploitation, alors chaque rubrique se lit à 360 et 1280 px', async (h) => {
  // A paid sandbox payment, so that the lists and the revenue have something to show.
  const learner = await h.registerUser();
  const s = await h.sessionFor(learner);
  const sub = await h.api('/subscription/', {
    method: 'POST',
    token: s.tokens.access,
    body: { slug_package: 'tcf-canada-1-mois' },
  });
  h.assert.equal(sub.status, 201);
  const pay = await h.newPage({ storage: s });
  await pay.goto(h.url(sub.body.link));
  await pay.getByRole('button', { name: 'Payer' }).click();
  await pay.waitForURL((u) => u.pathname === '/checkout/success');
  await pay.close();

  for (const viewport of ['mobile', 'desktop']) {
    const page = await adminPage(h, '/admin/paiements', viewport);
    const row = page.getByTestId('payment').filter({ hasText: learner.email });
    await row.getByRole('button', { name: 'Détails et historique' }).click();
    await row.getByTestId('payment-events').getByText('sandbox').waitFor();
    await h.axe(page, { label: `paiements ${viewport}` });
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'admin-paiements');
    for (const [tab, name] of [
      ['Forfaits', 'admin-forfaits'],
      ['Codes promo', 'admin-codes-promo'],
      ['Recettes', 'admin-recettes'],
    ]) {
      await page.getByRole('button', { name: tab, exact: true }).click();
      if (tab === 'Recettes') await page.getByTestId('revenue-total').waitFor();
      else
        await page
          .getByTestId(tab === 'Forfaits' ? 'package' : 'promo')
          .first()
          .waitFor();
      await h.axe(page, { label: `${tab} ${viewport}` });
      await h.assertNoHorizontalScroll(page);
      await h.screenshot(page, name);
    }
    await page.goto(h.url('/admin/exploitation'));
    await page.getByRole('heading', { name: 'Réglages de la plateforme' }).waitFor();
    await page.getByLabel('Relecture par un correcteur').waitFor();
    await h.axe(page, { label: `exploitation ${viewport}` });
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'admin-exploitation');
    await page.close();
  }
});
