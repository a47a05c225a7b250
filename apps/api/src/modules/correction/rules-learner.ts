import { subjunctiveRules } from './rules-subjunctive';
import { B, E, cp, finding, genderOf } from './rules-util';
import type { Finding } from './types';

/**
 * Complementary rules for frequent learner errors that the grammar checker misses: c'est / s'est /
 * ses / ces, adjective agreement after an adverb, auxiliary "être" with verbs of movement and its
 * agreement, subjunctive after "il faut que" and similar. Each rule is written for precision: it
 * fires only on sequences that cannot be right.
 */

// --- c'est / s'est / ses / ces -------------------------------------------------------------
const AFTER_CEST =
  'un|une|le|la|les|très|trop|vraiment|pas|plus|mon|ma|mes|ton|ta|notre|votre|leur|pour|à|dans|ici|là|bien|mieux|dommage|vrai|possible|impossible|important|difficile|facile|nécessaire|normal|agréable|intéressant|utile|super|génial|simple|pourquoi|comme|ça|moi|toi|lui|elle|nous|vous|eux|grâce';

function cestRules(text: string, out: Finding[]) {
  // "ses un bon ami", "ces difficile" → c'est
  for (const m of text.matchAll(new RegExp(`${B}(ses|ces)\\s+(?=(?:${AFTER_CEST})${E})`, 'giu'))) {
    // "on compte ses pas", "ces plus grands": steps and a superlative, unless a clause opens there
    const opens = /(?:^|[.!?;:,\n]|\b(?:et|mais|car|donc|que|qu['’]|parce que))\s*$/iu.test(
      text.slice(0, m.index),
    );
    if (/^\s*(?:pas|plus)\b/iu.test(text.slice(m.index + m[0].length - 1)) && !opens) continue;
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
  // "mon immeuble et juste à côté du parc": "et" before a place, right after the subject
  const place = new RegExp(
    `(?:^|[.!?:;\\n]\\s*)(?:${det})\\s*\\p{L}{3,}(?:\\s+(?:de|du|des|aux|au|à|d['’])\\s*\\p{L}+)?\\s+(et)\\s+(?:juste\\s+|tout\\s+|situé\\s+|située\\s+)?(?:à côté|en face|au coin|tout près|près d|loin d|(?:sous|sur|dans|derrière|devant|chez)\\s+(?:le|la|les|l['’]|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur))`,
    'giu',
  );
  for (const m of text.matchAll(place)) {
    const at = m.index + m[0].search(/\set\s/u) + 1;
    out.push(finding(text, at, m[1]!, 'est', 'et', 'confusion'));
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
  // with an object they take "avoir" ("j'ai sorti mon téléphone"); alone, "être"
  'sorti',
  'monté',
  'descendu',
  'rentré',
  'retourné',
  'passé',
];
/** Verbs of movement that take "avoir" with a direct object. */
const TRANSITIVE = /^(?:entré|sorti|monté|descendu|rentré|retourné|passé)$/iu;
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
    // "il a entré les données", "j'ai passé trois jours": with an object (or a duration), avoir
    if (
      TRANSITIVE.test(m[5]!) &&
      /^\s+(?:(?:les?|la|des|un|une|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|du|de|tout|toute|tous|toutes|plusieurs|quelques|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|beaucoup|longtemps|environ|presque|plus|moins|autant|quelque)(?![\p{L}])|l['’]|d['’]|\d)/iu.test(
        text.slice(m.index + m[0].length),
      )
    )
      continue;
    // "j'ai passé" at the end of a clause may have its object before it ("le temps que j'ai passé")
    if (TRANSITIVE.test(m[5]!) && /^\s*(?:[.,;:!?]|$)/u.test(text.slice(m.index + m[0].length))) continue;
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
  // a noun subject: "L'aspirateur a arrivé", "des voisines ont venues" — only the auxiliary changes
  const re3 = new RegExp(
    `${B}(?<!(?:${SUBJECTS}|y|qui|que|qu)(?:\\s+|['’]))(a|ont)\\s+(?:déjà\\s+|même\\s+)?(${parts
      .replace('|entré', '')
      .replace('|mort', '')
      .replace(/\|(?:sorti|monté|descendu|rentré|retourné|passé)/gu, '')})(?:e|s|es)?${E}`,
    'giu',
  );
  for (const m of text.matchAll(re3)) {
    const aux = m[1]!;
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (
      /(?:^|[\s'’])(?:il|elle|on|ils|elles|y|qui|j|je|tu|nous|vous|n|ne|ça|cela)(?:\s+|['’])$/iu.test(before)
    )
      continue;
    const f = finding(
      text,
      m.index,
      aux,
      aux.toLowerCase() === 'a' ? 'est' : 'sont',
      'auxiliaire',
      'auxiliaire',
    );
    f.scope = [f.start, cp(text, m.index + m[0].length)];
    out.push(f);
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

export function learnerRules(text: string): Finding[] {
  const out: Finding[] = [];
  cestRules(text, out);
  etRules(text, out);
  agreementRules(text, out);
  auxiliaryRules(text, out);
  out.push(...subjunctiveRules(text));
  return out;
}
