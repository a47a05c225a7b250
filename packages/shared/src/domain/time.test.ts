import { describe, expect, it } from 'vitest';
import {
  attemptProgress,
  formatDuration,
  progressPercent,
  relativeTime,
  timeLimitLabel,
  timerColor,
} from './time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('When the date is recent or old, then the French label follows SPEC §9', () => {
    expect(relativeTime(ago(10 * 60_000), now)).toBe("moins d'1h");
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('il y a 3 h');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('il y a 1 jour');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('il y a 6 jours');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('il y a 1 semaine');
    expect(relativeTime(ago(30 * 86_400_000).toISOString(), now)).toBe('il y a 4 semaines');
  });
});

describe('progress', () => {
  it('When answers are counted, then the percentage is rounded and bounded', () => {
    expect(progressPercent(13, 39)).toBe(33);
    expect(progressPercent(40, 39)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('When an attempt bar is drawn, then completed 100, else answers given / questions', () => {
    const ex = { nb_question: 39 };
    expect(attemptProgress({ completed_at: '2026-01-01T00:00:00Z', nb_answers: 3, exercice: ex })).toBe(100);
    expect(attemptProgress({ completed_at: null, nb_answers: 13, exercice: ex })).toBe(33);
    expect(attemptProgress({ completed_at: null, nb_answers: 0, exercice: ex })).toBe(0);
    expect(attemptProgress({ completed_at: null, nb_answers: 0, exercice: { nb_question: 0 } })).toBe(0);
  });
});

describe('labels', () => {
  it('When durations and limits are shown, then they read in minutes', () => {
    expect(formatDuration(725)).toBe('12 min 05 s');
    expect(timeLimitLabel(2100)).toBe('35 min');
    expect(timeLimitLabel(null)).toBe('Pas de limite');
    expect([timerColor(301), timerColor(300), timerColor(120)]).toEqual(['green', 'yellow', 'red']);
  });
});
