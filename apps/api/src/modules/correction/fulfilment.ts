import { countWords } from '@prepa/shared';
import { francAll } from 'franc-min';
import { CARDINALS } from './clause-words';
import { COMMON_STEMS } from './common-words';
import { contentWords, frStem, functionWordShare } from './lexicon';
import type { WritingTask } from './task';
import { CONNECTORS, normalize, sentences, words } from './text';

/**
 * Task fulfilment, decided before any level estimate: is the answer in French, does it copy the
 * consigne, does it treat the subject and its points, does it respect the length. Works on a
 * written answer or on the transcript of a spoken one.
 */

export interface PointCoverage {
  label: string;
  covered: boolean;
  /** Words of the answer that show the point is treated. */
  evidence: string[];
}

export interface TaskFulfilment {
  /** Words of the answer (shared count of the editor). */
  words: number;
  /** Words not taken from the consigne: they count for length and vocabulary. */
  ownWords: number;
  /** The answer without the passages copied from the consigne. */
  ownText: string;
  language: { french: boolean; detected: string; frenchShare: number };
  /** Share of the answer's words inside 4-word sequences found in the consigne. */
  copyShare: number;
  topic: {
    /** Null when the task gives too little to judge the subject (no points, a short consigne). */
    measurable: boolean;
    /** Share of the answer's content words that belong to the subject's vocabulary. */
    density: number;
    points: PointCoverage[];
    onTopic: boolean;
    /** Subject words the answer uses. */
    shared: string[];
  };
  length: {
    expected: { min: number; max: number } | null;
    verdict: 'under' | 'within' | 'over' | null;
  };
  /** A list of words rather than sentences. */
  wordList: boolean;
}

export interface FulfilmentOptions {
  /** Spoken transcript: no punctuation to split sentences, no list check on layout. */
  spoken?: boolean;
  /** The other writing tasks of the catalogue (see `topic`). */
  others?: WritingTask[];
  /** The language of the text, when the pipeline has already identified it. */
  language?: TaskFulfilment['language'];
}

const N = 4;

function tokens(text: string): string[] {
  return words(text).map(normalize);
}

/** The text was identified as written in another language than French. */
export const notFrench = (state: { language?: TaskFulfilment['language'] }) =>
  state.language?.french === false;

/** Language of each sentence by franc; the share of words in sentences identified as French. */
export function languageOf(text: string): TaskFulfilment['language'] {
  const all = francAll(text, { minLength: 10 });
  const detected = all[0]?.[0] ?? 'und';
  const parts = sentences(text);
  let fr = 0;
  let total = 0;
  for (const s of parts.length ? parts : [text]) {
    const n = words(s).length;
    total += n;
    const ranking = francAll(s, { minLength: 10 });
    const top = ranking[0]?.[0] ?? 'und';
    const fraScore = ranking.find((r) => r[0] === 'fra')?.[1] ?? 0;
    // Short sentences are unreliable for trigram models: French function words decide then.
    const frenchWords = functionWordShare(s);
    if (top === 'fra' || (fraScore >= 0.85 && frenchWords >= 0.25) || (n < 6 && frenchWords >= 0.3)) fr += n;
    else if (top === 'und' && frenchWords >= 0.25) fr += n;
  }
  const frenchShare = total ? fr / total : 0;
  return { french: total > 0 && frenchShare >= 0.6, detected, frenchShare };
}

/** Marks the answer's words that belong to a 4-word sequence of the consigne. */
function copied(answer: string, consigne: string): { share: number; ownText: string } {
  const src = tokens(consigne);
  const grams = new Set<string>();
  for (let i = 0; i + N <= src.length; i++) grams.add(src.slice(i, i + N).join(' '));
  const matches = [...answer.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)];
  const toks = matches.map((m) => normalize(m[0]));
  const mark = new Array<boolean>(toks.length).fill(false);
  for (let i = 0; i + N <= toks.length; i++) {
    if (grams.has(toks.slice(i, i + N).join(' '))) for (let k = i; k < i + N; k++) mark[k] = true;
  }
  const n = mark.length;
  const share = n ? mark.filter(Boolean).length / n : 0;
  let own = '';
  let pos = 0;
  matches.forEach((m, i) => {
    if (!mark[i]) return;
    own += answer.slice(pos, m.index);
    pos = m.index + m[0].length;
  });
  own += answer.slice(pos);
  return { share, ownText: own.replace(/[ \t]{2,}/g, ' ') };
}

/** Stem sequences of a keyword ("ligne orange" → two stems). */
function keyStems(k: string): string[] {
  return words(k)
    .map((w) => frStem(w))
    .filter((s) => s.length >= 2);
}

function containsSeq(hay: string[], seq: string[]): boolean {
  if (!seq.length) return false;
  outer: for (let i = 0; i + seq.length <= hay.length; i++) {
    for (let k = 0; k < seq.length; k++) if (hay[i + k] !== seq[k]) continue outer;
    return true;
  }
  return false;
}

/** Words of instructions: they say nothing of the subject. */
const INSTRUCTION_STEMS = [
  'mot',
  'nombr',
  'écriv',
  'ecriv',
  'redig',
  'lis',
  'docu',
  'part',
  'premi',
  'second',
  'present',
];

/**
 * Words of argument and discourse (opinion verbs, connectors, modal verbs): any essay on any
 * subject uses them, so they show that an opinion is given, never what it is about.
 */
const DISCOURSE_STEMS = new Set(
  [
    ...`penser pense crois croire estime estimer sembler semble paraître paraît plaider plaide considérer
    considère soutenir soutiens défendre défends préférer préfère partager partage rejoindre rejoins falloir
    faut faudrait convaincu persuadé favorable opposé opposée accord avis selon point vue plutôt moins côté
    revanche cependant effet exemple personnellement trouver trouve yeux sens force constater pouvoir peuvent
    peut soit serait aurait aura pendant notamment depuis plus tant faut-il doit doivent devrait être avoir
    faire`.split(/\s+/),
    // ("parce" of "parce que" shares its stem with "parc", a word of many subjects)
    ...Object.values(CONNECTORS).flatMap((c) => c.flatMap((x) => words(x)).filter((w) => w !== 'parce')),
  ]
    .filter(Boolean)
    .map((w) => frStem(w)),
);

/**
 * The words of a keyword or related expression that carry its subject: "à deux pas" gives
 * nothing, "tourner à gauche" gives "tourner" and "gauche"; a single word is kept as it is.
 */
function vocabularyStems(k: string): string[] {
  const ws = words(k);
  if (ws.length === 1) return keyStems(k);
  return (
    contentWords(k)
      // numbers say nothing of a subject ("à deux pas")
      .filter((w) => !CARDINALS.has(w.toLowerCase()))
      .map((w) => frStem(w))
      .filter((s) => s.length >= 2)
  );
}

/** Subject vocabulary: content words of the consigne, keywords of the points, related words. */
function subjectStems(task: WritingTask): Set<string> {
  const out = new Set<string>();
  for (const w of contentWords(task.consigne)) out.add(frStem(w));
  for (const p of task.points) for (const k of p.keywords) for (const s of vocabularyStems(k)) out.add(s);
  for (const r of task.related) for (const s of vocabularyStems(r)) out.add(s);
  for (const w of INSTRUCTION_STEMS) out.delete(w);
  for (const w of DISCOURSE_STEMS) out.delete(w);
  return out;
}

/** Share of the answer's content words that belong to the subject vocabulary of a task. */
function densityFor(content: string[], vocab: Set<string>): number {
  return content.length ? content.filter((w) => vocab.has(frStem(w))).length / content.length : 0;
}

function topic(own: string, task: WritingTask, others: WritingTask[]): TaskFulfilment['topic'] {
  const allStems = words(own).map((w) => frStem(w));
  const content = contentWords(own);
  const vocab = subjectStems(task);
  const inVocab = content.filter((w) => vocab.has(frStem(w)));
  const density = densityFor(content, vocab);
  // Distinct words of the subject outside everyday vocabulary: a text rich in its own words
  // (a C2 testimony) can have a lower density yet name many things of the subject.
  const specific = new Set(inVocab.map((w) => frStem(w)).filter((s) => s.length >= 4 && !COMMON_STEMS.has(s)))
    .size;
  const points: PointCoverage[] = task.points.map((p) => {
    const evidence = p.keywords.filter((k) => containsSeq(allStems, keyStems(k)));
    return { label: p.label, covered: evidence.length > 0, evidence };
  });
  const measurable = task.points.length > 0 || vocab.size >= 6;
  const covered = points.filter((p) => p.covered).length;
  const pointShare = points.length ? covered / points.length : null;
  // Off topic: too little of the subject's vocabulary (threshold between the off-topic answers,
  // at most 0.10, and the on-topic texts, at least 0.15, of the tuning set) unless at least five
  // distinct specific words of the subject are used (off-topic answers use at most one), or
  // none of the points. A subject of few words (a spoken opinion on one sentence) can be
  // matched by fewer words: below 40 stems, the threshold falls in proportion.
  const threshold = 0.12 * Math.min(1, vocab.size / 40);
  // A text in its own words (a C2 account that names a garden, not "a park") can fall under the
  // threshold; when its vocabulary is no farther from this task than from every other task of
  // the catalogue, and not far under the threshold, it treats this subject. Off-topic answers are
  // closer to another task, or far under it.
  const closest = () =>
    others.length >= 3 &&
    density >= CLOSEST_FLOOR * Math.min(1, vocab.size / 40) &&
    others.every((o) => densityFor(content, subjectStems(o)) <= density);
  // An answer that names none of the points is off topic, unless its vocabulary is plainly the
  // subject's (twice the threshold): then the points are treated in words their keywords do not
  // list (a C2 writer's "j'ai le regret de…"), and they are only named as missing.
  const pointsSeen = pointShare === null || pointShare > 0 || density >= 2 * threshold;
  const onTopic =
    !measurable || content.length < 5 || ((density >= threshold || specific >= 5 || closest()) && pointsSeen);
  const shared = [...new Set(inVocab.map((w) => w.toLowerCase()))].slice(0, 12);
  return { measurable, density, points, onTopic, shared };
}

/** Lowest density at which being closest to the task among the catalogue's tasks counts. */
const CLOSEST_FLOOR = 0.07;

/** Sentences without a verb-like word and few function words: a list of words. */
function isWordList(text: string, spoken: boolean): boolean {
  const ws = words(text);
  if (ws.length < 4) return false;
  const fw = functionWordShare(text);
  const lines = text.split('\n').filter((l) => l.trim());
  const shortLines = lines.filter((l) => words(l).length <= 3).length;
  return fw < 0.15 || (!spoken && lines.length >= 5 && shortLines / lines.length > 0.7 && fw < 0.3);
}

export function analyseTaskFulfilment(
  text: string,
  task: WritingTask,
  options: FulfilmentOptions = {},
): TaskFulfilment {
  const n = countWords(text);
  const lang = options.language ?? languageOf(text);
  const copy = task.consigne ? copied(text, task.consigne) : { share: 0, ownText: text };
  const ownWords = countWords(copy.ownText);
  const expected = task.expected;
  const verdict = !expected
    ? null
    : ownWords < expected.min
      ? 'under'
      : ownWords > expected.max
        ? 'over'
        : 'within';
  return {
    words: n,
    ownWords,
    ownText: copy.ownText,
    language: lang,
    copyShare: copy.share,
    topic: topic(copy.ownText, task, options.others ?? []),
    length: { expected, verdict },
    wordList: isWordList(text, !!options.spoken),
  };
}
