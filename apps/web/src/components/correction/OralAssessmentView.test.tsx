import { render, screen } from '@testing-library/react';
import type { AiAnswer } from '@prepa/shared';
import { describe, expect, it } from 'vitest';
import { OralAssessmentView } from './OralAssessmentView';

const range = { min: 9, max: 12, cecrl: { min: 'B1', max: 'B2' }, nclc: { min: '6', max: '7' } } as const;
const base = {
  etat: 'done',
  audio_analyse: null,
  analyse_tcf: {
    note_estimee_20: 10.5,
    coherence: '',
    pertinence: '',
    richesse_vocabulaire: '',
    correction_grammaticale: '',
  },
  erreurs: [
    {
      phrase_originale: 'je suis allé a Montréal',
      correction: 'je suis allé à Montréal',
      explication: 'a / à',
    },
  ],
  texte_corrige: '',
  pertinence_sujet: { points_forts: '', respect_consigne: '', points_a_ameliorer: '' },
  suggestions: [],
  mesures: null,
  analyseurs: [],
  avertissements: [],
  corrige_le: '2026-11-23T10:00:00Z',
  transcription: 'euh je suis allé a Montréal',
  oral: {
    contenu_evalue: true,
    raison: null,
    indicateurs: [],
    transcription: { texte: 'euh je suis allé a Montréal', mots: 6, horodatee: true },
    note_intervalle: range,
    duree_s: 40,
  },
  evaluation: {
    note: 10.5,
    fourchette: range,
    criteres: [
      { cle: 'tache', libelle: 'Réalisation de la tâche', note: 4, raison: '3 points sur 3.' },
      {
        cle: 'aisance',
        libelle: 'Aisance (mesurée sur l’enregistrement)',
        note: 3.5,
        raison: 'Débit correct.',
      },
    ],
    plafond: null,
    tache: {
      mots: 6,
      mots_propres: 6,
      attendus: null,
      francais: true,
      part_copiee: 0,
      sujet_traite: true,
      points: [],
    },
  },
} satisfies AiAnswer;

describe('spoken answer with a transcript', () => {
  it('shows the note range with CEFR and NCLC, the criteria, the automatic transcript and its errors', () => {
    render(<OralAssessmentView ai={base} />);
    expect(screen.getByText(/9.*12/)).toBeTruthy();
    expect(screen.getByText(/B1.*B2/)).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Réalisation de la tâche' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: /Aisance/ })).toBeTruthy();
    expect(screen.getByText('Transcription automatique')).toBeTruthy();
    expect(screen.getByText('euh je suis allé a Montréal')).toBeTruthy();
    expect(screen.getByText('je suis allé à Montréal')).toBeTruthy();
  });

  it('shows no note when the content was not assessed', () => {
    render(
      <OralAssessmentView
        ai={{
          ...base,
          evaluation: null,
          erreurs: [],
          oral: {
            ...base.oral,
            contenu_evalue: false,
            raison: 'Réponse non évaluée.',
            transcription: null,
            note_intervalle: null,
          },
        }}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('Réponse non évaluée.');
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText(/\/ ?20/)).toBeNull();
  });
});
