import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture, subscribe, tone } from '../../../test/kit/practice-fixture';
import { registerReviewer } from '../../../test/kit/roles';
import { decodeQuotedPrintable, startSmtp } from '../../../test/kit/smtp';
import { users } from '../../db/schema';
import { REVIEWS_PER_DAY } from './reviews.module';

type Caller = Awaited<ReturnType<typeof registerAndLogin>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: Caller;
let reviewer: Caller;

const INVITATION =
  "Salut Paul,\nJe t'invite à mon anniversaire samedi prochain chez moi, à dix-neuf heures. Nous allons manger " +
  'un bon repas avec mes amis et ma famille, puis nous allons danser dans le jardin. Ma sœur prépare un grand ' +
  "gâteau au chocolat. Peux-tu apporter de la musique ? Réponds-moi avant jeudi, s'il te plaît.\nÀ bientôt,\nAwa";

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Caller | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });

/** A completed writing exam with one answered task, its correction done: the answer's slug. */
async function correctedWriting(who: Caller): Promise<{ attempt: string; answer: string }> {
  const attempt = (
    await call('POST', '/api/exercice-attempt/post/essai-ee-serie-1/', who, { practice_type: 'exam' })
  ).json().slug as string;
  const a = await call('POST', `/api/answer/post/${attempt}/`, who, {
    question_slug: 'essai-ee-1-t1',
    answer_text: INVITATION,
  });
  expect(a.statusCode).toBeLessThan(300);
  await call('PUT' as 'POST', `/api/exercice-attempt/${attempt}/`, who, {});
  await t.app.ctx.services.correction.drain();
  return { attempt, answer: a.json().slug as string };
}

const results = async (who: Caller, attempt: string) =>
  (await call('GET', `/api/exercice-attempt/${attempt}`, who)).json();

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await importFixture(t.app);
  admin = await registerAdmin(t.app);
  reviewer = await registerReviewer(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('human review of automatic notes', () => {
  it('When a learner without a package asks, then 403 in French and the results page says why', async () => {
    const awa = await registerAndLogin(t.app);
    const { attempt, answer } = await correctedWriting(awa);
    const page = await results(awa, attempt);
    expect(page.review_offer).toEqual({ available: false, reason: 'package' });
    const res = await call('POST', `/api/answer/${answer}/review/`, awa, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/réservée aux forfaits/);
    expect((await results(awa, attempt)).exercice.questions[0].human_review).toBeNull();
  });

  it('When a subscriber asks, then the request is queued once, never for another learner', async () => {
    const awa = await registerAndLogin(t.app);
    await subscribe(t.app, awa.user.id);
    const { attempt, answer } = await correctedWriting(awa);
    expect((await results(awa, attempt)).review_offer).toEqual({ available: true, reason: null });

    const other = await registerAndLogin(t.app);
    expect((await call('POST', `/api/answer/${answer}/review/`, other, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/answer/${answer}/review/`, null, {})).statusCode).toBe(401);

    const res = await call('POST', `/api/answer/${answer}/review/`, awa, {
      message: 'La note me semble basse.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({ state: 'requested', note_20: null, comments: null });
    const again = await call('POST', `/api/answer/${answer}/review/`, awa, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/déjà été demandée/);
    const q = (await results(awa, attempt)).exercice.questions[0];
    expect(q.human_review).toMatchObject({ state: 'requested', note_20: null });
  });

  it('When the answer is multiple choice or its attempt is open, then the request is refused in French', async () => {
    const awa = await registerAndLogin(t.app);
    await subscribe(t.app, awa.user.id);
    const open = (
      await call('POST', '/api/exercice-attempt/post/essai-ee-serie-1/', awa, { practice_type: 'exam' })
    ).json().slug as string;
    const text = await call('POST', `/api/answer/post/${open}/`, awa, {
      question_slug: 'essai-ee-1-t1',
      answer_text: INVITATION,
    });
    const r1 = await call('POST', `/api/answer/${text.json().slug}/review/`, awa, {});
    expect(r1.statusCode).toBe(400);
    expect(r1.json().detail).toMatch(/Terminez l’exercice/);

    const mcq = (
      await call('POST', '/api/exercice-attempt/post/essai-ce-serie-1/', awa, { practice_type: 'exam' })
    ).json().slug as string;
    const choice = await call('POST', `/api/answer/post/${mcq}/`, awa, {
      question_slug: 'essai-ce-1-q1',
      choice: 'essai-ce-1-q1-a',
    });
    const r2 = await call('POST', `/api/answer/${choice.json().slug}/review/`, awa, {});
    expect(r2.statusCode).toBe(400);
    expect(r2.json().detail).toMatch(/écrites et orales/);
  });

  it('When a reviewer notes the answer, then the learner sees both notes marked as such and gets an e-mail', async () => {
    const awa = await registerAndLogin(t.app);
    await subscribe(t.app, awa.user.id);
    const { attempt, answer } = await correctedWriting(awa);
    await call('POST', `/api/answer/${answer}/review/`, awa, { message: 'Merci de relire.' });
    const auto = (await results(awa, attempt)).exercice.questions[0].ai_aswer.analyse_tcf.note_estimee_20;

    // The queue: reviewers and admins, not learners.
    expect((await call('GET', '/api/admin/reviews/', awa)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reviews/', null)).statusCode).toBe(401);
    const queue = (await call('GET', '/api/admin/reviews/', reviewer)).json();
    const item = queue.results.find((r: { learner: string }) => r.learner === awa.email);
    expect(item).toMatchObject({ state: 'requested', skill: 'WRITING', auto_note_20: auto });
    expect(queue.counts.requested).toBeGreaterThanOrEqual(1);

    const detail = (await call('GET', `/api/admin/reviews/${item.id}/`, reviewer)).json();
    expect(detail.answer_text).toBe(INVITATION);
    expect(detail.message).toBe('Merci de relire.');
    expect(detail.subject.subject).toMatchObject({ sujet: 'Invitez un ami à votre anniversaire.' });
    expect(detail.correction.analyse_tcf.note_estimee_20).toBe(auto);
    expect(detail.audio_url).toBeNull();

    // A bad note changes nothing.
    for (const note_20 of [21, 13.3, -1]) {
      const bad = await call('POST', `/api/admin/reviews/${item.id}/`, reviewer, { note_20, comments: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toMatch(/entre 0 et 20/);
    }
    const noComment = await call('POST', `/api/admin/reviews/${item.id}/`, reviewer, {
      note_20: 12,
      comments: ' ',
    });
    expect(noComment.statusCode).toBe(400);
    expect((await results(awa, attempt)).exercice.questions[0].human_review.state).toBe('requested');

    const mails = smtp.messages.length;
    const done = await call('POST', `/api/admin/reviews/${item.id}/`, reviewer, {
      note_20: 14.5,
      comments: 'Message complet et clair ; attention aux accords.',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().review).toMatchObject({ state: 'done', human_note_20: 14.5, auto_note_20: auto });

    const q = (await results(awa, attempt)).exercice.questions[0];
    expect(q.human_review).toMatchObject({
      state: 'done',
      note_20: 14.5,
      auto_note_20: auto,
      comments: 'Message complet et clair ; attention aux accords.',
    });
    // The automatic correction stays as it was, beside the human note.
    expect(q.ai_aswer.analyse_tcf.note_estimee_20).toBe(auto);

    await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(mails + 1);
    const mail = decodeQuotedPrintable(smtp.messages.at(-1)!);
    expect(mail).toContain(`To: ${awa.email}`);
    expect(mail).toContain('Note du correcteur : 14,5/20');
    expect(mail).toContain(`/exercice-results/${attempt}`);

    const journal = (
      await call('GET', `/api/admin/audit/?action=review.&target_id=${item.id}`, admin)
    ).json();
    expect(journal.results[0]).toMatchObject({
      action: 'review.done',
      actor_email: reviewer.email,
      details: { human_note_20: 14.5, auto_note_20: auto },
    });

    const twice = await call('POST', `/api/admin/reviews/${item.id}/`, admin, {
      note_20: 3,
      comments: 'Non.',
    });
    expect(twice.statusCode).toBe(409);
    expect((await results(awa, attempt)).exercice.questions[0].human_review.note_20).toBe(14.5);

    // The export: both notes, never the learner's address; administrators only.
    expect((await call('GET', '/api/admin/reviews/export.csv', reviewer)).statusCode).toBe(403);
    const csv = await call('GET', '/api/admin/reviews/export.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'relecture;demandee_le;relue_le;type_examen;epreuve;exercice;question;note_auto_20;note_humaine_20;ecart;correcteur',
    );
    const row = lines.find((l) => l.startsWith(`${item.id};`))!.split(';');
    expect(row[7]).toBe(String(auto).replace('.', ','));
    expect(row[8]).toBe('14,5');
    expect(row[10]).toBe(reviewer.email);
    expect(csv.body).not.toContain(awa.email);
  });

  it('When the operator turns reviews off or opens them to all, then requests follow the setting', async () => {
    const set = (review_access: string) => call('PATCH', '/api/admin/settings/', admin, { review_access });
    const awa = await registerAndLogin(t.app);
    const { attempt, answer } = await correctedWriting(awa);
    expect((await set('all')).statusCode).toBe(200);
    expect((await results(awa, attempt)).review_offer).toEqual({ available: true, reason: null });
    expect((await set('off')).statusCode).toBe(200);
    const off = await call('POST', `/api/answer/${answer}/review/`, awa, {});
    expect(off.statusCode).toBe(403);
    expect(off.json().detail).toMatch(/pas proposée/);
    expect((await results(awa, attempt)).review_offer).toEqual({ available: false, reason: 'off' });
    await set('all');
    expect((await call('POST', `/api/answer/${answer}/review/`, awa, {})).statusCode).toBe(201);
    await call('PATCH', '/api/admin/settings/', admin, { reset: ['review_access'] });
  });

  it('When a learner has asked too often today, then 429 with Retry-After and nothing is queued', async () => {
    const awa = await registerAndLogin(t.app);
    await subscribe(t.app, awa.user.id);
    const { answer } = await correctedWriting(awa);
    for (let i = 0; i < REVIEWS_PER_DAY; i++) await t.app.ctx.throttle.hit(`review:${awa.user.id}`, 86_400);
    const res = await call('POST', `/api/answer/${answer}/review/`, awa, {});
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const queue = (await call('GET', '/api/admin/reviews/', admin)).json();
    expect(queue.results.some((r: { learner: string }) => r.learner === awa.email)).toBe(false);
  });

  it('When a spoken answer is reviewed, then the reviewer listens to it with Range, learners cannot', async () => {
    const awa = await registerAndLogin(t.app);
    await subscribe(t.app, awa.user.id);
    const webm = await tone(2, 220);
    const attempt = (
      await call('POST', '/api/exercice-attempt/post/essai-eo-serie-1/', awa, { practice_type: 'exam' })
    ).json().slug as string;
    const a = await call('POST', `/api/answer/post/${attempt}/`, awa, {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/webm;codecs=opus;base64,${webm.toString('base64')}`,
    });
    expect(a.statusCode).toBe(201);
    await call('PUT' as 'POST', `/api/exercice-attempt/${attempt}/`, awa, {});
    await t.app.ctx.services.correction.drain();
    expect((await call('POST', `/api/answer/${a.json().slug}/review/`, awa, {})).statusCode).toBe(201);
    const item = (await call('GET', '/api/admin/reviews/', reviewer))
      .json()
      .results.find((r: { learner: string }) => r.learner === awa.email);
    expect(item.skill).toBe('SPEAKING');
    const detail = (await call('GET', `/api/admin/reviews/${item.id}/`, reviewer)).json();
    expect(detail.audio_url).toBe(`/api/admin/reviews/${item.id}/audio`);
    expect(detail.audio_seconds).toBe(2);
    const part = await t.app.inject({
      url: detail.audio_url,
      headers: { ...reviewer.headers, range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(webm.subarray(0, 10))).toBe(true);
    expect((await t.app.inject({ url: detail.audio_url, headers: awa.headers })).statusCode).toBe(403);
  });

  it('When a reviewer’s role is withdrawn, then the queue is closed to them at once', async () => {
    const former = await registerReviewer(t.app);
    expect((await call('GET', '/api/admin/reviews/', former)).statusCode).toBe(200);
    // Reviewers see the queue only, not the rest of the back office.
    expect((await call('GET', '/api/admin/reports/', former)).statusCode).toBe(403);
    await t.app.ctx.db.update(users).set({ role: 'learner' }).where(eq(users.id, former.user.id));
    expect((await call('GET', '/api/admin/reviews/', former)).statusCode).toBe(403);
  });

  it('When an id is unknown, then 404 in French', async () => {
    const res = await call('GET', '/api/admin/reviews/999999/', reviewer);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Relecture introuvable.');
    expect((await call('GET', '/api/admin/reviews/999999/audio', reviewer)).statusCode).toBe(404);
  });
});
