/** Text measures that need no external tool: words, sentences, MTLD, connectors, topic overlap. */

const WORD_RE = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Words of a text; elided forms ("l'école", "qu'il") count as two words, as French word counters do. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    for (const part of m[0].split(/(?<=^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['’])/i)) {
      const w = part.replace(/['’]$/, '');
      if (w) out.push(w);
    }
  }
  return out;
}

/** Sentences, split on . ! ? … followed by a space or the end (abbreviations like "M." are rare in learner texts). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** Lower case with straight apostrophes, accents kept. */
export const lower = (w: string) => w.toLowerCase().replace(/’/g, "'");

export function normalize(word: string): string {
  return lower(word).normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Measure of Textual Lexical Diversity (McCarthy & Jarvis 2010): mean length of the runs of
 * words whose type-token ratio stays above 0.72, averaged over a forward and a backward pass.
 * Null under 10 words (the measure is meaningless on a handful of words).
 */
export function mtld(tokens: string[], threshold = 0.72): number | null {
  const ws = tokens.map(normalize);
  if (ws.length < 10) return null;
  const pass = (seq: string[]) => {
    let factors = 0;
    let types = new Set<string>();
    let count = 0;
    for (const w of seq) {
      count++;
      types.add(w);
      if (types.size / count <= threshold) {
        factors++;
        types = new Set();
        count = 0;
      }
    }
    if (count > 0) {
      const ttr = types.size / count;
      factors += (1 - ttr) / (1 - threshold);
    }
    return factors > 0 ? seq.length / factors : seq.length;
  };
  return (pass(ws) + pass([...ws].reverse())) / 2;
}

/** Logical connectors of French argumentative writing, by function. */
export const CONNECTORS: Record<string, string[]> = {
  addition: ['de plus', 'en outre', 'par ailleurs', 'également', 'aussi', 'ensuite', 'puis', "d'ailleurs"],
  opposition: [
    'mais',
    'cependant',
    'pourtant',
    'toutefois',
    'néanmoins',
    'en revanche',
    'par contre',
    'alors que',
    'bien que',
    'même si',
    'malgré',
  ],
  cause: ['car', 'parce que', 'puisque', 'grâce à', 'à cause de', 'étant donné que', 'en effet'],
  consequence: [
    'dès lors',
    'faute de',
    'voire',
    'force est de constater',
    'donc',
    'alors',
    'ainsi',
    "c'est pourquoi",
    'par conséquent',
    'de sorte que',
    'si bien que',
  ],
  structure: [
    "d'abord",
    'premièrement',
    'deuxièmement',
    'tout d’abord',
    "tout d'abord",
    'enfin',
    'finalement',
    'en conclusion',
    'pour conclure',
    'en résumé',
    'd’une part',
    "d'une part",
    "d'autre part",
    'd’autre part',
  ],
  illustration: ['par exemple', 'notamment', 'comme', 'ainsi que'],
  opinion: [
    'à mes yeux',
    'il me semble',
    'à mon avis',
    'selon moi',
    'je pense que',
    'je crois que',
    'personnellement',
    'à mon sens',
  ],
};

export interface ConnectorUse {
  found: string[];
  functions: string[];
}

export function connectors(text: string): ConnectorUse {
  const t = ` ${normalize(text).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  const found = new Set<string>();
  const functions = new Set<string>();
  for (const [fn, list] of Object.entries(CONNECTORS)) {
    for (const c of list) {
      const n = normalize(c).replace(/[^\p{L}\p{N}']+/gu, ' ');
      if (t.includes(` ${n} `)) {
        found.add(c.replace(/’/g, "'"));
        functions.add(fn);
      }
    }
  }
  return { found: [...found], functions: [...functions] };
}

/** Frequent function words, left out of topic overlap. */
const STOPWORDS = new Set(
  (
    'a ai aie aient ait as au aucun aussi autre aux avec avoir avons avez ayant bien c ca car ce ceci cela celle celles celui cependant ces cet cette ceux chaque chez ci comme comment d dans de des deja depuis donc dont du elle elles en encore entre est et etaient etait etant ete etre eu eux faire fait fais fois font il ils j je jusqu l la le les leur leurs lui m ma mais me meme mes moi mon n ne ni nos notre nous on ont ou par parce pas peu peut plus pour pourquoi qu quand que quel quelle quelles quels qui s sa sans se ses si sien son sont sous suis sur t ta te tes toi ton tous tout toute toutes tres tu un une vers vos votre vous y ' +
    'cest quil quelle ici la-bas aujourd hui ainsi alors apres avant beaucoup tres trop dire ecrire votre vos monsieur madame bonjour cordialement merci cher chere chers'
  ).split(/\s+/),
);

/** Light stem for overlap: accents and case dropped, common inflection endings cut. */
export function stem(word: string): string {
  let w = normalize(word).replace(/^(?:[cdjlmnst]|qu)'/, '');
  for (const suf of [
    'issements',
    'issement',
    'ements',
    'ement',
    'ations',
    'ation',
    'euses',
    'euse',
    'eurs',
    'eur',
    'ives',
    'ive',
    'ifs',
    'if',
    'ees',
    'ee',
    'es',
    'er',
    'ez',
    'ent',
    'e',
    's',
    'x',
  ]) {
    if (w.length - suf.length >= 4 && w.endsWith(suf)) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  return w;
}

export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) {
    const n = normalize(w);
    if (n.length < 3 || STOPWORDS.has(n) || /^\d+$/.test(n)) continue;
    out.add(stem(w));
  }
  return out;
}

/**
 * Share of the subject's content words (stemmed) that the answer takes up, in [0, 1];
 * null when the subject has fewer than 3 content words.
 */
export function topicOverlap(answer: string, subject: string): { ratio: number | null; shared: string[] } {
  const s = contentStems(subject);
  if (s.size < 3) return { ratio: null, shared: [] };
  const a = contentStems(answer);
  const shared = [...s].filter((w) => a.has(w));
  return { ratio: shared.length / s.size, shared };
}
