import type { Question, User } from '@prepa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { session } from '../../lib/session';
import { exercise } from '../../test-utils/fixtures';
import { saveLocalAttempt } from './answer-store';
import { examFromDevice, keepExamOnDevice, mediaOf, publicQuestion } from './offline';
import type { AttemptSession } from './attempt-session';
import { openSession } from './use-attempt-session';

const user = (id: number): User => ({
  id,
  username: `u${id}@exemple.fr`,
  email: `u${id}@exemple.fr`,
  first_name: 'Awa',
  last_name: 'Ndiaye',
  role: 'learner',
  last_login: null,
  date_joined: '2026-11-01T00:00:00Z',
  current_subscription: null,
});
const signIn = (id: number) =>
  session.set({ access: `a${id}`, refresh: `r${id}`, user: user(id), remember: true });

/** A listening question as the server sends it once answers may be revealed (what must never be kept). */
function revealed(n: number): Question {
  return {
    id: n,
    slug: `co-q${n}`,
    order: n,
    question_type: 'MCQ',
    question_text: `Question ${n}`,
    subject: null,
    level: 'A1',
    expected: null,
    ressouces: [
      {
        id: 100 + n,
        title: 'Enregistrement',
        kind: 'audio',
        image_file: null,
        audio_file: `/media/co/q${n}.ogg`,
        audio_sources: [
          { src: `/media/co/q${n}.ogg`, type: 'audio/ogg' },
          { src: `/media/co/q${n}.m4a`, type: 'audio/mp4' },
        ],
        transcript: '— Bonjour.',
      },
      {
        id: 200 + n,
        title: 'Plan',
        kind: 'image',
        image_file: `/media/co/plan${n}.svg`,
        audio_file: null,
        audio_sources: [],
      },
    ],
    choices: [
      { id: 1, slug: `co-q${n}-a`, choice_text: 'Oui', is_correct: true },
      { id: 2, slug: `co-q${n}-b`, choice_text: 'Non', is_correct: false },
    ],
  };
}

const sessionOf = (questions: Question[]): AttemptSession => ({
  exercise: exercise(1, { slug: 'tcf-co-serie-1', type_exam: 'LISTENING' }),
  questions,
  attemptSlug: 'tentative-1',
  deadlineMs: Date.parse('2026-11-23T12:35:00Z'),
  clockOffsetMs: 120,
  resumed: false,
  serverAnswers: { 'co-q1': { kind: 'choice', choice: 'co-q1-b' } },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('exam kept on the device for use offline', () => {
  it('When an exam is kept, then nothing in the copy tells a right answer or a transcript', () => {
    signIn(7);
    keepExamOnDevice(sessionOf([revealed(1), revealed(2)]));
    const raw = localStorage.getItem('prepa.offline-exam.7.tcf-co-serie-1')!;
    expect(raw).not.toMatch(/is_correct|transcript|Bonjour/);
    expect(publicQuestion(revealed(3)).choices).toEqual([
      { id: 1, slug: 'co-q3-a', choice_text: 'Oui' },
      { id: 2, slug: 'co-q3-b', choice_text: 'Non' },
    ]);
    const back = examFromDevice('tcf-co-serie-1')!;
    expect(back).toMatchObject({
      attemptSlug: 'tentative-1',
      clockOffsetMs: 120,
      resumed: true,
      offline: true,
    });
    expect(back.questions).toHaveLength(2);
    expect(back.serverAnswers).toEqual({ 'co-q1': { kind: 'choice', choice: 'co-q1-b' } });
  });

  it('When another learner signs in on the same device, then the copy is not theirs; signing out removes every copy', () => {
    signIn(7);
    keepExamOnDevice(sessionOf([revealed(1)]));
    signIn(8);
    expect(examFromDevice('tcf-co-serie-1')).toBeNull();
    signIn(7);
    expect(examFromDevice('tcf-co-serie-1')).not.toBeNull();
    session.clear();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('prepa.offline-exam.'))).toEqual([]);
  });

  it('When answers were given on this device, then they win over the answers the copy remembers', () => {
    signIn(7);
    keepExamOnDevice(sessionOf([revealed(1)]));
    saveLocalAttempt({
      attemptSlug: 'tentative-1',
      exerciseSlug: 'tcf-co-serie-1',
      clockOffsetMs: 120,
      current: 0,
      answers: { 'co-q1': { value: { kind: 'choice', choice: 'co-q1-a' }, state: 'saved', updatedAt: 1 } },
    });
    expect(examFromDevice('tcf-co-serie-1')!.serverAnswers).toEqual({});
  });

  it('When the network is gone, then the exam opens from its copy; with no copy the network error stays', async () => {
    signIn(7);
    configureApiClient({ fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    await expect(openSession('tcf-co-serie-1')).rejects.toMatchObject({ status: 0 });
    keepExamOnDevice(sessionOf([revealed(1)]));
    const step = await openSession('tcf-co-serie-1');
    expect(step.kind).toBe('resume');
    expect(step.kind === 'resume' && step.session.offline).toBe(true);
  });

  it('When the media to keep are listed, then each question gives the encoding the browser plays, from the current one; with the data saver on, only the next three', () => {
    const qs = [1, 2, 3, 4, 5].map(revealed);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((t) =>
      t === 'audio/mp4' ? 'maybe' : '',
    );
    expect(mediaOf(qs, 3)).toEqual([
      '/media/co/q4.m4a',
      '/media/co/plan4.svg',
      '/media/co/q5.m4a',
      '/media/co/plan5.svg',
    ]);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    expect(mediaOf(qs, 0).filter((u) => u.endsWith('.m4a'))).toEqual([
      '/media/co/q1.m4a',
      '/media/co/q2.m4a',
      '/media/co/q3.m4a',
    ]);
    vi.restoreAllMocks();
  });
});
