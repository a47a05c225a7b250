import { render, screen } from '@testing-library/react';
import type { AiAnswer } from '@prepa/shared';
import { describe, expect, it } from 'vitest';
import { diffWords } from './text-diff';
import { WritingFeedback } from './WritingFeedback';

const text = 'Je suis allé a Montréal. Les rues très glissant.';
const ai = {
  etat: 'done',
  audio_analyse: null,
  analyse_tcf: {
    note_estimee_20: 8,
    coherence: '',
    pertinence: '',
    richesse_vocabulaire: '',
    correction_grammaticale: '',
  },
  erreurs: [
    {
      phrase_originale: 'allé a Montréal',
      correction: 'allé à Montréal',
      explication: 'a / à',
      debut: 13,
      fin: 14,
    },
    {
      phrase_originale: 'très glissant',
      correction: 'très glissantes',
      explication: 'accord',
      debut: 39,
      fin: 47,
    },
  ],
  texte_corrige: 'Je suis allé à Montréal. Les rues très glissantes.',
  pertinence_sujet: { points_forts: '', respect_consigne: '', points_a_ameliorer: '' },
  suggestions: [],
  mesures: null,
  analyseurs: [],
  avertissements: [],
  corrige_le: '2026-11-23T10:00:00Z',
  evaluation: {
    note: 8,
    fourchette: { min: 7, max: 9, cecrl: { min: 'B1', max: 'B1' }, nclc: { min: '6', max: '6' } },
    criteres: [
      { cle: 'langue', libelle: 'Correction de la langue', note: 2.5, raison: '2 erreurs relevées.' },
    ],
    plafond: null,
    tache: {
      mots: 9,
      mots_propres: 9,
      attendus: null,
      francais: true,
      part_copiee: 0,
      sujet_traite: true,
      points: [],
    },
  },
} satisfies AiAnswer;

describe('writing feedback', () => {
  it('shows the note as a range with CEFR and NCLC, criteria bars, highlighted errors and the diff', () => {
    render(<WritingFeedback ai={ai} text={text} />);
    expect(screen.getByText('7 à 9 / 20')).toBeTruthy();
    expect(screen.getByText('Niveau B1 · NCLC 6')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Correction de la langue' }).getAttribute('aria-valuenow')).toBe(
      '2.5',
    );
    expect(screen.getByText('2 erreurs relevées.')).toBeTruthy();
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['a', 'glissant']);
    expect(document.querySelector('ins')?.textContent).toContain('à');
  });
  it('diffs words', () => {
    expect(diffWords('les rues glissant', 'les rues glissantes')).toEqual([
      { kind: 'same', text: 'les rues ' },
      { kind: 'removed', text: 'glissant' },
      { kind: 'added', text: 'glissantes' },
    ]);
  });
});
