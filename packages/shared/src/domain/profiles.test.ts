import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Skill } from './constants';
import {
  DEFAULT_PROFILE,
  type RawResult,
  type ScoringProfile,
  meanOnScale,
  scaleOf,
  scaleResult,
} from './profiles';
import { verdictFor } from './verdict';

/** The profiles exactly as the demo pack declares them (what the API serves with each exam type). */
const pack = parse(readFileSync(new URL('../../../../content/demo/pack.yaml', import.meta.url), 'utf8')) as {
  examTypes: { slug: string; scoring: ScoringProfile }[];
};
const profile = (slug: string) => pack.examTypes.find((t) => t.slug === slug)!.scoring;

const mcq = (skill: Skill, correct: number, total: number, score699: number | null = null): RawResult => ({
  skill,
  completed: true,
  total,
  answered: total,
  correct,
  score699,
  note20: null,
});
const note = (skill: Skill, note20: number | null): RawResult => ({
  skill,
  completed: true,
  total: 3,
  answered: 3,
  correct: null,
  score699: null,
  note20,
});

describe('scoring profiles of the demo exams', () => {
  it('When every demo exam type is read, then each declares a profile with a source and a scale for the four skills', () => {
    expect(pack.examTypes.map((t) => t.slug).sort()).toEqual([
      'dele',
      'delf',
      'ielts',
      'tcf-canada',
      'toefl',
      'toeic',
    ]);
    for (const t of pack.examTypes) {
      expect(t.scoring.source.length, t.slug).toBeGreaterThan(40);
      expect(Object.keys(t.scoring.skills).sort(), t.slug).toEqual([
        'LISTENING',
        'READING',
        'SPEAKING',
        'WRITING',
      ]);
      expect(t.scoring.nclc === true, t.slug).toBe(t.slug === 'tcf-canada');
    }
  });

  it('When IELTS raw scores are scaled to 40 questions, then the published Listening and Academic Reading tables apply', () => {
    const ielts = profile('ielts');
    // Reading table: 30-32 -> 7, 27-29 -> 6.5, 23-26 -> 6, 15-18 -> 5; listening 30-31 -> 7, 26-29 -> 6.5.
    expect(scaleResult(ielts, mcq('READING', 30, 40)).value).toBe(7);
    expect(scaleResult(ielts, mcq('READING', 29, 40)).value).toBe(6.5);
    expect(scaleResult(ielts, mcq('READING', 23, 40)).value).toBe(6);
    expect(scaleResult(ielts, mcq('READING', 18, 40)).value).toBe(5);
    expect(scaleResult(ielts, mcq('LISTENING', 26, 40)).value).toBe(6.5);
    expect(scaleResult(ielts, mcq('LISTENING', 39, 40)).value).toBe(9);
    // A demo exercise of 4 questions: 3 right = 30/40 -> band 7, C1; shown as a band, no NCLC.
    const r = scaleResult(ielts, mcq('READING', 3, 4));
    expect(r).toMatchObject({ value: 7, display: '7', outOf: false, estimate: true, cefr: 'C1' });
    expect(r).not.toHaveProperty('nclc');
    expect(scaleResult(ielts, mcq('READING', 1, 5)).cefr).toBe('sous B1'); // 8/40 -> 3.5
    // English writing is not assessed by a French correction engine: no band, whatever note is stored.
    expect(scaleResult(ielts, note('WRITING', 15)).assessed).toBe(false);
  });

  it('When TOEFL, TOEIC, DELF and DELE results are scaled, then each uses its own range, step and pass rule', () => {
    expect(scaleResult(profile('toefl'), mcq('READING', 4, 5))).toMatchObject({
      value: 24,
      max: 30,
      cefr: 'C1',
    });
    expect(scaleResult(profile('toeic'), mcq('LISTENING', 0, 4))).toMatchObject({
      value: 5,
      min: 5,
      max: 495,
    });
    expect(scaleResult(profile('toeic'), mcq('READING', 3, 5)).value).toBe(300); // 5 + 490 x 0.6 = 299 -> step 5
    const delf = scaleResult(profile('delf'), mcq('READING', 0, 4));
    expect(delf).toMatchObject({ value: 0, max: 25, passed: false, pass: 5 });
    expect(scaleResult(profile('delf'), note('WRITING', 16))).toMatchObject({
      value: 20,
      max: 25,
      passed: true,
    });
    expect(scaleResult(profile('dele'), mcq('LISTENING', 3, 4))).toMatchObject({ value: 19, max: 25 });
  });

  it('When TCF Canada results are scaled, then comprehension stays /699 and expression /20, both with NCLC', () => {
    const tcf = profile('tcf-canada');
    expect(scaleResult(tcf, mcq('LISTENING', 10, 39, 326))).toMatchObject({
      value: 326,
      max: 699,
      cefr: 'B1',
      nclc: null,
    });
    expect(scaleResult(tcf, note('WRITING', 12.4))).toMatchObject({
      value: 12.5,
      max: 20,
      cefr: 'B2',
      nclc: '8',
    });
    expect(scaleResult(tcf, note('SPEAKING', null))).toMatchObject({
      assessed: false,
      value: null,
      nclc: null,
    });
  });

  it('When nothing was answered, then nothing is assessed on any scale', () => {
    for (const t of pack.examTypes) {
      const r = scaleResult(t.scoring, { ...mcq('READING', 0, 4, 0), answered: 0 });
      expect(r.assessed, t.slug).toBe(false);
    }
    expect(scaleResult(null, mcq('READING', 2, 4))).toMatchObject({ value: 50, max: 100 });
    expect(scaleOf(undefined, 'WRITING')).toBe(DEFAULT_PROFILE.skills.WRITING);
  });

  it('When a mean is taken, then it is on the same scale and step', () => {
    expect(meanOnScale(profile('ielts'), 'READING', [6, 7]).value).toBe(6.5);
    expect(meanOnScale(profile('tcf-canada'), 'READING', [300, 401]).value).toBe(351);
  });
});

describe('verdictFor', () => {
  const verdict = (slug: string, raw: RawResult) => {
    const p = profile(slug);
    return verdictFor(p, raw.skill, scaleOf(p, raw.skill), scaleResult(p, raw));
  };

  it('When a TCF listening result is B1 on the CEFR but below NCLC 4, then the headline never praises', () => {
    const v = verdict('tcf-canada', mcq('LISTENING', 10, 39, 326));
    expect(v).toMatchObject({ title: 'À améliorer', tone: 'low', level: 'sous NCLC 4' });
    expect(v.reason).toMatch(/sous le NCLC 4/);
    for (let s = 0; s < 331; s += 7) {
      expect(verdict('tcf-canada', mcq('LISTENING', 1, 39, s)).title).not.toBe('Bon résultat');
    }
  });

  it('When the TCF NCLC band is 4 to 6, or 7 and more, then the headline follows the band', () => {
    expect(verdict('tcf-canada', mcq('READING', 20, 39, 410)).title).toBe('Bon résultat'); // NCLC 6
    expect(verdict('tcf-canada', mcq('READING', 30, 39, 460)).title).toBe('Excellent travail !'); // NCLC 7
    expect(verdict('tcf-canada', note('WRITING', 5)).title).toBe('Bon résultat'); // NCLC 4
    expect(verdict('tcf-canada', note('WRITING', 3)).title).toBe('À améliorer');
  });

  it('When another exam is judged, then its level, pass mark or group decides, and advice names its language', () => {
    const ielts = verdict('ielts', mcq('READING', 3, 4));
    expect(ielts.title).toBe('Excellent travail !');
    expect(ielts.message).toMatch(/en anglais/);
    expect(JSON.stringify(ielts)).not.toMatch(/NCLC|français/);
    expect(verdict('delf', mcq('LISTENING', 0, 4)).reason).toMatch(/éliminatoire/);
    const dele = verdict('dele', mcq('READING', 1, 4)); // 6.5/25: even 25 in writing cannot reach 30/50
    expect(dele.title).toBe('À améliorer');
    expect(dele.message).toMatch(/en espagnol/);
    expect(verdict('dele', mcq('READING', 3, 4)).reason).toMatch(/au moins 11 \/ 25/);
  });

  it('When nothing was assessed, then the headline says so', () => {
    const v = verdict('ielts', note('SPEAKING', 14));
    expect(v).toMatchObject({ title: 'Non évalué', tone: 'none', level: null });
    expect(v.reason).toMatch(/en français/);
  });
});
