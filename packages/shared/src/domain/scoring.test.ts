import { describe, expect, it } from 'vitest';
import { meanNote, noteToScore, scorePercent, tcfLevelForPosition, tcfScore, tcfWeight } from './scoring';

const fullTest = Array.from({ length: 39 }, (_, i) => tcfLevelForPosition(i + 1));

describe('TCF weights', () => {
  it('When the 39 positions are weighted, then they sum to 699 with the DESIGN bands', () => {
    const weights = fullTest.map(tcfWeight);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(699);
    expect(weights.slice(0, 4)).toEqual([3, 3, 3, 3]);
    expect(weights[4]).toBe(9);
    expect(weights[10]).toBe(15);
    expect(weights[19]).toBe(21);
    expect(weights[29]).toBe(26);
    expect(weights[38]).toBe(33);
  });

  it('When a position is outside 1..39, then it is refused', () => {
    expect(() => tcfLevelForPosition(0)).toThrow(RangeError);
    expect(() => tcfLevelForPosition(40)).toThrow(RangeError);
  });
});

describe('tcfScore', () => {
  it('When every answer of a full test is right, then the score is 699; when none, 0', () => {
    expect(tcfScore(fullTest.map((level) => ({ level, correct: true })))).toBe(699);
    expect(tcfScore(fullTest.map((level) => ({ level, correct: false })))).toBe(0);
  });

  it('When some answers are right in a full test, then the score is the sum of their weights', () => {
    // Right: questions 1-4 (4 x 3), 11 (15), 36 (33); unanswered counts as wrong.
    const qs = fullTest.map((level, i) => ({
      level,
      correct: i < 4 || i === 10 || i === 35 ? true : i === 20 ? null : false,
    }));
    expect(tcfScore(qs)).toBe(12 + 15 + 33);
  });

  it('When an exercise is shorter, then the score is 699 x earned / total, rounded', () => {
    const qs = [
      { level: 'A1' as const, correct: true },
      { level: 'B2' as const, correct: false },
      { level: 'C2' as const, correct: true },
    ];
    expect(tcfScore(qs)).toBe(Math.round((699 * 36) / 57));
    expect(tcfScore([])).toBe(0);
  });
});

describe('expression notes', () => {
  it('When notes are averaged, then invalid ones are ignored and none gives null', () => {
    expect(meanNote([12, 14, 16])).toBe(14);
    expect(meanNote([12, Number.NaN, 25])).toBe(12);
    expect(meanNote([])).toBeNull();
  });

  it('When a note is put on the 699 scale, then it is round(note x 699 / 20), clamped', () => {
    expect(noteToScore(20)).toBe(699);
    expect(noteToScore(13.5)).toBe(Math.round((13.5 * 699) / 20));
    expect(noteToScore(-3)).toBe(0);
  });

  it('When a score is shown as a percentage, then it is relative to 699', () => {
    expect(scorePercent(699)).toBe(100);
    expect(scorePercent(560)).toBe(80);
    expect(scorePercent(0)).toBe(0);
  });
});
