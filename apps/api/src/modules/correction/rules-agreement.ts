import { B, E, G, cp, finding, genderOf } from './rules-util';
import type { Finding } from './types';

/**
 * Gender and number inside the noun phrase, from the genders of the Lefff (a noun with two genders,
 * "le/la livre", is absent from it and never checked): "un chambre" → "une chambre", "mon fille" →
 * "ma fille", "un nouvelle appartement" → "un nouvel appartement", "de mauvais notes" → "de mauvaises
 * notes", "des bottes chaude" → "des bottes chaudes", "les élève" → "les élèves".
 */

/** Words the Lefff lists with one gender but that agree with anything (or are no nouns here). */
const SKIP = new Set(
  ('mort morts mode poste tour livre manche vase voile moule somme page critique physique solde mousse guide garde aide crêpe greffe pendule mémoire office espace œuvre oeuvre gens après-midi couple finale politique faux foudre enseigne vague ' +
  'autre autres même mêmes plus moins tout tous bien mal fait rien moi toi lui seul seule jeune jeunes merci peu trop fois plupart pire mieux'
  ).split(' '),
);
const SUBJECTS = new Set(['je', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'ne', "n'", 'n’', 'qui', 'que', "qu'", 'qu’', 'y', 'me', 'te', 'se']);

const MASC_TO_FEM: Record<string, string> = { un: 'une', le: 'la', mon: 'ma', ton: 'ta', son: 'sa', ce: 'cette' };
const FEM_TO_MASC: Record<string, string> = { une: 'un', la: 'le', ma: 'mon', ta: 'ton', sa: 'son', cette: 'ce' };
const vowel = (w: string) => /^[aeiouyéèêàâîôûh]/iu.test(w);

function previousWord(text: string, index: number): string {
  const m = /(\p{L}+['’]?)\s*$/u.exec(text.slice(Math.max(0, index - 30), index));
  return (m?.[1] ?? '').toLowerCase();
}

/** Determiner of the wrong gender before a common noun. */
function determinerGender(text: string, out: Finding[]) {
  const re = new RegExp(`${B}(un|une|le|la|mon|ma|ton|ta|son|sa|ce|cette)\\s+(\\p{Ll}[\\p{Ll}-]{2,})${E}`, 'giu');
  for (const m of text.matchAll(re)) {
    const det = m[1]!;
    const noun = m[2]!;
    const d = det.toLowerCase();
    if (SKIP.has(noun) || /['’-]$/.test(noun) || PRE_FORM.has(noun) || POST_FORM.has(noun)) continue;
    const g = G[noun];
    if (!g) continue;
    const prev = previousWord(text, m.index);
    if ((d === 'le' || d === 'la') && SUBJECTS.has(prev)) continue;
    if (text.slice(m.index + m[0].length).match(/^['’]/)) continue;
    let rep: string | undefined;
    if (g === 'F' && MASC_TO_FEM[d]) {
      // "mon amie", "son école": the masculine possessive is right before a vowel
      if (vowel(noun)) continue;
      rep = MASC_TO_FEM[d];
    } else if (g === 'M' && FEM_TO_MASC[d]) {
      if (vowel(noun)) rep = d === 'la' ? "l'" : d === 'cette' ? 'cet' : d === 'une' ? 'un' : FEM_TO_MASC[d];
      else rep = FEM_TO_MASC[d];
    }
    if (!rep) continue;
    const f =
      rep === "l'"
        ? finding(text, m.index, `${det} ${noun}`, `l'${noun}`, 'genre', 'accord')
        : finding(text, m.index, det, rep, 'genre', 'accord');
    f.scope = [f.start, cp(text, m.index + m[0].length)];
    out.push(f);
  }
}

/** Prenominal adjectives: masculine singular, before a vowel, feminine singular, masculine plural, feminine plural. */
const PRENOMINAL: Record<string, [string, string, string, string, string]> = {
  beau: ['beau', 'bel', 'belle', 'beaux', 'belles'],
  nouveau: ['nouveau', 'nouvel', 'nouvelle', 'nouveaux', 'nouvelles'],
  vieux: ['vieux', 'vieil', 'vieille', 'vieux', 'vieilles'],
  bon: ['bon', 'bon', 'bonne', 'bons', 'bonnes'],
  mauvais: ['mauvais', 'mauvais', 'mauvaise', 'mauvais', 'mauvaises'],
  grand: ['grand', 'grand', 'grande', 'grands', 'grandes'],
  petit: ['petit', 'petit', 'petite', 'petits', 'petites'],
  gros: ['gros', 'gros', 'grosse', 'gros', 'grosses'],
  joli: ['joli', 'joli', 'jolie', 'jolis', 'jolies'],
  long: ['long', 'long', 'longue', 'longs', 'longues'],
  premier: ['premier', 'premier', 'première', 'premiers', 'premières'],
  dernier: ['dernier', 'dernier', 'dernière', 'derniers', 'dernières'],
  prochain: ['prochain', 'prochain', 'prochaine', 'prochains', 'prochaines'],
  vrai: ['vrai', 'vrai', 'vraie', 'vrais', 'vraies'],
};
const PRE_FORM = new Map<string, string>();
for (const [base, forms] of Object.entries(PRENOMINAL)) for (const f of forms) PRE_FORM.set(f, base);

const PLURAL_DETS = 'les|des|de|mes|tes|ses|nos|vos|leurs|ces|plusieurs|quelques';
const SINGULAR_DETS = 'un|une|le|la|l|mon|ma|ton|ta|son|sa|ce|cet|cette|notre|votre|leur';

function prenominal(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(${PLURAL_DETS}|${SINGULAR_DETS})\\s+(\\p{Ll}+)\\s+(\\p{Ll}[\\p{Ll}-]{2,})${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const det = m[1]!.toLowerCase();
    const adj = m[2]!.toLowerCase();
    const noun = m[3]!.toLowerCase();
    const base = PRE_FORM.get(adj);
    if (!base) continue;
    const plural = new RegExp(`^(?:${PLURAL_DETS})$`, 'u').test(det);
    if (plural !== /[sx]$/u.test(noun)) continue;
    if (det === 'de' && !plural) continue;
    const g = genderOf(noun, plural);
    if (!g || SKIP.has(noun) || PRE_FORM.has(noun)) continue;
    const forms = PRENOMINAL[base]!;
    const want = plural ? forms[g === 'F' ? 4 : 3] : g === 'F' ? forms[2] : vowel(noun) ? forms[1] : forms[0];
    if (want === adj) continue;
    // "un bon ami" / "un bel ami": both forms exist before a vowel for some adjectives
    if (!plural && g === 'M' && vowel(noun) && adj === forms[0] && forms[0] === forms[1]) continue;
    const f = finding(text, m.indices![2]![0], m[2]!, want, 'accordNom', 'accord');
    f.scope = [cp(text, m.index), cp(text, m.index + m[0].length)];
    out.push(f);
  }
}

/** Masculine singular → its four forms, for adjectives placed after the noun. */
const POST = new Map<string, [string, string, string, string]>();
for (const a of 'chaud froid grand petit lourd fort court joli fatigué occupé compliqué vide plein présent intéressant important différent gris noir vert bleu content prêt seul lent propre sale calme agréable difficile facile pratique utile fermé ouvert mouillé gelé glacé sombre humide étroit large élevé bruyant accueillant charmant prochain dernier moderne cher neuf chaud'.split(' ')) {
  const fem = a.endsWith('e') ? a : a === 'cher' ? 'chère' : a === 'dernier' ? 'dernière' : a === 'neuf' ? 'neuve' : `${a}e`;
  POST.set(a, [a, fem, a.endsWith('s') ? a : `${a}s`, `${fem}s`]);
}
for (const [a, f, mp, fp] of [
  ['blanc', 'blanche', 'blancs', 'blanches'],
  ['frais', 'fraîche', 'frais', 'fraîches'],
  ['sec', 'sèche', 'secs', 'sèches'],
  ['gentil', 'gentille', 'gentils', 'gentilles'],
  ['heureux', 'heureuse', 'heureux', 'heureuses'],
  ['dangereux', 'dangereuse', 'dangereux', 'dangereuses'],
  ['sérieux', 'sérieuse', 'sérieux', 'sérieuses'],
  ['nombreux', 'nombreuse', 'nombreux', 'nombreuses'],
  ['délicieux', 'délicieuse', 'délicieux', 'délicieuses'],
  ['ennuyeux', 'ennuyeuse', 'ennuyeux', 'ennuyeuses'],
  ['actif', 'active', 'actifs', 'actives'],
  ['sportif', 'sportive', 'sportifs', 'sportives'],
  ['naturel', 'naturelle', 'naturels', 'naturelles'],
  ['cruel', 'cruelle', 'cruels', 'cruelles'],
  ['public', 'publique', 'publics', 'publiques'],
  ['glissant', 'glissante', 'glissants', 'glissantes'],
  ['motivé', 'motivée', 'motivés', 'motivées'],
  ['isolé', 'isolée', 'isolés', 'isolées'],
  ['enneigé', 'enneigée', 'enneigés', 'enneigées'],
  ['content', 'contente', 'contents', 'contentes'],
] as const)
  POST.set(a, [a, f, mp, fp]);
const POST_FORM = new Map<string, string>();
for (const [base, forms] of POST) for (const f of forms) if (!POST_FORM.has(f)) POST_FORM.set(f, base);
const DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';

function postnominal(text: string, out: Finding[]) {
  const re = new RegExp(`${B}(${PLURAL_DETS}|${SINGULAR_DETS}|${DAYS})\\s+(?:(\\p{Ll}[\\p{Ll}-]{2,})\\s+)?(\\p{Ll}+)(?=\\s*[.,;!?]|\\s+(?:et|mais|avant|pour|avec|dans|à|au|en|de|du|le|la|les)${E})`, 'giu');
  for (const m of text.matchAll(re)) {
    const head = m[1]!.toLowerCase();
    const isDay = new RegExp(`^(?:${DAYS})$`, 'u').test(head);
    const noun = isDay ? head : (m[2] ?? '').toLowerCase();
    const adj = m[3]!.toLowerCase();
    if (!noun || (isDay && m[2])) continue;
    const base = POST_FORM.get(adj);
    if (!base || POST_FORM.has(noun) || PRE_FORM.has(noun) || SKIP.has(noun)) continue;
    const plural = !isDay && new RegExp(`^(?:${PLURAL_DETS})$`, 'u').test(head);
    if (plural !== /[sx]$/u.test(noun) || head === 'de') continue;
    const g = isDay ? 'M' : genderOf(noun, plural);
    if (!g) continue;
    // a determiner of the other gender makes the noun doubtful: leave it to the determiner rule
    if (!plural && !isDay && ((g === 'F' && /^(?:un|le|mon|ton|son|ce|cet)$/u.test(head)) || (g === 'M' && /^(?:une|la|ma|ta|sa|cette)$/u.test(head)))) continue;
    const forms = POST.get(base)!;
    const want = forms[(plural ? 2 : 0) + (g === 'F' ? 1 : 0)]!;
    if (want === adj) continue;
    const at = m.index + m[0].length - m[3]!.length;
    const f = finding(text, at, m[3]!, want, 'accordNom', 'accord');
    f.scope = [cp(text, m.index), f.end];
    out.push(f);
  }
}

/** "les élève", "mes ami": a plural determiner before a noun without its plural mark. */
const EPICENE = 'élève|enfant|collègue|adulte|jeune|camarade|membre|touriste|artiste|journaliste|voisin|ami';

function pluralNoun(text: string, out: Finding[]) {
  const re = new RegExp(`${B}(les|des|mes|tes|ses|nos|vos|leurs|ces|plusieurs|quelques)\\s+(\\p{Ll}{3,})(?=\\s+\\p{L})`, 'gu');
  for (const m of text.matchAll(re)) {
    const noun = m[2]!;
    if (/[sxz]$/u.test(noun)) continue;
    if (!(G[noun] || new RegExp(`^(?:${EPICENE})$`, 'u').test(noun)) || SKIP.has(noun) || POST_FORM.has(noun) || PRE_FORM.has(noun)) continue;
    if (/(?:er|ir|é|ée|ent|ons|ez)$/u.test(noun)) continue;
    if (SUBJECTS.has(previousWord(text, m.index))) continue;
    const plural = /(?:al)$/u.test(noun) ? `${noun.slice(0, -2)}aux` : /(?:eau|eu)$/u.test(noun) ? `${noun}x` : `${noun}s`;
    const at = m.index + m[0].length - noun.length;
    out.push(finding(text, at, noun, plural, 'pluriel', 'accord'));
  }
}

/** Every adjective form known here → its four forms (masculine, feminine, masculine plural, feminine plural). */
function formsOf(adj: string): [string, string, string, string] | null {
  const base = POST_FORM.get(adj);
  if (base) return POST.get(base)!;
  const pre = PRE_FORM.get(adj);
  if (pre) {
    const f = PRENOMINAL[pre]!;
    return [f[0], f[2], f[3], f[4]];
  }
  return null;
}
const COPULA =
  'est|et|sont|était|étaient|sera|seront|serait|reste|restent|restait|semble|semblent|semblait|devient|deviennent|devenait';
const ADV = '(?:(?:pas|plus|très|tres|trop|assez|vraiment|si|tellement|plutôt|super|toujours|souvent|aussi|moins|bien|un peu)\\s+)*';

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
      if (!/(?:^|[.!?:;\n]|,|\b(?:et|mais|que|qu['’]|car|donc|parce que|quand|si))\s*$/iu.test(lead)) continue;
      plural = new RegExp(`^(?:${PLURAL_DETS})$`, 'u').test(det);
      if (plural !== /[sx]$/u.test(noun)) continue;
      g = genderOf(noun, plural);
      if (!g) continue;
      if (!plural && ((g === 'F' && /^(?:le|mon|ton|son|ce|cet)$/u.test(det)) || (g === 'M' && /^(?:la|ma|ta|sa|cette)$/u.test(det)))) continue;
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
  peut: 'peuvent', peux: 'peuvent', veut: 'veulent', veux: 'veulent', doit: 'doivent', fait: 'font', va: 'vont',
  est: 'sont', a: 'ont', prend: 'prennent', apprend: 'apprennent', comprend: 'comprennent', vient: 'viennent',
  devient: 'deviennent', boit: 'boivent', dort: 'dorment', sort: 'sortent', part: 'partent', dit: 'disent',
  lit: 'lisent', écrit: 'écrivent', met: 'mettent', sait: 'savent', voit: 'voient', croit: 'croient',
  vit: 'vivent', perd: 'perdent', attend: 'attendent', répond: 'répondent', finit: 'finissent',
  choisit: 'choisissent', réussit: 'réussissent', permet: 'permettent', connaît: 'connaissent',
  reçoit: 'reçoivent', offre: 'offrent', ouvre: 'ouvrent',
};

function pluralSubjectVerb(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:les|des|mes|tes|ses|nos|vos|leurs|ces|plusieurs|beaucoup de|beaucoup d['’])\\s*(\\p{Ll}{3,}[sx])(?:\\s+(\\p{Ll}+[sx]))?\\s+(?:ne\\s+|n['’])?(?:me\\s+|te\\s+|se\\s+|s['’]|nous\\s+|vous\\s+|leur\\s+|lui\\s+|les\\s+|en\\s+|y\\s+)?(\\p{Ll}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const noun = m[1]!;
    // "les enfants peux jouer": the second word is the verb when it is no adjective
    const k = m[2] && !formsOf(m[2]) ? 2 : 3;
    const verb = m[k]!;
    if (!genderOf(noun, true) && !new RegExp(`^(?:${EPICENE})s$`, 'u').test(noun)) continue;
    const lead = text.slice(Math.max(0, m.index - 30), m.index);
    if (!/(?:^|[.!?:;\n]|,|\b(?:et|mais|que|qu['’]|car|donc|quand|si|où))\s*$/iu.test(lead)) continue;
    let rep = PLURAL_VERB[verb];
    if (!rep && /[^a]ait$/u.test(verb)) rep = `${verb.slice(0, -3)}aient`;
    if (!rep && /rait$/u.test(verb)) rep = `${verb.slice(0, -1)}ient`;
    if (!rep) continue;
    out.push(finding(text, m.indices![k]![0], verb, rep, 'accordSujet', 'conjugaison'));
  }
  // "nous mange", "nous somme": the first person plural
  for (const m of text.matchAll(new RegExp(`(?:^|[.!?:;\\n]\\s*|(?:et|mais|que|qu['’]|quand|si|alors|donc|puis|ensuite),?\\s+)(nous)\\s+(\\p{Ll}{3,}e)${E}`, 'dgiu'))) {
    const v = m[2]!;
    if (G[v] || formsOf(v)) continue;
    const rep = v === 'somme' ? 'sommes' : /ge$/u.test(v) ? `${v}ons` : /ce$/u.test(v) ? `${v.slice(0, -2)}çons` : `${v.slice(0, -1)}ons`;
    out.push(finding(text, m.indices![2]![0], v, rep, 'accordSujet', 'conjugaison'));
  }
}

/** "chaque jours", "deux heure", "quelque amis", "tous le monde": number marks fixed by the word before. */
const NUMBERS = 'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent|mille|plusieurs';
const NOT_COUNTED = 'rue|avenue|boulevard|chemin|place|route|rang|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|fois';

function numberMarks(text: string, out: Finding[]) {
  for (const m of text.matchAll(new RegExp(`${B}chaque\\s+(\\p{Ll}{3,}s)${E}`, 'dgiu'))) {
    const w = m[1]!;
    const sing = w.slice(0, -1);
    if (!G[sing] || G[w]) continue;
    out.push(finding(text, m.indices![1]![0], w, sing, 'nombre', 'accord'));
  }
  for (const m of text.matchAll(new RegExp(`${B}(?:${NUMBERS}|(?<![\\d,.])(?:[2-9]|\\d{2,3}))\\s+(\\p{Ll}{3,})${E}`, 'dgiu'))) {
    const w = m[1]!;
    if (/[sxz]$/u.test(w) || !G[w] || SKIP.has(w) || formsOf(w) || new RegExp(`^(?:${NOT_COUNTED})$`, 'u').test(w)) continue;
    const plural = /(?:al)$/u.test(w) ? `${w.slice(0, -2)}aux` : /(?:eau|eu)$/u.test(w) ? `${w}x` : `${w}s`;
    out.push(finding(text, m.indices![1]![0], w, plural, 'nombre', 'accord'));
  }
  for (const m of text.matchAll(new RegExp(`${B}(quelque)\\s+(\\p{Ll}{3,}s)${E}`, 'dgiu'))) {
    if (!G[m[2]!.slice(0, -1)]) continue;
    out.push(finding(text, m.indices![1]![0], m[1]!, 'quelques', 'nombre', 'accord'));
  }
  for (const m of text.matchAll(new RegExp(`${B}(tous)\\s+(?=(?:le|la|l['’])\\s*\\p{L})`, 'dgiu'))) {
    const fem = /^tous\s+la/iu.test(text.slice(m.index, m.index + 9));
    out.push(finding(text, m.indices![1]![0], m[1]!, fem ? 'toute' : 'tout', 'nombre', 'accord'));
  }
}

export function agreementNounRules(text: string): Finding[] {
  const out: Finding[] = [];
  determinerGender(text, out);
  prenominal(text, out);
  postnominal(text, out);
  pluralNoun(text, out);
  attribute(text, out);
  pluralSubjectVerb(text, out);
  numberMarks(text, out);
  return out;
}
