import { z } from 'zod';

/**
 * The correction of a written or spoken answer (`ai_aswer`, SPEC §3), as stored on the answer
 * and served in the results. Every text is French. A value that this installation cannot
 * compute is null (numbers) or a sentence saying why (texts), never an invented value.
 */

export const correctionStates = ['none', 'pending', 'running', 'done', 'failed'] as const;
export const correctionStateSchema = z.enum(correctionStates);
export type CorrectionState = z.infer<typeof correctionStateSchema>;

export const correctionErrorSchema = z.object({
  /** The faulty words with a little context around them. */
  phrase_originale: z.string(),
  /** The same excerpt with the first suggestion applied (or the suggestions listed). */
  correction: z.string(),
  /** The checker's French explanation. */
  explication: z.string(),
  /** Origin of the error: grammar checker, complementary rule, or language model. */
  source: z.enum(['grammalecte', 'regle', 'llm']).optional(),
  /** Category: accord, conjugaison, orthographe, élision, confusion... */
  categorie: z.string().optional(),
  /** Place of the faulty words in the learner's text (code points), to highlight them. */
  debut: z.number().int().min(0).optional(),
  fin: z.number().int().min(0).optional(),
});
export type CorrectionError = z.infer<typeof correctionErrorSchema>;

export const analyseTcfSchema = z.object({
  /** Estimated note /20, or null when it cannot be estimated on this installation. */
  note_estimee_20: z.number().min(0).max(20).nullable(),
  coherence: z.string(),
  pertinence: z.string(),
  richesse_vocabulaire: z.string(),
  correction_grammaticale: z.string(),
  /** Sub-scores /5 of the four criteria (null: not measurable). */
  sous_notes: z
    .object({
      coherence: z.number().nullable(),
      pertinence: z.number().nullable(),
      richesse_vocabulaire: z.number().nullable(),
      correction_grammaticale: z.number().nullable(),
    })
    .optional(),
  /** What the note rests on, in French (e.g. "texte complet", "aisance et durée seulement"). */
  base: z.string().optional(),
});
export type AnalyseTcf = z.infer<typeof analyseTcfSchema>;

export const pertinenceSujetSchema = z.object({
  points_forts: z.string(),
  respect_consigne: z.string(),
  points_a_ameliorer: z.string(),
});

export const voiceMeasuresSchema = z.object({
  hnr_db: z.number().nullable(),
  jitter_local_pct: z.number().nullable(),
  shimmer_local_pct: z.number().nullable(),
  f0_moyenne_hz: z.number().nullable(),
  duree_voisee_s: z.number(),
});

export const fluencyMeasuresSchema = z.object({
  duree_s: z.number(),
  syllabes: z.number(),
  debit_syllabes_s: z.number().nullable(),
  articulation_syllabes_s: z.number().nullable(),
  pauses: z.number(),
  pause_moyenne_s: z.number().nullable(),
  ratio_phonation: z.number().nullable(),
});

export const audioAnalyseSchema = z.object({
  /** Reading of the harmonics-to-noise ratio. */
  purete_voix: z.string(),
  /** Reading of local jitter. */
  instabilite_voix: z.string(),
  /** Reading of local shimmer. */
  instabilite_volume: z.string(),
  fluidite: z.string(),
  duree: z.string(),
  mesures: z.object({ voix: voiceMeasuresSchema, fluidite: fluencyMeasuresSchema }),
});
export type AudioAnalyse = z.infer<typeof audioAnalyseSchema>;

/** One delivery indicator of a spoken answer, in plain French, with what to practise. */
export const deliveryIndicatorSchema = z.object({
  cle: z.enum(['debit', 'pauses', 'groupes', 'phonation', 'duree', 'clarte']),
  libelle: z.string(),
  /** The measured value as a French phrase ("2,8 syllabes par seconde"). */
  valeur: z.string(),
  niveau: z.enum(['bon', 'moyen', 'faible', 'inconnu']),
  lecture: z.string(),
  /** What to practise, or null when nothing needs work. */
  a_travailler: z.string().nullable(),
});
export type DeliveryIndicator = z.infer<typeof deliveryIndicatorSchema>;

/** The assessment of a spoken answer as the learner reads it. */
export const oralAssessmentSchema = z.object({
  /** False when the content was not assessed (no transcript): then there is no note at all. */
  contenu_evalue: z.boolean(),
  /** Why the content was not assessed, in French (null when it was). */
  raison: z.string().nullable(),
  indicateurs: z.array(deliveryIndicatorSchema),
  /** The automatic transcript (null without one), always shown as automatic. */
  transcription: z
    .object({
      texte: z.string(),
      mots: z.number(),
      /** True when the recogniser gave word times (fluency measured on the words). */
      horodatee: z.boolean(),
    })
    .nullable(),
  /** Estimated note range /20 (null without a note). */
  note_intervalle: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Length of the recording in seconds. */
  duree_s: z.number(),
});
export type OralAssessment = z.infer<typeof oralAssessmentSchema>;

export const writingMeasuresSchema = z.object({
  mots: z.number(),
  mots_attendus: z.object({ min: z.number(), max: z.number() }).nullable(),
  phrases: z.number(),
  longueur_moyenne_phrase: z.number(),
  mtld: z.number().nullable(),
  connecteurs: z.array(z.string()),
  erreurs_pour_100_mots: z.number().nullable(),
  recouvrement_sujet: z.number().nullable(),
});
export type WritingMeasures = z.infer<typeof writingMeasuresSchema>;

const noteLevelSchema = z.enum(['C2', 'C1', 'B2', 'B1', 'A2', 'A1', 'Non atteint']);
const nclcSchema = z.enum(['10+', '9', '8', '7', '6', '5', '4']).nullable();

/** One criterion of the written assessment, as a bar /5 with its reason. */
export const criterionSchema = z.object({
  cle: z.enum(['tache', 'coherence', 'vocabulaire', 'phrases', 'langue', 'aisance', 'duree']),
  libelle: z.string(),
  /** Score /5 (half points), or null when it cannot be measured here. */
  note: z.number().min(0).max(5).nullable(),
  raison: z.string(),
});
export type Criterion = z.infer<typeof criterionSchema>;

/** The estimate of a written (or transcribed) answer: note, its range, levels, criteria, caps. */
export const evaluationSchema = z.object({
  note: z.number().min(0).max(20),
  fourchette: z.object({
    min: z.number().min(0).max(20),
    max: z.number().min(0).max(20),
    cecrl: z.object({ min: noteLevelSchema, max: noteLevelSchema }),
    nclc: z.object({ min: nclcSchema, max: nclcSchema }),
  }),
  criteres: z.array(criterionSchema),
  /** Why the note is capped (other language, copy, off topic, too short...), or null. */
  plafond: z.object({ type: z.string(), max: z.number(), raison: z.string() }).nullable(),
  tache: z.object({
    mots: z.number(),
    /** Words not copied from the consigne. */
    mots_propres: z.number(),
    attendus: z.object({ min: z.number(), max: z.number() }).nullable(),
    francais: z.boolean(),
    part_copiee: z.number(),
    sujet_traite: z.boolean().nullable(),
    points: z.array(z.object({ libelle: z.string(), traite: z.boolean() })),
  }),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const aiAnswerSchema = z.object({
  etat: correctionStateSchema,
  audio_analyse: audioAnalyseSchema.nullable(),
  analyse_tcf: analyseTcfSchema,
  erreurs: z.array(correctionErrorSchema),
  texte_corrige: z.string(),
  pertinence_sujet: pertinenceSujetSchema,
  suggestions: z.array(z.string()),
  /** Transcript of a spoken answer, or null without a speech-to-text service. */
  transcription: z.string().nullable().optional(),
  /** Spoken answers: delivery indicators, transcript and whether the content was assessed. */
  oral: oralAssessmentSchema.optional(),
  mesures: writingMeasuresSchema.nullable(),
  /** Note with its range, criteria and task fulfilment (written answers corrected since the level model). */
  evaluation: evaluationSchema.nullable().optional(),
  /** Analysers that ran (e.g. "grammalecte", "mesures", "voix", "llm"). */
  analyseurs: z.array(z.string()),
  /** What could not be analysed and why, in French. */
  avertissements: z.array(z.string()),
  corrige_le: z.string(),
});
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

export const makeNewCorrectionRequest = z.object({
  user_aswer_slug: z.string().trim().min(1).max(200),
});

export const makeNewCorrectionResponse = z.object({
  user_aswer_slug: z.string(),
  correction_state: correctionStateSchema,
  correction_error: z.string().nullable(),
  ai_aswer: aiAnswerSchema.nullable(),
  /** Same object, under the name the results screen reads after a manual correction. */
  recommendations: aiAnswerSchema.nullable(),
  detail: z.string(),
});
