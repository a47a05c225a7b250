import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import {
  answers,
  attempts,
  exams,
  examTypes,
  exercises,
  packages,
  questions,
  subscriptions,
} from '../../db/schema';
import { runFfmpeg } from '../../lib/ffmpeg';

const slug = () => randomBytes(6).toString('hex');
const LETTER =
  "Bonjour Madame,\nJe vous ecris pour vous dire que les enfant est partis. Je vais a la mairie demain pour parler de la fête des voisins. D'abord, je pense que c'est une bonne idée, car nous ne nous connaissons pas. Cependant, il faut choisir une date.";

describe('correction jobs, end to end', () => {
  let t: TestApp;
  let examTypeId: number;
  let writingQ: number;
  let speakingQ: number;
  let writingEx: number;
  let speakingEx: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_WORKERS: 'true' }, correctionWaitMs: 15_000 });
    const db = t.app.ctx.db;
    const [et] = await db
      .insert(examTypes)
      .values({ slug: `tcf-${slug()}`, name: 'TCF Canada' })
      .returning();
    examTypeId = et!.id;
    const mk = async (skill: 'WRITING' | 'SPEAKING', min: number, max: number) => {
      const [exam] = await db
        .insert(exams)
        .values({ slug: slug(), name: skill, skill, examTypeId })
        .returning();
      const [ex] = await db
        .insert(exercises)
        .values({ slug: slug(), title: `${skill} 1`, examId: exam!.id })
        .returning();
      const [q] = await db
        .insert(questions)
        .values({
          slug: slug(),
          exerciseId: ex!.id,
          order: 1,
          questionType: skill === 'WRITING' ? 'essay' : 'audio',
          questionText: 'Écrivez à votre voisine pour organiser la fête des voisins de votre immeuble.',
          level: 'B1',
          expectedMin: min,
          expectedMax: max,
        })
        .returning();
      return [ex!.id, q!.id] as const;
    };
    [writingEx, writingQ] = await mk('WRITING', 60, 120);
    [speakingEx, speakingQ] = await mk('SPEAKING', 60, 120);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function answerOf(
    userId: number,
    exerciseId: number,
    questionId: number,
    o: { text?: string; audioKey?: string; practiceType?: 'exam' | 'training' },
  ) {
    const db = t.app.ctx.db;
    const [att] = await db
      .insert(attempts)
      .values({
        slug: slug(),
        userId,
        exerciseId,
        practiceType: o.practiceType ?? 'exam',
        completedAt: new Date(),
        status: 5,
      })
      .returning();
    const [ans] = await db
      .insert(answers)
      .values({
        slug: slug(),
        attemptId: att!.id,
        questionId,
        userId,
        answerText: o.text ?? null,
        audioKey: o.audioKey ?? null,
        audioMime: o.audioKey ? 'audio/wav' : null,
      })
      .returning();
    return { attempt: att!, answer: ans! };
  }

  async function waitDone(answerId: number, ms = 20_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const [a] = await t.app.ctx.db.select().from(answers).where(eq(answers.id, answerId));
      if (a!.correctionState === 'done' || a!.correctionState === 'failed' || Date.now() > deadline)
        return a!;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a completed exam attempt: queued, corrected by the worker, stored, shown in the results', async () => {
    const u = await registerAndLogin(t.app);
    const { attempt, answer } = await answerOf(u.user.id, writingEx, writingQ, { text: LETTER });
    await t.app.ctx.services.correction.enqueueForAttempt(attempt.id);
    const [queued] = await t.app.ctx.db.select().from(answers).where(eq(answers.id, answer.id));
    expect(['pending', 'running', 'done']).toContain(queued!.correctionState);
    const done = await waitDone(answer.id);
    expect(done.correctionState).toBe('done');
    const c = done.correction as {
      analyse_tcf: { note_estimee_20: number };
      erreurs: unknown[];
      texte_corrige: string;
    };
    expect(c.analyse_tcf.note_estimee_20).toBeGreaterThan(0);
    expect(c.texte_corrige).toContain('Je vais à la mairie');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/exercice-attempt/${attempt.slug}/`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    const [scored] = await t.app.ctx.db.select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(typeof scored!.note20).toBe('number');
    // The expression test is graded /20 only, never on the 699 scale.
    expect(scored!.score).toBeNull();
    {
      const q = (res.json() as { exercice: { questions: { correction_state: string; ai_aswer: unknown }[] } })
        .exercice.questions[0]!;
      expect(q.correction_state).toBe('done');
      expect(q.ai_aswer).toMatchObject({ etat: 'done' });
    }
  });

  it('without speech-to-text, a spoken answer gets delivery indicators and no note; a non-audio file fails in French', async () => {
    const u = await registerAndLogin(t.app);
    // 4 s of "syllables": 140 Hz vowel-like bursts of 150 ms every 250 ms, encoded as WAV.
    const pcm = new Float32Array(16_000 * 4);
    for (let s = 0.2; s < 3.7; s += 0.25) {
      for (let n = Math.round(s * 16_000); n < Math.round((s + 0.15) * 16_000); n++) {
        const env = Math.sin((Math.PI * (n / 16_000 - s)) / 0.15);
        pcm[n] =
          env *
          (0.4 * Math.sin((2 * Math.PI * 140 * n) / 16_000) +
            0.1 * Math.sin((2 * Math.PI * 280 * n) / 16_000));
      }
    }
    const { stdout } = await runFfmpeg(
      ['-f', 'f32le', '-ar', '16000', '-ac', '1', '-i', 'pipe:0', '-f', 'wav', 'pipe:1'],
      Buffer.from(pcm.buffer),
    );
    const key = `answers/${u.user.id}/test-${slug()}.wav`;
    await t.app.ctx.storage.put(key, stdout);
    const ok = await answerOf(u.user.id, speakingEx, speakingQ, { audioKey: key });
    const badKey = `answers/${u.user.id}/bad-${slug()}.webm`;
    await t.app.ctx.storage.put(badKey, Buffer.from('pas du son'));
    const bad = await answerOf(u.user.id, speakingEx, speakingQ, { audioKey: badKey });
    await t.app.ctx.services.correction.enqueueForAttempt(ok.attempt.id);
    await t.app.ctx.services.correction.enqueueForAttempt(bad.attempt.id);
    const good = await waitDone(ok.answer.id);
    expect(good.correctionState).toBe('done');
    const c = good.correction as {
      audio_analyse: { mesures: { voix: { f0_moyenne_hz: number } }; purete_voix: string; duree: string };
      analyse_tcf: { richesse_vocabulaire: string; note_estimee_20: number | null };
      oral: { contenu_evalue: boolean; raison: string; indicateurs: { cle: string; lecture: string }[] };
    };
    expect(c.audio_analyse.mesures.voix.f0_moyenne_hz).toBeCloseTo(140, -1);
    expect(c.audio_analyse.purete_voix).toMatch(/dB/);
    expect(c.audio_analyse.duree).toMatch(/Réponse courte/);
    expect(c.analyse_tcf.note_estimee_20).toBeNull();
    expect(c.analyse_tcf.richesse_vocabulaire).toMatch(/Non évalué/);
    expect(c.oral.contenu_evalue).toBe(false);
    expect(c.oral.raison).toMatch(/n’a pas pu être évalué/);
    expect(c.oral.raison).not.toMatch(/configuré|serveur/);
    expect(c.oral.indicateurs.map((i) => i.cle)).toEqual(
      expect.arrayContaining(['debit', 'pauses', 'phonation', 'duree', 'clarte']),
    );
    // The attempt keeps an empty score: no note, no 699 figure, nothing in the averages.
    const attempt = await t.app.ctx.services.practice.refreshExpressionScore(ok.attempt.id);
    expect(attempt).toEqual({ score: null, note_20: null });
    const failed = await waitDone(bad.answer.id);
    expect(failed.correctionState).toBe('failed');
    expect(failed.correctionError).toMatch(/n’est pas un enregistrement audio/);
  });

  it('make-new-correction: owner only, re-corrects and answers the new result', async () => {
    const u = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const { answer } = await answerOf(u.user.id, writingEx, writingQ, { text: LETTER });
    const url = '/api/answer/make-new-correction/';
    const payload = { user_aswer_slug: answer.slug };
    expect((await t.app.inject({ method: 'POST', url, payload, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url, payload, headers: u.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      correction_state: string;
      ai_aswer: { texte_corrige: string };
      detail: string;
    };
    expect(body.correction_state).toBe('done');
    expect(body.ai_aswer.texte_corrige).toContain('à la mairie');
    expect(body.detail).toBe('Réponse corrigée avec succès.');
    // Re-correction after the text changed gives the new result.
    await t.app.ctx.db
      .update(answers)
      .set({ answerText: 'Je vais a Lyon demain avec mes amis pour la fête.' })
      .where(eq(answers.id, answer.id));
    const again = (await t.app.inject({ method: 'POST', url, payload, headers: u.headers })).json() as {
      ai_aswer: { texte_corrige: string };
    };
    expect(again.ai_aswer.texte_corrige).toBe('Je vais à Lyon demain avec mes amis pour la fête.');
  });

  it('make-new-correction of a training answer needs an active subscription to the exam type', async () => {
    const u = await registerAndLogin(t.app);
    const { answer } = await answerOf(u.user.id, writingEx, writingQ, {
      text: LETTER,
      practiceType: 'training',
    });
    const req = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/answer/make-new-correction/',
        payload: { user_aswer_slug: answer.slug },
        headers: u.headers,
      });
    const refused = await req();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/abonnement actif/);
    const db = t.app.ctx.db;
    const [pkg] = await db
      .insert(packages)
      .values({ slug: slug(), name: 'Mensuel', examTypeId, period: 1, price: 5000 })
      .returning();
    await db.insert(subscriptions).values({
      userId: u.user.id,
      packageId: pkg!.id,
      examTypeId,
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
    });
    const ok = await req();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().correction_state).toBe('done');
  });
});
