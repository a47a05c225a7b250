import type { AiAnswer, Criterion, Evaluation } from '@prepa/shared';
import { messages } from '../../lib/messages';
import { frStem } from './lexicon';
import { COMMON_STEMS } from './common-words';
import { type LevelFeatures, extractFeatures } from './features';
import { analyseTaskFulfilment, notFrench, type TaskFulfilment } from './fulfilment';
import { type LevelEstimate, estimateLevel } from './level';
import type { WritingTask } from './task';
import { contentWords } from './lexicon';
import { normalize, sentences } from './text';
import { WRITING_CONVENTIONS } from './features';
import type { Finding, WritingState } from './types';
import { finiteForms } from './verb-lexicon';

export { learnerErrors } from './learner-errors';

const m = messages.writing;
const half = (x: number) => Math.round(x * 2) / 2;
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const levelName = (x: number) => LEVELS[Math.max(0, Math.min(5, Math.round(x)))]!;

/** The task of an input: the content's metadata, or the subject text alone. */
export function taskOf(state: WritingState): WritingTask {
  return (
    state.input.task ?? {
      consigne: state.input.subject,
      type: null,
      genre: null,
      expected: state.input.expected,
      points: [],
      related: [],
    }
  );
}

export interface WritingAssessment {
  fulfilment: TaskFulfilment;
  features: LevelFeatures;
  estimate: LevelEstimate;
  evaluation: Evaluation;
}

export interface AssessOptions {
  /** Spoken transcript: no spelling, punctuation or capitalisation criteria, no sentence length. */
  spoken?: boolean;
}

/** The findings a learner is judged on: a transcript's spelling and punctuation are the transcriber's. */
export function judgedFindings(findings: Finding[], spoken: boolean): Finding[] {
  return spoken ? findings.filter((f) => !WRITING_CONVENTIONS.has(f.category)) : findings;
}

/** Task fulfilment, features and level of the analysed text. */
export function assess(state: WritingState, options: AssessOptions = {}): WritingAssessment {
  const spoken = !!options.spoken;
  const task = taskOf(state);
  const fulfilment = analyseTaskFulfilment(state.input.text, task, {
    spoken,
    others: state.input.others,
    language: state.language,
  });
  const grammar = state.analysers.includes('grammalecte');
  // Features on the learner's own words: copied passages show nothing of their level.
  const own = fulfilment.ownText;
  const features = extractFeatures(own, grammar ? state.findings : null, {
    ignoreWritingConventions: spoken,
  });
  if (grammar && fulfilment.ownWords !== fulfilment.words && features.errorDensity !== null)
    features.errorDensity = (features.errorDensity * features.words) / Math.max(1, fulfilment.words);
  const estimate = estimateLevel(features, fulfilment, { ignoreWritingConventions: spoken });
  return {
    fulfilment,
    features,
    estimate,
    evaluation: evaluationOf(state, fulfilment, features, estimate, spoken),
  };
}

function capReason(
  e: LevelEstimate,
  t: TaskFulfilment,
): { type: string; max: number; raison: string } | null {
  const c = e.caps[0];
  if (!c) return null;
  const raison =
    c.kind === 'autre-langue'
      ? m.caps['autre-langue'](m.languages[t.language.detected] ?? '')
      : c.kind === 'copie'
        ? m.caps.copie(Math.round(t.copyShare * 100))
        : c.kind === 'hors-sujet'
          ? m.caps['hors-sujet'](t.topic.points.map((p) => p.label))
          : c.kind === 'trop-court'
            ? m.caps['trop-court'](t.ownWords, t.length.expected?.min ?? 40, c.max)
            : c.kind === 'trop-long'
              ? m.caps['trop-long'](t.ownWords, t.length.expected?.max ?? 0)
              : m.caps['liste-de-mots'];
  return { type: c.kind, max: c.max, raison };
}

/** Words of the text that are outside everyday French, written right: a precise word to quote. */
function rareWords(text: string, state: WritingState): string[] {
  const chars = Array.from(state.input.text);
  // "dérangent" for "dérange": a word the learner wrote wrong is quoted as nothing good
  const wrong = new Set(state.findings.map((f) => chars.slice(f.start, f.end).join('').toLowerCase()));
  const out: string[] = [];
  for (const w of contentWords(text)) {
    if (wrong.has(w.toLowerCase())) continue;
    if (w.length < 6 || /^\p{Lu}/u.test(w) || w.includes('-') || COMMON_STEMS.has(frStem(w))) continue;
    // "prends", "connais": a form of an everyday verb is no precise word
    if (finiteForms(w).some((f) => COMMON_STEMS.has(frStem(f.lemma)))) continue;
    if (!out.includes(w.toLowerCase())) out.push(w.toLowerCase());
  }
  return out;
}

function topCategory(f: LevelFeatures): string | null {
  const e = Object.entries(f.errorsByCategory).sort((a, b) => b[1] - a[1])[0];
  return e ? e[0] : null;
}

function evaluationOf(
  state: WritingState,
  t: TaskFulfilment,
  f: LevelFeatures,
  e: LevelEstimate,
  spoken: boolean,
): Evaluation {
  const cap = e.caps.length ? capReason(e, t) : null;
  const covered = t.topic.points.filter((p) => p.covered);
  const missing = t.topic.points.filter((p) => !p.covered).map((p) => p.label);
  const lengthOk =
    t.length.expected === null
      ? 1
      : t.ownWords < t.length.expected.min
        ? t.ownWords / t.length.expected.min
        : t.ownWords > t.length.expected.max
          ? Math.max(0.5, 1 - (t.ownWords - t.length.expected.max) / t.length.expected.max)
          : 1;
  const pointsOk = t.topic.points.length ? covered.length / t.topic.points.length : t.topic.onTopic ? 1 : 0.4;
  const tacheNote =
    cap && cap.type !== 'trop-long' ? Math.min(1, half((5 * cap.max) / 20)) : half(5 * pointsOk * lengthOk);
  const bar = (x: number | null) => (x === null ? null : half(Math.min(5, Math.max(0, x))));
  const c = e.criteria;
  const criteres: Criterion[] = [
    {
      cle: 'tache',
      libelle: m.criteria.tache,
      note: tacheNote,
      raison: cap
        ? cap.raison
        : m.reasons.tache(covered.length, t.topic.points.length, missing, t.ownWords, t.length.expected),
    },
    {
      cle: 'coherence',
      libelle: m.criteria.coherence,
      note: bar(c.coherence),
      raison: m.reasons.coherence(m.level(levelName(c.coherence ?? 0)), f.connectorsUsed),
    },
    {
      cle: 'vocabulaire',
      libelle: m.criteria.vocabulaire,
      note: bar(c.vocabulaire),
      raison: m.reasons.vocabulaire(m.level(levelName(c.vocabulaire ?? 0)), rareWords(t.ownText, state)),
    },
    {
      cle: 'phrases',
      libelle: m.criteria.phrases,
      note: bar(c.phrases),
      raison: spoken
        ? m.reasons.phrasesSpoken(m.level(levelName(c.phrases ?? 0)), f.tenseList)
        : m.reasons.phrases(m.level(levelName(c.phrases ?? 0)), f.meanSentenceLength, f.tenseList),
    },
    {
      cle: 'langue',
      libelle: m.criteria.langue,
      note: bar(c.langue),
      raison:
        c.langue === null || f.errorDensity === null
          ? notFrench(state)
            ? m.reasons.langueNotFrench
            : m.reasons.langueUnavailable
          : m.reasons.langue(
              m.level(levelName(c.langue)),
              Object.values(f.errorsByCategory).reduce((a, b) => a + b, 0),
              (Object.values(f.errorsByCategory).reduce((a, b) => a + b, 0) * 100) / Math.max(1, t.words),
              topCategory(f),
            ),
    },
  ];
  return {
    note: e.note,
    fourchette: e.range,
    criteres,
    plafond: cap,
    tache: {
      mots: t.words,
      mots_propres: t.ownWords,
      attendus: t.length.expected,
      francais: t.language.french,
      part_copiee: Math.round(t.copyShare * 100) / 100,
      sujet_traite: t.topic.measurable ? t.topic.onTopic : null,
      points: t.topic.points.map((p) => ({ libelle: p.label, traite: p.covered })),
    },
  };
}

/** Strengths, task fulfilment and things to improve, consistent with the criteria. */
export function feedbackOf(a: WritingAssessment) {
  const { evaluation: ev, fulfilment: t, features: f } = a;
  const by = Object.fromEntries(ev.criteres.map((c) => [c.cle, c.note]));
  const strong: string[] = [];
  const weak: string[] = [];
  const missing = t.topic.points.filter((p) => !p.covered).map((p) => p.label);
  if (!ev.plafond) {
    if (t.topic.points.length && !missing.length) strong.push(m.strengths.tache);
    if ((by.coherence ?? 0) >= 3.5 && f.connectorsUsed.length)
      strong.push(m.strengths.coherence(f.connectorsUsed));
    if ((by.vocabulaire ?? 0) >= 3.5) strong.push(m.strengths.vocabulaire);
    if ((by.phrases ?? 0) >= 3.5) strong.push(m.strengths.phrases);
    if ((by.langue ?? 0) >= 4) strong.push(m.strengths.langue);
  }
  if (missing.length) weak.push(m.improve.tache(missing));
  if ((by.coherence ?? 5) < 2.5) weak.push(m.improve.coherence);
  if ((by.vocabulaire ?? 5) < 2.5) weak.push(m.improve.vocabulaire);
  if ((by.phrases ?? 5) < 2.5) weak.push(m.improve.phrases);
  if (by.langue !== null && (by.langue ?? 5) < 2.5) weak.push(m.improve.langue);
  let consigne = m.instructions.length(t.ownWords, t.length.expected);
  if (t.words > t.ownWords) consigne += m.instructions.copied(t.words - t.ownWords);
  if (ev.plafond) consigne += ` ${ev.plafond.raison}`;
  else if (!t.topic.measurable) consigne += m.instructions.notMeasurable;
  else {
    consigne += m.instructions.onTopic;
    consigne += m.instructions.points(
      t.topic.points.filter((p) => p.covered).map((p) => p.label),
      missing,
    );
  }
  return {
    points_forts: strong.length ? strong.join(' ') : m.strengths.none,
    respect_consigne: consigne,
    points_a_ameliorer: weak.length ? weak.join(' ') : m.improve.none,
  };
}

/** Advice specific to this text: its errors quoted, its missing points, its long sentences. */
export function adviceOf(a: WritingAssessment, errors: AiAnswer['erreurs'], text: string): string[] {
  const { fulfilment: t, features: f, evaluation: ev } = a;
  if (ev.plafond && ['autre-langue', 'copie', 'liste-de-mots', 'hors-sujet'].includes(ev.plafond.type))
    return [
      m.suggest.rewrite,
      ...t.topic.points
        .filter((p) => !p.covered)
        .slice(0, 2)
        .map((p) => m.suggest.missingPoint(p.label)),
    ];
  const out: string[] = [];
  const range = t.length.expected;
  if (range && t.ownWords < range.min) out.push(m.suggest.tooShort(range.min - t.ownWords));
  if (range && t.ownWords > range.max) out.push(m.suggest.tooLong(t.ownWords - range.max));
  for (const p of t.topic.points.filter((x) => !x.covered).slice(0, 2))
    out.push(m.suggest.missingPoint(p.label));
  const cats = new Map<string, AiAnswer['erreurs']>();
  for (const e of errors)
    if (e.categorie && e.correction !== messages.correction.noSuggestion)
      cats.set(e.categorie, [...(cats.get(e.categorie) ?? []), e]);
  for (const [cat, es] of [...cats.entries()].sort((x, y) => y[1].length - x[1].length).slice(0, 2))
    out.push(m.suggest.error(cat, es.length, es[0]!.phrase_originale, es[0]!.correction));
  const ss = sentences(text);
  const long = ss.find((s) => s.split(/\s+/).length > 35);
  if (long) out.push(m.suggest.longSentence(long.split(/\s+/).slice(0, 6).join(' ')));
  if (f.connectorsUsed.length < 2 && ss.length >= 3) out.push(m.suggest.connectors(ss[0]!.slice(0, 80)));
  if (f.tenses < 2 && f.words >= 40) out.push(m.suggest.tenses);
  const counts = new Map<string, { word: string; n: number }>();
  for (const w of contentWords(text)) {
    if (w.length < 4 || /^\p{Lu}/u.test(w)) continue;
    const k = normalize(w);
    counts.set(k, { word: counts.get(k)?.word ?? w, n: (counts.get(k)?.n ?? 0) + 1 });
  }
  const rep = [...counts.values()].filter((x) => x.n >= 4).sort((x, y) => y.n - x.n)[0];
  if (rep) out.push(m.suggest.vocabulary(rep.word, rep.n));
  return out.slice(0, 6);
}
