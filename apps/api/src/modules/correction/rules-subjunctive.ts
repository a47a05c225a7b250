import { B, E, finding } from './rules-util';
import { conjugate, finiteForms } from './verb-lexicon';
import type { Finding } from './types';

/**
 * The subjunctive after "il faut que", "pour que", "bien que", "je suis content que" and similar:
 * a present indicative there is replaced by its subjunctive, for a pronoun or a noun subject.
 */

// --- subjunctive after "il faut que" and similar ---------------------------------------------
/** Present indicative → present subjunctive of frequent irregular verbs, by person. */
const SUBJ: Record<string, string> = {
  "c'est": 'ce soit',
  'je suis': 'je sois',
  'tu es': 'tu sois',
  'il est': 'il soit',
  'elle est': 'elle soit',
  'on est': 'on soit',
  'nous sommes': 'nous soyons',
  'vous êtes': 'vous soyez',
  'ils sont': 'ils soient',
  'elles sont': 'elles soient',
  "j'ai": "j'aie",
  'tu as': 'tu aies',
  'il a': 'il ait',
  'elle a': 'elle ait',
  'on a': 'on ait',
  'nous avons': 'nous ayons',
  'vous avez': 'vous ayez',
  'ils ont': 'ils aient',
  'elles ont': 'elles aient',
  'je fais': 'je fasse',
  'tu fais': 'tu fasses',
  'il fait': 'il fasse',
  'elle fait': 'elle fasse',
  'on fait': 'on fasse',
  'nous faisons': 'nous fassions',
  'vous faites': 'vous fassiez',
  'ils font': 'ils fassent',
  'elles font': 'elles fassent',
  'je vais': "j'aille",
  'tu vas': 'tu ailles',
  'il va': 'il aille',
  'elle va': 'elle aille',
  'on va': 'on aille',
  'nous allons': 'nous allions',
  'vous allez': 'vous alliez',
  'ils vont': 'ils aillent',
  'elles vont': 'elles aillent',
  'je peux': 'je puisse',
  'tu peux': 'tu puisses',
  'il peut': 'il puisse',
  'elle peut': 'elle puisse',
  'on peut': 'on puisse',
  'nous pouvons': 'nous puissions',
  'vous pouvez': 'vous puissiez',
  'ils peuvent': 'ils puissent',
  'elles peuvent': 'elles puissent',
  'je sais': 'je sache',
  'tu sais': 'tu saches',
  'il sait': 'il sache',
  'elle sait': 'elle sache',
  'on sait': 'on sache',
  'nous savons': 'nous sachions',
  'vous savez': 'vous sachiez',
  'ils savent': 'ils sachent',
  'elles savent': 'elles sachent',
  'je prends': 'je prenne',
  'tu prends': 'tu prennes',
  'il prend': 'il prenne',
  'elle prend': 'elle prenne',
  'on prend': 'on prenne',
  'nous prenons': 'nous prenions',
  'vous prenez': 'vous preniez',
  'je viens': 'je vienne',
  'tu viens': 'tu viennes',
  'il vient': 'il vienne',
  'elle vient': 'elle vienne',
  'on vient': 'on vienne',
  'nous venons': 'nous venions',
  'vous venez': 'vous veniez',
  'je dois': 'je doive',
  'tu dois': 'tu doives',
  'il doit': 'il doive',
  'elle doit': 'elle doive',
  'on doit': 'on doive',
  'je veux': 'je veuille',
  'il veut': 'il veuille',
  'elle veut': 'elle veuille',
  'on veut': 'on veuille',
  'je pars': 'je parte',
  'tu pars': 'tu partes',
  'il part': 'il parte',
  'elle part': 'elle parte',
  'on part': 'on parte',
  'je sors': 'je sorte',
  'il sort': 'il sorte',
  'elle sort': 'elle sorte',
  'on sort': 'on sorte',
  'je mets': 'je mette',
  'il met': 'il mette',
  'elle met': 'elle mette',
  'on met': 'on mette',
  'je dis': 'je dise',
  'il dit': 'il dise',
  'elle dit': 'elle dise',
  'on dit': 'on dise',
  'je lis': 'je lise',
  'il lit': 'il lise',
  'elle lit': 'elle lise',
  'on lit': 'on lise',
  "j'écris": "j'écrive",
  'il écrit': 'il écrive',
  'elle écrit': 'elle écrive',
  'on écrit': 'on écrive',
  'je finis': 'je finisse',
  'il finit': 'il finisse',
  'elle finit': 'elle finisse',
  'on finit': 'on finisse',
  'je choisis': 'je choisisse',
  'il choisit': 'il choisisse',
  'elle choisit': 'elle choisisse',
  'on choisit': 'on choisisse',
  'je connais': 'je connaisse',
  'il connaît': 'il connaisse',
  'elle connaît': 'elle connaisse',
  'on connaît': 'on connaisse',
  'je prévois': 'je prévoie',
  'tu prévois': 'tu prévoies',
  'il prévoit': 'il prévoie',
  'on prévoit': 'on prévoie',
  'je vois': 'je voie',
  'tu vois': 'tu voies',
  'je crois': 'je croie',
  'tu sors': 'tu sortes',
  'tu mets': 'tu mettes',
  'tu dis': 'tu dises',
  'tu finis': 'tu finisses',
  'tu choisis': 'tu choisisses',
  'tu connais': 'tu connaisses',
  'tu comprends': 'tu comprennes',
  'je comprends': 'je comprenne',
  'tu apprends': 'tu apprennes',
  "j'apprends": "j'apprenne",
  'tu veux': 'tu veuilles',
  'tu reçois': 'tu reçoives',
  'je reçois': 'je reçoive',
};
/** Third person present indicative → subjunctive, for a noun subject ("que chaque employé peut"). */
const SUBJ3: Record<string, string> = {
  est: 'soit',
  sont: 'soient',
  a: 'ait',
  ont: 'aient',
  fait: 'fasse',
  font: 'fassent',
  va: 'aille',
  vont: 'aillent',
  peut: 'puisse',
  peuvent: 'puissent',
  doit: 'doive',
  sait: 'sache',
  savent: 'sachent',
  prend: 'prenne',
  vient: 'vienne',
  veut: 'veuille',
  veulent: 'veuillent',
  part: 'parte',
  sort: 'sorte',
  met: 'mette',
  dit: 'dise',
  lit: 'lise',
  écrit: 'écrive',
  finit: 'finisse',
  choisit: 'choisisse',
  fournit: 'fournisse',
  réussit: 'réussisse',
  connaît: 'connaisse',
  comprend: 'comprenne',
  apprend: 'apprenne',
  reçoit: 'reçoive',
  voit: 'voie',
  prévoit: 'prévoie',
  vit: 'vive',
  suit: 'suive',
  boit: 'boive',
  offre: 'offre',
  obtient: 'obtienne',
  devient: 'devienne',
  permet: 'permette',
};
/** "que vous sortez" → "sortiez", "que nous allons" → "allions"; the irregular ones apart. */
const SUBJ_PLURAL: Record<string, string> = {
  avons: 'ayons',
  sommes: 'soyons',
  pouvons: 'puissions',
  savons: 'sachions',
  faisons: 'fassions',
  avez: 'ayez',
  êtes: 'soyez',
  pouvez: 'puissiez',
  savez: 'sachiez',
  faites: 'fassiez',
};
const TRIGGERS =
  "attendre|attends|attend|attendez|attendons|il faut|il faudra|il faudrait|il fallait|faut|faudrait|pour|afin|bien|avant|sans|pourvu|jusqu'à ce|en attendant|de peur|de crainte|il est important|il est nécessaire|il est essentiel|il est possible|il est indispensable|il est normal|important|nécessaire|essentiel|indispensable|je veux|je voudrais|j'aimerais|je souhaite|je préfère|à condition|condition|content|contente|contents|heureux|heureuse|ravi|ravie|désolé|désolée|vaut mieux|préférable|souhaitable|dommage|doute|exige|exigent|propose|proposons|proposent|demande|demandons|souhaitons|souhaitent|voudrait|aimerait|veut|voulons|veulent|ne pense pas|ne crois pas|ne pensons pas";

/** "j'aimerais beaucoup que", "il faudrait seulement que": an adverb before "que". */
const ADVERB = '(?:(?:beaucoup|bien|vraiment|seulement|tellement|absolument|aussi|surtout|donc|pas)\\s+)?';
/** "tellement content que je suis sorti": a consequence, in the indicative. */
const NOT_CONSECUTIVE = '(?<!(?:si|tellement|tant|aussi)\\s+)';

function indicativeAfterTrigger(text: string, out: Finding[]) {
  const keys = Object.keys(SUBJ)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace("'", "['’]"))
    .join('|');
  const re = new RegExp(
    `${B}${NOT_CONSECUTIVE}(?:${TRIGGERS.replace(/'/g, "['’]")})\\s+${ADVERB}(?:que\\s+|qu['’])(${keys})${E}`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const found = m[1]!;
    const key = found.toLowerCase().replace('’', "'");
    const rep = SUBJ[key];
    if (!rep) continue;
    // "qu'il" + subject: the elided que stays; only the verb phrase changes.
    const at = m.index + m[0].length - found.length;
    const replacement = found.includes('’') ? rep.replace("'", '’') : rep;
    out.push(finding(text, at, found, replacement, 'subjonctif', 'mode verbal'));
  }
}

/**
 * The subjunctive of a third-person indicative ("construit" → "construise", "finit" →
 * "finisse"), when the word can be no subjunctive itself and every reading agrees; the forms
 * of the table first.
 */
function subjunctiveOf(v: string): string | null {
  if (SUBJ3[v]) return SUBJ3[v]!;
  const forms = finiteForms(v);
  if (!forms.length || forms.some((f) => f.tense === 'S')) return null;
  const third = forms.filter((f) => f.tense === 'P' && (f.person === 2 || f.person === 5));
  if (third.length !== forms.filter((f) => f.tense === 'P').length || !third.length) return null;
  const wanted = new Set(third.map((f) => conjugate(f.lemma, 'S', f.person)));
  const [rep] = wanted;
  return wanted.size === 1 && rep && rep !== v ? rep : null;
}

/** The subjunctive with a noun subject ("il faut que les élèves peuvent") or "nous" / "vous". */
function subjunctiveNounRules(text: string, out: Finding[]) {
  // the trigger may open the sentence: "Pourvu que les employeurs font"
  const capitalised = TRIGGERS.split('|')
    .map((x) => `[${x[0]}${x[0]!.toUpperCase()}]${x.slice(1)}`)
    .join('|');
  const trig = `${B}${NOT_CONSECUTIVE}(?:${capitalised.replace(/'/g, "['’]")})\\s+${ADVERB}que\\s+`;
  // the subject, then one or two words: the verb right after it, or after its adjective
  const np =
    "(?:(?:le|la|les|mon|ma|mes|son|sa|ses|ton|ta|tes|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|chaque|un|une|des)\\s+\\p{L}+|l['’]\\p{L}+|tout le monde|quelqu['’]un|chacun|chacune|\\p{Lu}\\p{Ll}+)";
  const re = new RegExp(`${trig}${np}\\s+(\\p{Ll}+)(?:\\s+(\\p{Ll}+))?`, 'dgu');
  for (const m of text.matchAll(re)) {
    const k = subjunctiveOf(m[1]!) ? 1 : m[2] && subjunctiveOf(m[2]) ? 2 : 0;
    if (!k) continue;
    const v = m[k]!;
    out.push(finding(text, m.indices![k]![0], v, subjunctiveOf(v)!, 'subjonctif', 'mode verbal'));
  }
  const re2 = new RegExp(`${trig}(nous|vous)\\s+(\\p{Ll}+(?:ons|ez|es))${E}`, 'giu');
  for (const m of text.matchAll(re2)) {
    const v = m[2]!;
    let rep = SUBJ_PLURAL[v];
    if (!rep) {
      if (/i(?:ons|ez)$/u.test(v)) continue;
      if (m[1]!.toLowerCase() === 'nous' && v.endsWith('ons'))
        rep = `${v.slice(0, -3).replace(/e$/u, '')}ions`;
      else if (m[1]!.toLowerCase() === 'vous' && v.endsWith('ez')) rep = `${v.slice(0, -2)}iez`;
      else continue;
    }
    const at = m.index + m[0].length - v.length;
    out.push(finding(text, at, v, rep, 'subjonctif', 'mode verbal'));
  }
}

export function subjunctiveRules(text: string): Finding[] {
  const out: Finding[] = [];
  indicativeAfterTrigger(text, out);
  subjunctiveNounRules(text, out);
  return out;
}
