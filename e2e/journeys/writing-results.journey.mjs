import { readFileSync } from 'node:fs';
import { test } from '../lib/harness.mjs';

// The writing results page on a 360 px phone: one /20 for the test with its range, the criteria,
// the errors highlighted in the learner's text and the corrected text as a diff.

const set = (f) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/api/src/modules/correction/eval/writing-set/${f}`, import.meta.url)),
  );

test(
  'Quand un apprenant termine l’expression écrite TCF, alors il lit une note /20 en fourchette avec CECRL et NCLC, ses erreurs surlignées et son texte corrigé',
  async (h) => {
    const user = await h.registerUser();
    const s = await h.sessionFor(user);
    const token = s.tokens.access;
    const start = await h.api('/exercice-attempt/post/tcf-ee-serie-1/', {
      method: 'POST',
      token,
      body: { practice_type: 'exam' },
    });
    const attempt = start.body.slug;
    const b1 = set('B1.json').find((x) => x.task === 'tcf-ee-1-t1');
    const c1 = set('C1.json').find((x) => x.task === 'tcf-ee-1-t2');
    for (const [q, text] of [
      ['tcf-ee-1-t1', b1.text],
      ['tcf-ee-1-t2', c1.text],
    ]) {
      const r = await h.api(`/answer/post/${attempt}/`, {
        method: 'POST',
        token,
        body: { question_slug: q, answer_text: text },
      });
      h.assert.equal(r.status, 201);
    }
    await h.api(`/exercice-attempt/${attempt}/`, { method: 'PUT', token });
    let r;
    for (let i = 0; i < 120; i++) {
      r = await h.api(`/exercice-attempt/${attempt}`, { token });
      if (r.body.note_20 !== null) break;
      await new Promise((ok) => setTimeout(ok, 500));
    }
    h.assert.equal(r.body.score, null, 'jamais de score sur 699 pour l’expression');
    h.assert.ok(r.body.note_20 !== null, 'note du test absente');

    const page = await h.newPage({ storage: s });
    await page.goto(h.url(`/exercice-results/${attempt}`));
    await page.getByTestId('final-note').waitFor();
    h.assert.match(await page.getByTestId('final-note').textContent(), /\/ 20$/);
    await page.getByRole('meter', { name: 'Correction de la langue' }).first().waitFor();
    h.assert.ok((await page.locator('mark').count()) > 0, 'aucune erreur surlignée');
    h.assert.ok((await page.locator('ins').count()) > 0, 'aucune correction dans le texte corrigé');
    await h.assertNoHorizontalScroll(page);
    await h.axe(page, { label: 'résultats de l’expression écrite' });
    await h.screenshot(page, 'writing-results');
  },
  { timeoutMs: 240_000 },
);

test(
  'Quand un apprenant abonné s’entraîne en expression écrite puis orale, alors il envoie sa réponse et lit sa correction sur l’écran d’entraînement',
  async (h) => {
    const user = await h.registerUser();
    const s = await h.sessionFor(user);
    const page = await h.newPage({ storage: s });
    // Subscribed through the sandbox payment page.
    const sub = await h.api('/subscription/', {
      method: 'POST',
      token: s.tokens.access,
      body: { slug_package: 'tcf-canada-1-mois' },
    });
    h.assert.equal(sub.status, 201, JSON.stringify(sub.body));
    await page.goto(new URL(sub.body.link, h.baseUrl).toString());
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(/\/checkout\/success/);

    await page.goto(h.url('/exercice-training/tcf-canada-expression-ecrite'));
    const rule = page.getByRole('note').filter({ hasText: 'abonnement inclut la correction' });
    await rule.waitFor();
    const area = page.getByLabel('Votre réponse');
    h.assert.ok(
      (await rule.boundingBox()).y < (await area.boundingBox()).y,
      'la règle vient après l’éditeur',
    );
    const b1 = set('B1.json').find((x) => x.task === 'tcf-ee-1-t2');
    await area.fill(b1.text);
    await page.getByRole('button', { name: 'Faire corriger ma réponse' }).click();
    const done = page.locator('[data-correction="done"]');
    await done.waitFor({ timeout: 90_000 });
    await done.getByRole('heading', { name: 'Correction de votre réponse' }).waitFor();
    await done
      .getByText(/\d+([.,]\d)? \/ 20$/)
      .first()
      .waitFor();
    await done.getByRole('meter', { name: 'Correction de la langue' }).first().waitFor();
    await h.assertNoHorizontalScroll(page);
    await h.axe(page, { label: 'correction en entraînement (écrit)' });
    await h.screenshot(page, 'entrainement-ecrit-corrige');
    // The training attempt is kept with its correction.
    await done.getByRole('link', { name: 'Ouvrir dans mes résultats' }).click();
    await page.waitForURL(/\/exercice-results\//);
    await page.getByRole('meter', { name: 'Correction de la langue' }).first().waitFor();

    await page.goto(h.url('/exercice-training/tcf-canada-expression-orale'));
    await page.getByRole('note').filter({ hasText: 'abonnement inclut la correction' }).waitFor();
    await page.getByRole('button', { name: 'Commencer l’enregistrement' }).click();
    await page.getByText('Enregistrement en cours').waitFor();
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Arrêter l’enregistrement' }).click();
    await page.getByRole('button', { name: 'Recommencer' }).waitFor();
    await page.getByRole('button', { name: 'Faire corriger ma réponse' }).click();
    // Chromium's fake microphone plays a beep: delivery indicators, no note without words.
    const oral = page.locator('[data-correction="done"]');
    await oral.waitFor({ timeout: 90_000 });
    await oral.locator('[data-oral-assessed="false"]').waitFor();
    await h.assertNoHorizontalScroll(page);
    await h.screenshot(page, 'entrainement-oral-corrige');
  },
  { timeoutMs: 240_000 },
);
