import { contentWords, frStem } from './lexicon';
import { COMMON_STEMS } from './common-words';
import { CONNECTORS, mtld, normalize, sentences, words } from './text';
import type { Finding } from './types';

/**
 * Features tied to the level of a French text by the CEFR written-production descriptors and the
 * research on learner French: syntactic complexity, variety of tenses and moods, cohesion,
 * lexical diversity and rarity, error density weighted by gravity, register.
 */
export interface LevelFeatures {
  words: number;
  sentences: number;
  meanSentenceLength: number;
  /** Subordinate and relative clauses per sentence. */
  subordination: number;
  /** Distinct tenses and moods beyond the present (passé composé, imparfait, futur, conditionnel, subjonctif, plus-que-parfait, gérondif, passif). */
  tenses: number;
  tenseList: string[];
  /** Sum of the sophistication (1 to 3) of the distinct connectors used. */
  connectorScore: number;
  connectorsUsed: string[];
  advancedConnectors: string[];
  /** MTLD (lexical diversity), null under 10 words. */
  diversity: number | null;
  /** Share of content words outside the most frequent French vocabulary. */
  rareShare: number;
  /** Errors per 100 words, weighted by gravity; null without a grammar checker. */
  errorDensity: number | null;
  /** Errors by learner category. */
  errorsByCategory: Record<string, number>;
  /** Colloquial markers per 100 words. */
  colloquial: number;
  paragraphs: number;
}

/** Sophistication of connectors: 1 basic (A1-A2), 2 intermediate (B1), 3 advanced (B2 and above). */
const CONNECTOR_LEVEL: Record<string, number> = {
  mais: 1,
  aussi: 1,
  puis: 1,
  car: 1,
  'parce que': 1,
  donc: 1,
  alors: 1,
  comme: 1,
  ensuite: 1,
  enfin: 1,
  'par exemple': 1,
  'je pense que': 1,
  'à mon avis': 1,
  "d'abord": 2,
  "tout d'abord": 2,
  cependant: 2,
  pourtant: 2,
  'par contre': 2,
  'alors que': 2,
  'même si': 2,
  'en effet': 2,
  'de plus': 2,
  'grâce à': 2,
  'à cause de': 2,
  'selon moi': 2,
  "c'est pourquoi": 2,
  finalement: 2,
  'pour conclure': 2,
  'en conclusion': 2,
  également: 2,
  puisque: 2,
  malgré: 2,
  'je crois que': 2,
  notamment: 2,
  'ainsi que': 2,
  néanmoins: 3,
  toutefois: 3,
  'en revanche': 3,
  'dès lors': 3,
  'par conséquent': 3,
  'en outre': 3,
  'par ailleurs': 3,
  "d'ailleurs": 3,
  'bien que': 3,
  'de sorte que': 3,
  'si bien que': 3,
  'étant donné que': 3,
  'force est de constater': 3,
  'faute de': 3,
  voire: 3,
  ainsi: 3,
  "d'une part": 3,
  "d'autre part": 3,
  'il me semble': 3,
  'à mes yeux': 3,
  'à mon sens': 3,
  'en résumé': 2,
  premièrement: 2,
  deuxièmement: 2,
  personnellement: 2,
};

const SUBORDINATORS =
  /(?<![\p{L}])(qui|que|qu['’]|dont|où|lorsque|lorsqu['’]|quand|parce que|parce qu['’]|puisque|puisqu['’]|bien que|bien qu['’]|afin que|afin qu['’]|pour que|pour qu['’]|avant que|après que|si|s['’]il|s['’]ils|comme si|tandis que|alors que|même si|à condition que|sans que|de sorte que|si bien que|quoique)(?![\p{L}])/giu;

const TENSES: [string, RegExp][] = [
  [
    'passé composé',
    /(?<![\p{L}])(ai|as|a|avons|avez|ont|suis|es|est|sommes|êtes|sont)\s+(?:(?:pas|jamais|déjà|bien|beaucoup|toujours|souvent|vraiment|aussi)\s+)?\p{L}+(?:é|ée|és|ées|i|is|ie|it|u|us|ue|ert|ort)(?![\p{L}])/giu,
  ],
  [
    'imparfait',
    /(?<![\p{L}])(?:j['’]|je|tu|il|elle|on|nous|vous|ils|elles|c['’]|ça|qui)\s*\p{L}{2,}(?:ais|ait|ions|iez|aient)(?![\p{L}])/giu,
  ],
  [
    'futur',
    /(?<![\p{L}])(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\s*\p{L}{2,}(?:rai|ras|ra|rons|rez|ront)(?![\p{L}])/giu,
  ],
  ['conditionnel', /(?<![\p{L}])\p{L}{2,}(?:rais|rait|rions|riez|raient)(?![\p{L}])/giu],
  [
    'subjonctif',
    /(?<![\p{L}])(?:que|qu['’])\s*(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|les|chacun|tout le monde)?\s*(?:sois|soit|soyons|soyez|soient|aie|aies|ait|ayons|ayez|aient|fasse|fasses|fassent|fassions|puisse|puisses|puissent|puissions|aille|ailles|aillent|sache|saches|sachent|veuille|veuillent|vienne|viennent|prenne|prennent|doive|doivent|devienne|mette|mettent|comprenne|comprennent|connaisse|finisse|choisisse|réussisse|parte|sorte|dise|lise|écrive|vive)(?![\p{L}])/giu,
  ],
  [
    'plus-que-parfait',
    /(?<![\p{L}])(avais|avait|avions|aviez|avaient|étais|était|étions|étiez|étaient)\s+(?:(?:pas|jamais|déjà|bien|toujours)\s+)?\p{L}+(?:é|ée|és|ées|i|is|ie|u|us|ue|it|ert)(?![\p{L}])/giu,
  ],
  ['gérondif', /(?<![\p{L}])en\s+\p{L}{2,}ant(?![\p{L}])/giu],
  [
    'passif',
    /(?<![\p{L}])(?:est|sont|été|être|sera|seront|soit)\s+\p{L}+(?:é|ée|és|ées)\s+par(?![\p{L}])/giu,
  ],
];

const COLLOQUIAL =
  /(?<![\p{L}])(ouais|truc|trucs|bouquin|boulot|sympa|super|trop (?:bien|cool|bon)|cool|genre|j['’]suis|chuis|t['’]es|y['’]a|ben|bah|ok|okay|mdr|lol|ptdr|stp|svp|bcp|pk|pcq|tkt)(?![\p{L}])/giu;

/** Gravity of each error category: meaning-breaking grammar weighs more than a missing accent. */
export const GRAVITY: Record<string, number> = {
  conjugaison: 1,
  accord: 1,
  'participe passé': 1,
  'mode verbal': 1.2,
  auxiliaire: 1.2,
  confusion: 1,
  orthographe: 0.8,
  élision: 0.6,
  syntaxe: 1.2,
  majuscule: 0.3,
  ponctuation: 0.2,
  autre: 0.7,
};

export interface FeatureOptions {
  /** Spoken transcript: punctuation, capitals and spelling are the transcriber's, not the speaker's. */
  ignoreWritingConventions?: boolean;
}

export const WRITING_CONVENTIONS = new Set(['orthographe', 'majuscule', 'ponctuation', 'élision']);

export function extractFeatures(
  text: string,
  findings: Finding[] | null,
  options: FeatureOptions = {},
): LevelFeatures {
  const ws = words(text);
  const ss = sentences(text);
  const norm = ` ${normalize(text).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  const used: string[] = [];
  let connectorScore = 0;
  for (const list of Object.values(CONNECTORS)) {
    for (const c of list) {
      const key = c.replace(/’/g, "'");
      if (used.includes(key)) continue;
      if (norm.includes(` ${normalize(key).replace(/[^\p{L}\p{N}']+/gu, ' ')} `)) {
        used.push(key);
        connectorScore += CONNECTOR_LEVEL[key] ?? 1;
      }
    }
  }
  const tenseList = TENSES.filter(([, re]) => (text.match(re) ?? []).length > 0).map(([n]) => n);
  const subs = (text.match(SUBORDINATORS) ?? []).length;
  const content = contentWords(text);
  const rare = content.filter((w) => !COMMON_STEMS.has(frStem(w))).length;
  let errorDensity: number | null = null;
  const byCat: Record<string, number> = {};
  if (findings) {
    const seen = new Set<string>();
    let weighted = 0;
    for (const f of findings) {
      const cat = f.category;
      if (options.ignoreWritingConventions && WRITING_CONVENTIONS.has(cat)) continue;
      const key = `${f.start}:${f.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      byCat[cat] = (byCat[cat] ?? 0) + 1;
      weighted += GRAVITY[cat] ?? 0.7;
    }
    errorDensity = ws.length ? (weighted * 100) / ws.length : 0;
  }
  return {
    words: ws.length,
    sentences: ss.length,
    meanSentenceLength: ss.length ? ws.length / ss.length : ws.length,
    subordination: ss.length ? subs / ss.length : 0,
    tenses: tenseList.length,
    tenseList,
    connectorScore,
    connectorsUsed: used,
    advancedConnectors: used.filter((c) => (CONNECTOR_LEVEL[c] ?? 1) >= 3),
    diversity: mtld(ws),
    rareShare: content.length ? rare / content.length : 0,
    errorDensity,
    errorsByCategory: byCat,
    colloquial: ws.length ? ((text.match(COLLOQUIAL) ?? []).length * 100) / ws.length : 0,
    paragraphs: text.split(/\n+/).filter((p) => p.trim()).length,
  };
}
