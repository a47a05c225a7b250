import { createRequire } from 'node:module';
import type { Finding } from './types';

/**
 * Complementary rules for frequent learner errors that the grammar checker misses: c'est / s'est /
 * ses / ces, adjective agreement after an adverb, auxiliary "être" with verbs of movement and its
 * agreement, subjunctive after "il faut que" and similar. Each rule is written for precision: it
 * fires only on sequences that cannot be right.
 */

/** Noun genders of the Lefff (a JSON file, read with require: no import attribute needed in the build). */
const G = createRequire(import.meta.url)('french-words-gender-lefff/dist/words.json') as Record<
  string,
  'M' | 'F'
>;
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

function cp(text: string, index: number) {
  return Array.from(text.slice(0, index)).length;
}

function finding(
  text: string,
  index: number,
  original: string,
  replacement: string,
  message: string,
  category: string,
): Finding {
  const start = cp(text, index);
  const rep = /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
  return {
    start,
    end: start + Array.from(original).length,
    replacement: rep,
    suggestions: [rep],
    message,
    source: 'regle',
    category,
  };
}

// --- c'est / s'est / ses / ces -------------------------------------------------------------
const AFTER_CEST =
  'un|une|le|la|les|très|trop|vraiment|pas|plus|mon|ma|mes|ton|ta|notre|votre|leur|pour|à|dans|ici|là|bien|mieux|dommage|vrai|possible|impossible|important|difficile|facile|nécessaire|normal|agréable|intéressant|utile|super|génial|simple|pourquoi|comme|ça|moi|toi|lui|elle|nous|vous|eux|grâce';

function cestRules(text: string, out: Finding[]) {
  // "ses un bon ami", "ces difficile" → c'est
  for (const m of text.matchAll(new RegExp(`${B}(ses|ces)\\s+(?=(?:${AFTER_CEST})${E})`, 'giu'))) {
    out.push(finding(text, m.index, m[1]!, "c'est", 'cest', 'confusion'));
  }
  // "il c'est levé" → s'est
  for (const m of text.matchAll(
    new RegExp(`${B}(?:il|elle|on|qui|ça|cela|tout|tout le monde)\\s+(c['’]est)${E}`, 'giu'),
  )) {
    const at = m.index + m[0].length - m[1]!.length;
    out.push(finding(text, at, m[1]!, m[1]!.replace(/^c/i, 's'), 'sest', 'confusion'));
  }
  // "S'est un bon film" (no subject before) → C'est
  for (const m of text.matchAll(
    new RegExp(
      `(?:^|[.!?\\n]\\s*|${B}(?:car|mais|et|donc|que|alors)\\s+)(s['’]est)\\s+(?=(?:un|une|le|la|les|très|vraiment|pas|mon|ma|ton|ta|pour|ici|dommage|vrai|important|difficile|facile)${E})`,
      'giu',
    ),
  )) {
    const at = m.index + m[0].lastIndexOf(m[1]!);
    out.push(finding(text, at, m[1]!, m[1]!.replace(/^s/i, 'c'), 'cest', 'confusion'));
  }
}

// --- "et" for "est" ---------------------------------------------------------------------------
const AFTER_EST =
  'très|trop|vraiment|assez|pas|loin|près|fermé|fermée|ouvert|ouverte|malade|content|contente|contant|fatigué|fatiguée|occupé|occupée|magnifique|génial|super|difficile|facile|important|nécessaire|possible|dommage';

function etRules(text: string, out: Finding[]) {
  const adj = `(?:${AFTER_EST}|${[...FORM_OF.keys()].join('|')})`;
  // "Il et grande", "Elle et contente": a subject pronoun, "et", then an adjective.
  for (const m of text.matchAll(new RegExp(`${B}(?:il|elle|ça|cela|on)\\s+(et)\\s+(?=${adj}${E})`, 'giu')))
    out.push(finding(text, m.index + m[0].lastIndexOf(m[1]!), m[1]!, 'est', 'et', 'confusion'));
  // "la ville et chère.", "mon bureau et loin de": determiner, noun, "et", adjective, end of clause.
  const det = "le|la|l['’]|mon|ma|ton|ta|son|sa|notre|votre|leur|ce|cet|cette";
  const re = new RegExp(
    `${B}(?:${det})\\s*(\\p{L}{3,})\\s+(et)\\s+(?:très\\s+|trop\\s+|vraiment\\s+|assez\\s+)?(?:${adj})(?=\\s*[.,;!?]|\\s+(?:de|pour|à|mais)${E})`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    if (FORM_OF.has(m[1]!.toLowerCase())) continue;
    const at = m.index + m[0].indexOf(` ${m[2]!} `) + 1;
    out.push(finding(text, at, m[2]!, 'est', 'et', 'confusion'));
  }
}

// --- adjective agreement after an adverb -----------------------------------------------------
/** Masculine singular → [feminine singular, masculine plural, feminine plural]. */
const IRREGULAR: Record<string, [string, string, string]> = {
  beau: ['belle', 'beaux', 'belles'],
  nouveau: ['nouvelle', 'nouveaux', 'nouvelles'],
  vieux: ['vieille', 'vieux', 'vieilles'],
  bon: ['bonne', 'bons', 'bonnes'],
  gentil: ['gentille', 'gentils', 'gentilles'],
  cher: ['chère', 'chers', 'chères'],
  long: ['longue', 'longs', 'longues'],
  blanc: ['blanche', 'blancs', 'blanches'],
  gros: ['grosse', 'gros', 'grosses'],
  heureux: ['heureuse', 'heureux', 'heureuses'],
  dangereux: ['dangereuse', 'dangereux', 'dangereuses'],
  sérieux: ['sérieuse', 'sérieux', 'sérieuses'],
  nombreux: ['nombreuse', 'nombreux', 'nombreuses'],
  cruel: ['cruelle', 'cruels', 'cruelles'],
  actif: ['active', 'actifs', 'actives'],
  sportif: ['sportive', 'sportifs', 'sportives'],
  naturel: ['naturelle', 'naturels', 'naturelles'],
  sec: ['sèche', 'secs', 'sèches'],
  frais: ['fraîche', 'frais', 'fraîches'],
  bas: ['basse', 'bas', 'basses'],
  épais: ['épaisse', 'épais', 'épaisses'],
};
const REGULAR =
  'grand petit froid chaud glissant lourd fort haut court joli fatigué occupé compliqué cher vide plein présent intéressant important différent surprenant étonnant gris noir vert bleu content prêt seul lent rapide propre sale calme agréable difficile facile pratique utile cher mignon fermé ouvert enneigé gelé sombre humide étroit large élevé bruyant accueillant charmant';
const ADJ = new Map<string, [string, string, string, string]>();
for (const a of REGULAR.split(/\s+/)) {
  const fem = a.endsWith('e') ? a : a === 'mignon' ? 'mignonne' : `${a}e`;
  ADJ.set(a, [a, fem, a.endsWith('s') ? a : `${a}s`, `${fem}s`]);
}
for (const [a, [f, mp, fp]] of Object.entries(IRREGULAR)) ADJ.set(a, [a, f, mp, fp]);
const FORM_OF = new Map<string, string>();
for (const [base, forms] of ADJ) for (const f of forms) if (!FORM_OF.has(f)) FORM_OF.set(f, base);

const DETS: Record<string, { plural: boolean; gender: 'M' | 'F' | null }> = {
  le: { plural: false, gender: 'M' },
  un: { plural: false, gender: 'M' },
  ce: { plural: false, gender: 'M' },
  cet: { plural: false, gender: 'M' },
  la: { plural: false, gender: 'F' },
  une: { plural: false, gender: 'F' },
  cette: { plural: false, gender: 'F' },
  ma: { plural: false, gender: 'F' },
  ta: { plural: false, gender: 'F' },
  sa: { plural: false, gender: 'F' },
  les: { plural: true, gender: null },
  des: { plural: true, gender: null },
  ces: { plural: true, gender: null },
  mes: { plural: true, gender: null },
  tes: { plural: true, gender: null },
  ses: { plural: true, gender: null },
  nos: { plural: true, gender: null },
  vos: { plural: true, gender: null },
  leurs: { plural: true, gender: null },
  plusieurs: { plural: true, gender: null },
};
const ADVERBS =
  'très|trop|assez|vraiment|si|tellement|plutôt|super|particulièrement|extrêmement|toujours|souvent|peu';

function genderOf(noun: string, plural: boolean): 'M' | 'F' | null {
  const n = noun.toLowerCase();
  const singular = plural ? n.replace(/(?<=..)(?:s|x)$/, '') : n;
  return G[singular] ?? G[n] ?? null;
}

function agreementRules(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(${Object.keys(DETS).join('|')})\\s+(\\p{L}{3,})\\s+(?:(?:est|sont|était|étaient|sera|seront|reste|restent|semble|semblent|devient|deviennent)\\s+)?(?:${ADVERBS})\\s+(\\p{L}+)${E}`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const det = DETS[m[1]!.toLowerCase()]!;
    const noun = m[2]!;
    const adj = m[3]!;
    const base = FORM_OF.get(adj.toLowerCase());
    if (!base) continue;
    const gender =
      det.gender && !det.plural ? (genderOf(noun, false) ?? det.gender) : genderOf(noun, det.plural);
    if (!gender) continue;
    if (det.plural && !/[sx]$/i.test(noun)) continue;
    const forms = ADJ.get(base)!;
    const want = forms[(det.plural ? 2 : 0) + (gender === 'F' ? 1 : 0)]!;
    if (want === adj.toLowerCase()) continue;
    const at = m.index + m[0].length - adj.length;
    out.push(finding(text, at, adj, want, 'accordAdverbe', 'accord'));
  }
}

// --- auxiliary être with verbs of movement ---------------------------------------------------
const MOVEMENT = [
  'allé',
  'venu',
  'arrivé',
  'parti',
  'tombé',
  'resté',
  'né',
  'mort',
  'devenu',
  'revenu',
  'entré',
  'intervenu',
  'parvenu',
  'décédé',
];
const AVOIR_TO_ETRE: Record<string, string> = {
  ai: 'suis',
  as: 'es',
  a: 'est',
  avons: 'sommes',
  avez: 'êtes',
  ont: 'sont',
};
const SUBJECTS = 'je|j|tu|il|elle|on|nous|vous|ils|elles';

function agree(part: string, subject: string): string {
  const s = subject.toLowerCase();
  if (s === 'elle') return `${part}e`;
  if (s === 'ils') return `${part}s`;
  if (s === 'elles') return `${part}es`;
  if (s === 'nous' || s === 'vous') return `${part}s`;
  return part;
}

function auxiliaryRules(text: string, out: Finding[]) {
  const parts = MOVEMENT.join('|');
  const re = new RegExp(
    `${B}(${SUBJECTS})(?:\\s+|['’])(ne\\s+|n['’])?(ai|as|a|avons|avez|ont)\\s+(pas\\s+|jamais\\s+|déjà\\s+)?(${parts})${E}`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const subj = m[1]!;
    const neg = m[2] ?? '';
    const aux = m[3]!;
    const adv = m[4] ?? '';
    const part = m[5]!;
    let etre = AVOIR_TO_ETRE[aux.toLowerCase()]!;
    let subject = subj;
    if (subj.toLowerCase() === 'j') subject = subj === 'J' ? 'Je' : 'je';
    const negPart = neg ? (/^n['’]/i.test(neg) ? 'ne ' : neg) : '';
    if (negPart && etre === 'êtes') etre = 'êtes';
    const elided = negPart === 'ne ' && /^[eéêa]/.test(etre) ? "n'" : negPart;
    const replacement = `${subject} ${elided}${etre} ${adv}${agree(part, subj)}`
      .replace(/\s+/g, ' ')
      .replace("n' ", "n'");
    out.push(finding(text, m.index, m[0], replacement, 'auxiliaire', 'auxiliaire'));
  }
  // agreement after être: "elle est allé", "ils sont arrivé"
  const re2 = new RegExp(
    `${B}(elle|ils|elles|nous)\\s+(?:ne\\s+|n['’])?(est|sont|sommes|était|étaient|étions)\\s+(?:pas\\s+|jamais\\s+|déjà\\s+)?(${parts})${E}`,
    'giu',
  );
  for (const m of text.matchAll(re2)) {
    const part = m[3]!;
    const at = m.index + m[0].length - part.length;
    out.push(finding(text, at, part, agree(part, m[1]!), 'accordEtre', 'participe passé'));
  }
}

// --- subjunctive after "il faut que" and similar ---------------------------------------------
/** Present indicative → present subjunctive of frequent irregular verbs, by person. */
const SUBJ: Record<string, string> = {
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
};
const TRIGGERS =
  "il faut|il faudra|il faudrait|il fallait|faut|pour|afin|bien|avant|sans|il est important|il est nécessaire|il est essentiel|il est possible|je veux|je voudrais|j'aimerais|je souhaite|je préfère|à condition";

function subjunctiveRules(text: string, out: Finding[]) {
  const keys = Object.keys(SUBJ)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace("'", "['’]"))
    .join('|');
  const re = new RegExp(
    `${B}(?:${TRIGGERS.replace(/'/g, "['’]")})\\s+(?:que\\s+|qu['’])(${keys})${E}`,
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

export function learnerRules(text: string): Finding[] {
  const out: Finding[] = [];
  cestRules(text, out);
  etRules(text, out);
  agreementRules(text, out);
  auxiliaryRules(text, out);
  subjunctiveRules(text, out);
  return out;
}
