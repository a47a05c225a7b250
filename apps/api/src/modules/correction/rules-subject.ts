import { ADVERBS, PREPOSITIONS } from './clause-words';
import { EPICENE, PLURAL_DETS, SKIP, formsOf } from './rules-adjectives';
import { FUNCTION_WORDS } from './lexicon';
import { B, E, G, finding, genderOf, sentenceAfter } from './rules-util';
import { normalize } from './text';
import { isFirstName } from './writer';
import type { Finding } from './types';
import { atPerson, finiteForms, participleForms, thirdPlural } from './verb-lexicon';

/**
 * Agreement across the clause: the attribute after "être" with its subject, the verb after a plural
 * noun subject or "nous", and number marks fixed by the word before ("chaque", a number, "tous").
 */

const COPULA =
  'est|et|sont|était|étaient|sera|seront|serait|reste|restent|restait|semble|semblent|semblait|devient|deviennent|devenait';
const ADV =
  '(?:(?:pas|plus|très|tres|trop|assez|vraiment|si|tellement|plutôt|super|toujours|souvent|aussi|moins|bien|un peu)\\s+)*';

/** "Il est grande", "la neige est blanc et jolie": the attribute agrees with a pronoun or a clause-initial noun. */
function attribute(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:(il|elle|ils|elles)|(le|la|l['’]|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)\\s*(\\p{L}{3,}))\\s+(?:ne\\s+|n['’])?(?:${COPULA})\\s+${ADV}(\\p{L}+)(?:\\s+et\\s+${ADV}(\\p{L}+))?${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    let plural: boolean;
    let g: 'M' | 'F' | null;
    if (m[1]) {
      const p = m[1].toLowerCase();
      plural = p.endsWith('s');
      g = p.startsWith('elle') ? 'F' : 'M';
    } else {
      const det = m[2]!.toLowerCase().replace('’', "'");
      const noun = m[3]!.toLowerCase();
      if (SKIP.has(noun) || formsOf(noun)) continue;
      // only a subject opening its clause: "le prix de la maison est élevé" agrees with "prix"
      const lead = text.slice(Math.max(0, m.index - 30), m.index);
      if (!/(?:^|[.!?:;\n]|,|\b(?:et|mais|que|qu['’]|car|donc|parce que|quand|si))\s*$/iu.test(lead))
        continue;
      plural = new RegExp(`^(?:${PLURAL_DETS})$`, 'u').test(det);
      if (plural !== /[sx]$/u.test(noun)) continue;
      // "les cours" is the masculine noun of its own, not the plural of "cour"
      g = G[noun] ?? genderOf(noun, plural);
      // "Le table et blanc": the noun's gender counts, the determiner has its own correction
      if (!g) continue;
    }
    for (const k of [4, 5]) {
      const adj = m[k];
      if (!adj) continue;
      const forms = formsOf(adj.toLowerCase());
      if (!forms) continue;
      const want = forms[(plural ? 2 : 0) + (g === 'F' ? 1 : 0)]!;
      if (want === adj.toLowerCase()) continue;
      out.push(finding(text, m.indices![k]![0], adj, want, 'accordAttribut', 'accord'));
    }
  }
}

/** Singular → plural of frequent verbs, for a plural subject ("les enfants peux jouer"). */
const PLURAL_VERB: Record<string, string> = {
  peut: 'peuvent',
  peux: 'peuvent',
  veut: 'veulent',
  veux: 'veulent',
  doit: 'doivent',
  fait: 'font',
  va: 'vont',
  est: 'sont',
  a: 'ont',
  prend: 'prennent',
  apprend: 'apprennent',
  comprend: 'comprennent',
  vient: 'viennent',
  devient: 'deviennent',
  boit: 'boivent',
  dort: 'dorment',
  sort: 'sortent',
  part: 'partent',
  dit: 'disent',
  lit: 'lisent',
  écrit: 'écrivent',
  met: 'mettent',
  sait: 'savent',
  voit: 'voient',
  croit: 'croient',
  vit: 'vivent',
  perd: 'perdent',
  attend: 'attendent',
  répond: 'répondent',
  finit: 'finissent',
  choisit: 'choisissent',
  réussit: 'réussissent',
  permet: 'permettent',
  connaît: 'connaissent',
  reçoit: 'reçoivent',
  offre: 'offrent',
  ouvre: 'ouvrent',
};

function pluralSubjectVerb(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:les|des|mes|tes|ses|nos|vos|leurs|ces|plusieurs|beaucoup de|beaucoup d['’])\\s*(\\p{Ll}{3,}[sx])(?:\\s+(\\p{Ll}+[sx]))?\\s+(?:ne\\s+|n['’])?(?:me\\s+|te\\s+|se\\s+|s['’]|nous\\s+|vous\\s+|leur\\s+|lui\\s+|les\\s+|en\\s+|y\\s+)?(\\p{Ll}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const noun = m[1]!;
    // "ses pas", "les plus": no noun subject
    if (FUNCTION_WORDS.has(normalize(noun))) continue;
    // "les enfants peux jouer": the second word is the verb when it is no adjective
    const k = m[2] && !formsOf(m[2]) ? 2 : 3;
    const verb = m[k]!;
    // "les familles y pique-niquent": a compound word, not "pique"
    if (text[m.indices![k]![1]] === '-') continue;
    if (!genderOf(noun, true) && !new RegExp(`^(?:${EPICENE})s$`, 'u').test(noun)) continue;
    const lead = text.slice(Math.max(0, m.index - 30), m.index);
    if (!/(?:^|[.!?:;\n]|,|\b(?:et|mais|que|qu['’]|car|donc|quand|si|où))\s*$/iu.test(lead)) continue;
    let rep = PLURAL_VERB[verb];
    if (!rep && /[^a]ait$/u.test(verb)) rep = `${verb.slice(0, -3)}aient`;
    if (!rep && /rait$/u.test(verb)) rep = `${verb.slice(0, -1)}ient`;
    // "que les équipes perde": a form that can only be a third person singular (no noun, no
    // adjective, no participle, no preposition: "les personnes âgée" is an agreement of the
    // adjective, "les soirées entre voisins" a complement)
    const other = FUNCTION_WORDS.has(normalize(verb)) || PREPOSITIONS.has(verb) || ADVERBS.has(verb);
    if (!rep && !G[verb] && !formsOf(verb) && !participleForms(verb) && !other)
      rep = thirdPlural(verb, { subjunctive: true }) ?? undefined;
    if (!rep) continue;
    out.push(finding(text, m.indices![k]![0], verb, rep, 'accordSujet', 'conjugaison'));
  }
  // "nous mange", "nous somme": the first person plural
  for (const m of text.matchAll(
    new RegExp(
      `(?:^|[.!?:;\\n]\\s*|(?:et|mais|que|qu['’]|quand|si|alors|donc|puis|ensuite),?\\s+)(nous)\\s+(\\p{Ll}{3,}e)${E}`,
      'dgiu',
    ),
  )) {
    const v = m[2]!;
    if (G[v] || formsOf(v)) continue;
    const rep =
      v === 'somme'
        ? 'sommes'
        : /ge$/u.test(v)
          ? `${v}ons`
          : /ce$/u.test(v)
            ? `${v.slice(0, -2)}çons`
            : `${v.slice(0, -1)}ons`;
    out.push(finding(text, m.indices![2]![0], v, rep, 'accordSujet', 'conjugaison'));
  }
}

/** "chaque jours", "deux heure", "quelque amis", "tous le monde": number marks fixed by the word before. */
const NUMBERS =
  'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent|mille|plusieurs';
const NOT_COUNTED =
  'min|max|sec|mille|cent|cents|million|milliard|et|pour|contre|entre|après|avant|depuis|pendant|vers|rue|avenue|boulevard|chemin|place|route|rang|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|fois';

function numberMarks(text: string, out: Finding[]) {
  for (const m of text.matchAll(new RegExp(`${B}chaque\\s+(\\p{Ll}{3,}s)${E}`, 'dgiu'))) {
    const w = m[1]!;
    const sing = w.slice(0, -1);
    if (!G[sing] || G[w] || SKIP.has(w)) continue;
    out.push(finding(text, m.indices![1]![0], w, sing, 'nombre', 'accord'));
  }
  for (const m of text.matchAll(
    new RegExp(`${B}(?:${NUMBERS}|(?<![\\d,.])(?:[2-9]|\\d{2,3}))\\s+(\\p{Ll}{3,}|an)${E}`, 'dgiu'),
  )) {
    const w = m[1]!;
    if (/[sxz]$/u.test(w) || !G[w] || SKIP.has(w) || formsOf(w) || FUNCTION_WORDS.has(normalize(w))) continue;
    if (new RegExp(`^(?:${NOT_COUNTED})$`, 'u').test(w)) continue;
    // "un article sur trois revient", "le neuf chasse l'ancien": no count of the word after
    if (/(?:^|\s)(?:sur|le|la|un|une)\s+$/iu.test(text.slice(Math.max(0, m.index - 6), m.index))) continue;
    const plural = /(?:al)$/u.test(w) ? `${w.slice(0, -2)}aux` : /(?:eau|eu)$/u.test(w) ? `${w}x` : `${w}s`;
    out.push(finding(text, m.indices![1]![0], w, plural, 'nombre', 'accord'));
  }
  for (const m of text.matchAll(new RegExp(`${B}(quelque)\\s+(\\p{Ll}{3,}s)${E}`, 'dgiu'))) {
    if (!G[m[2]!.slice(0, -1)]) continue;
    out.push(finding(text, m.indices![1]![0], m[1]!, 'quelques', 'nombre', 'accord'));
  }
  for (const m of text.matchAll(new RegExp(`${B}(tous)\\s+(?=(?:le|la)\\s+\\p{L}|l['’]\\p{L})`, 'dgiu'))) {
    const fem = /^tous\s+la/iu.test(text.slice(m.index, m.index + 9));
    out.push(finding(text, m.indices![1]![0], m[1]!, fem ? 'toute' : 'tout', 'nombre', 'accord'));
  }
}

/** Capitalised words opening a sentence that are no names. */
const NOT_NAMES = new Set([
  'aucun',
  'aucune',
  'chaque',
  'nul',
  'nulle',
  'certains',
  'certaines',
  'plusieurs',
]);

/**
 * "Awa dis que…", "Karim fais la cuisine" → "dit", "fait": a first name followed by a form of
 * "je" or "tu" only. The name is a capitalised word that is no common word nor verb; "Marc,
 * dis-moi" (an order, with its comma or hyphen) stays.
 */
function nameSubject(text: string, out: Finding[]) {
  const re = new RegExp(`${B}(\\p{Lu}\\p{Ll}+)\\s+(\\p{Ll}+[sx])${E}(?![-'’])`, 'dgu');
  for (const m of text.matchAll(re)) {
    const name = m[1]!.toLowerCase();
    if (G[name] || FUNCTION_WORDS.has(normalize(name)) || NOT_NAMES.has(name) || finiteForms(name).length)
      continue;
    // a capital opening the sentence is a name when the lists know it or the text names it again
    const opening = /(?:^|[.!?:]\s*|\n\s*)$/u.test(text.slice(0, m.index));
    const again = new RegExp(`[^.!?\\n]\\s${m[1]}${E}`, 'u').test(text);
    if (opening && !isFirstName(name) && !again) continue;
    // an order to someone named, its comma left out: "Salut Julie viens samedi !"
    if (/(?:^|\s)(?:salut|bonjour|bonsoir|coucou|allô|merci|cher|chère)\s+$/iu.test(text.slice(0, m.index)))
      continue;
    if (text.charAt(m.index + sentenceAfter(text, m.index).length) === '!') continue;
    const forms = finiteForms(m[2]!);
    if (!forms.length || !forms.every((f) => f.tense === 'P' && f.person <= 1)) continue;
    const rep = atPerson(forms, 2);
    if (rep) out.push(finding(text, m.indices![2]![0], m[2]!, rep, 'sujet', 'conjugaison'));
  }
}

/**
 * "Le matin, nous attendez le bus" → "attendons": "nous" opening its clause, then a form of
 * "vous" only (and the reverse). "Vous nous attendez" keeps its object "nous".
 */
function pronounPerson(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?:^|[.!?:;,\\n]\\s*|${B}(?:et|mais|puis|alors|donc|quand|si|que|qu['’]|où)\\s+)(nous|vous)\\s+(\\p{Ll}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const [have, want] = m[1]!.toLowerCase() === 'nous' ? [4, 3] : [3, 4];
    const forms = finiteForms(m[2]!);
    if (!forms.length || !forms.every((f) => f.person === have)) continue;
    const form = atPerson(forms, want);
    if (form) out.push(finding(text, m.indices![2]![0], m[2]!, form, 'sujet', 'conjugaison'));
  }
}

export function subjectRules(text: string): Finding[] {
  const out: Finding[] = [];
  pronounPerson(text, out);
  nameSubject(text, out);
  attribute(text, out);
  pluralSubjectVerb(text, out);
  numberMarks(text, out);
  return out;
}
