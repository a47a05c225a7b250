import { test } from '../lib/harness.mjs';

// Journeys of results that tell the truth: each exam on its own scale, honest headlines,
// explanations and transcripts after completion, progress per exam type. 360 px phone viewport.

async function learner(h) {
  const user = await h.registerUser();
  const s = await h.sessionFor(user);
  const page = await h.newPage({ storage: s });
  return { page, token: s.tokens.access };
}

/** An exam attempt through the API: `pick(question, index)` returns the choice slug (or null to skip). */
async function attempt(h, token, exercise, pick) {
  const a = await h.api(`/exercice-attempt/post/${exercise}/`, {
    method: 'POST',
    token,
    body: { practice_type: 'exam' },
  });
  h.assert.equal(a.status, 201, JSON.stringify(a.body));
  const questions = (await h.api(`/question/exo/${exercise}/`, { token })).body;
  for (const [i, q] of questions.entries()) {
    const choice = pick(q, i);
    if (!choice) continue;
    const r = await h.api(`/answer/post/${a.body.slug}/`, {
      method: 'POST',
      token,
      body: { question_slug: q.slug, choice },
    });
    h.assert.equal(r.status, 201, JSON.stringify(r.body));
  }
  const done = await h.api(`/exercice-attempt/${a.body.slug}/`, { method: 'PUT', token, body: {} });
  h.assert.equal(done.status, 200);
  return (await h.api(`/exercice-attempt/${a.body.slug}/`, { token })).body;
}

test('Quand un apprenant termine une lecture IELTS, alors il voit une bande IELTS, jamais un score sur 699 ni le NCLC', async (h) => {
  const { page, token } = await learner(h);
  // Learn the right answers from a first attempt's results, then get 3 of 4 right.
  const first = await attempt(h, token, 'ielts-reading-test-1', () => null);
  const right = new Map(
    first.exercice.questions.map((q) => [q.slug, q.choices.find((c) => c.is_correct).slug]),
  );
  const r = await attempt(h, token, 'ielts-reading-test-1', (q, i) =>
    i < 3 ? right.get(q.slug) : q.choices.find((c) => c.slug !== right.get(q.slug)).slug,
  );
  await page.goto(h.url(`/exercice-results/${r.slug}`));
  const score = page.getByTestId('final-score');
  await score.waitFor();
  h.assert.equal((await score.textContent()).trim(), '7');
  await page.getByRole('heading', { name: 'Bande IELTS' }).waitFor();
  const body = await page.locator('main').textContent();
  h.assert.ok(!/699|NCLC/.test(body), 'ni 699 ni NCLC sur un résultat IELTS');
  h.assert.match(body, /Estimation/);
  h.assert.match(body, /anglais/);
  await h.axe(page, { label: 'résultats IELTS' });
  await h.assertNoHorizontalScroll(page);
  await h.screenshot(page, 'resultats-ielts');

  // The attempt with nothing answered stays in the history, without a score.
  await page.goto(h.url(`/exercice-results/${first.slug}`));
  await page.getByTestId('verdict-title').getByText('Non évalué').waitFor();
});

test('Quand un résultat TCF en compréhension orale est sous le NCLC 4, alors la page le dit sans féliciter, avec le tableau NCLC lisible et les explications', async (h) => {
  const { page, token } = await learner(h);
  // Only the first question right: far below NCLC 4.
  const probe = await attempt(h, token, 'tcf-co-serie-1', () => null);
  const right = new Map(
    probe.exercice.questions.map((q) => [q.slug, q.choices.find((c) => c.is_correct).slug]),
  );
  const r = await attempt(h, token, 'tcf-co-serie-1', (q, i) =>
    i < 6 ? right.get(q.slug) : q.choices.find((c) => c.slug !== right.get(q.slug)).slug,
  );
  h.assert.ok(r.result.value < 331, `score ${r.result.value}`);
  await page.goto(h.url(`/exercice-results/${r.slug}`));
  const title = page.getByTestId('verdict-title');
  await title.waitFor();
  h.assert.match(await title.textContent(), /À améliorer/);
  h.assert.match(await page.getByTestId('verdict-reason').textContent(), /sous le NCLC 4/);
  const body = await page.locator('main').textContent();
  h.assert.ok(!/Bon résultat|Excellent/.test(body), 'aucun éloge sous le NCLC 4');
  h.assert.match(await page.getByTestId('score-levels').textContent(), /sous NCLC 4/);
  await page.getByText('Le CECRL et le NCLC peuvent différer').waitFor();
  // The table: the learner's band is not in it (below 4), the listening column comes first.
  h.assert.equal(await page.getByTestId('nclc-mine').count(), 0);
  await page.getByText('Faites glisser le tableau').waitFor();
  // Breakdown by level.
  h.assert.equal((await page.getByTestId('level-A1').textContent()).replace(/\s+/g, ''), 'A14/4');
  await h.assertNoHorizontalScroll(page);
  await h.screenshot(page, 'resultats-tcf-sous-nclc4');

  // Every question shows its explanation and its transcript once the attempt is completed.
  const items = page.locator('li[data-correct]');
  h.assert.equal(await items.count(), 39);
  await items.nth(10).getByRole('button').click();
  await items.nth(10).getByTestId('explanation').waitFor();
  const transcript = items.nth(10).getByTestId('transcript');
  await transcript.locator('summary').click();
  h.assert.ok((await transcript.textContent()).length > 40);
  await h.axe(page, { label: 'résultats TCF sous NCLC 4' });
  await h.screenshot(page, 'resultats-tcf-explication');
});

test('Quand un apprenant a passé des examens différents, alors le tableau de bord montre sa progression par type d’examen, sans moyenne commune', async (h) => {
  const { page, token } = await learner(h);
  await attempt(h, token, 'ielts-reading-test-1', (q) => q.choices[0].slug);
  await attempt(h, token, 'tcf-ce-serie-1', (q, i) => q.choices[i % 4].slug);
  await attempt(h, token, 'dele-ca-modelo-1', (q) => q.choices[1].slug);
  await page.goto(h.url('/dashboard'));
  const ielts = page.getByTestId('progress-ielts-READING');
  const tcf = page.getByTestId('progress-tcf-canada-READING');
  await ielts.waitFor();
  await tcf.waitFor();
  h.assert.match(await ielts.textContent(), /IELTS/);
  h.assert.ok(!/NCLC|699/.test(await ielts.textContent()), 'ni NCLC ni 699 sur la carte IELTS');
  h.assert.match(await tcf.textContent(), /699/);
  const tiles = await page.locator('[data-testid="stat-tile"]').allTextContents();
  h.assert.ok(!tiles.some((t) => /moyen|699/i.test(t)), `tuiles : ${tiles}`);
  await h.assertNoHorizontalScroll(page);
  await h.axe(page, { label: 'tableau de bord par examen' });
  await h.screenshot(page, 'tableau-de-bord-par-examen');
});
