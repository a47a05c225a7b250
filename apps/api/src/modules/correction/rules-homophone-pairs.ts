import { isFinite, isNoun } from './clause-words';
import { EPICENE } from './rules-adjectives';
import { B, E, G, finding } from './rules-util';
import type { Finding } from './types';

const EPICENE_NOUN = new RegExp(`^(?:${EPICENE})$`, 'u');

/**
 * Short homophones whose context leaves one reading only: "ils on" → "ils ont", "un peut" → "un
 * peu", "mes je" → "mais je", "je suis sur que" → "sûr", "il ma dit" → "il m'a dit", "tout les"
 * → "tous les", "il ce lève" → "se", "quand à" → "quant à", "je pense c'est" → "je pense que
 * c'est", "plus bien" → "mieux".
 */

export interface Simple {
  re: RegExp;
  /** The replacement of capture group 1, or a function of the whole match. */
  rep: string | ((m: RegExpMatchArray) => string | null);
  category: string;
}

/** Findings of simple rules on their capture group 1, with the learner message given. */
const withIndices = new WeakMap<Simple, RegExp>();

export function applySimple(text: string, rules: Simple[], message: string, out: Finding[]) {
  for (const rule of rules) {
    let re = withIndices.get(rule);
    if (!re) withIndices.set(rule, (re = new RegExp(rule.re.source, `${rule.re.flags}d`)));
    for (const m of text.matchAll(re)) {
      const g = m[1];
      const span = m.indices?.[1];
      if (!g || !span) continue;
      const rep = typeof rule.rep === 'string' ? rule.rep : rule.rep(m);
      if (!rep) continue;
      out.push(finding(text, span[0], g, rep, message, rule.category));
    }
  }
}

/** Participles after "a" / "ont" ("m'ont emmenée", "l'a vu"). */
const PARTICIPLE =
  '\\p{L}+(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite|its)|été|eu|pu|dû|fait|dit|pris|mis|vu|su|lu|cru|voulu';

export const HOMOPHONE_PAIRS: Simple[] = [
  {
    // "faire leur devoirs": a noun that is only plural ("pays", "temps" are both)
    re: new RegExp(`${B}(leur)\\s+(?=(\\p{Ll}+[sx])${E})`, 'giu'),
    rep: (m) => {
      const w = m[2]!.toLowerCase();
      const one = w.slice(0, -1);
      return !G[w] && (G[one] || EPICENE_NOUN.test(one)) && !isFinite(w) ? 'leurs' : null;
    },
    category: 'accord',
  },
  { re: new RegExp(`${B}(?:ils|elles)\\s+(on)${E}`, 'giu'), rep: 'ont', category: 'confusion' },
  {
    // "les fougères du salon on besoin d'eau" → "ont": "on" before a noun that only follows
    // "avoir", right after a noun, so the subject is that noun group ("chez nous on a besoin")
    re: new RegExp(
      `(?<=${B}\\p{Ll}{3,}\\s+)(on)\\s+(?=(?:besoin|peur|faim|soif|envie|honte|raison|tort|hâte)${E})`,
      'giu',
    ),
    rep: (m) => {
      const w = /(\p{Ll}+)\s+$/u.exec(m.input!.slice(0, m.index))?.[1]?.toLowerCase() ?? '';
      return isNoun(w) ? 'ont' : null;
    },
    category: 'confusion',
  },
  {
    // "les enfants on couru", "les deux on raison", "les personnes âgées on besoin": a plural
    // subject (maybe with its adjective), then a participle or a
    // noun "avoir" takes without a determiner
    re: new RegExp(
      `(?:^|[.!?:;,\\n]\\s*|${B}(?:et|mais|que|qu['’]|quand|car)\\s+)(?:les|mes|tes|ses|nos|vos|leurs|ces)\\s+(?:\\p{L}+[sx]|deux|trois)(?:\\s+\\p{L}+[sx])?\\s+(on)\\s+(?=(?:${PARTICIPLE}|raison|tort|faim|soif|peur|besoin|envie|hâte|mal|lieu)${E})`,
      'giu',
    ),
    rep: 'ont',
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(?:m['’]|t['’])(on)\\s+(?:${PARTICIPLE})${E}`, 'giu'),
    rep: 'ont',
    category: 'confusion',
  },
  {
    re: new RegExp(
      `(?:^|[.!?]\\s+|,\\s*)(ont)\\s+(?:peut|doit|va|est|a|fait|dit|sait|voit|pense|trouve|devrait|pourrait|dirait|vit|mange|parle)${E}`,
      'giu',
    ),
    rep: 'on',
    category: 'confusion',
  },
  { re: new RegExp(`${B}(?:un|très|trop|si|assez)\\s+(peut)${E}`, 'giu'), rep: 'peu', category: 'confusion' },
  {
    re: new RegExp(`${B}(?:il|elle|on|qui|ça|cela)\\s+(peu)\\s+(?=\\p{L}+(?:er|ir|re|oir)${E})`, 'giu'),
    rep: 'peut',
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(mes)\\s+(?=(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|c['’]est|ce|ça)(?:${E}|(?<=['’])))`,
      'giu',
    ),
    rep: 'mais',
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(?:suis|es|est|sommes|êtes|sont|être|pas)\\s+(sur|sure|surs|sures)\\s+(?=(?:que|qu['’]|de|d['’])${E})`,
      'giu',
    ),
    rep: (m) => m[1]!.replace('u', 'û'),
    category: 'orthographe',
  },
  {
    re: new RegExp(`${B}(?:suis|es|est|sommes|êtes|sont|être)\\s+(près|prés)\\s+(?=à${E})`, 'giu'),
    rep: 'prêt',
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(?:il|elle|on|qui|ça|cela)\\s+(ma|ta)\\s+(?=(?:${PARTICIPLE})${E})`, 'giu'),
    rep: (m) => (m[1]!.toLowerCase() === 'ma' ? "m'a" : "t'a"),
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(?:il|elle|on|qui)\\s+(la)\\s+(?=(?:vu|fait|dit|pris|mis|aidé|aimé|appelé|trouvé|invité|rencontré|acheté|perdu|oublié|reçu|connu|lu|écrit|envoyé)${E})`,
      'giu',
    ),
    rep: "l'a",
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(tout)\\s+(?=(?:les|mes|tes|ses|nos|vos|leurs|ces)${E})`, 'giu'),
    rep: 'tous',
    category: 'accord',
  },
  {
    // not the adverb of "avant tout une affaire de volonté"
    re: new RegExp(
      `(?<!(?:avant|après|surtout|malgré)\\s+)${B}(tout)\\s+(?=(?:la|cette|ma|ta|sa)${E})`,
      'giu',
    ),
    rep: 'toute',
    category: 'accord',
  },
  {
    // "difficile, mes très intéressant.": an adverb and a singular adjective ending the clause
    re: new RegExp(
      `${B}(mes)\\s+(?=(?:très|trop|assez|vraiment|pas|aussi|plus|moins|si)\\s+\\p{L}+(?<![sx])\\s*[.,;!?])`,
      'giu',
    ),
    rep: 'mais',
    category: 'confusion',
  },
  {
    // not after an inversion: "présente-t-il ce livre", "ont-ils son adresse"
    re: new RegExp(`(?<![\\p{L}-])(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+(ce)\\s+(?=\\p{L}{3,})`, 'giu'),
    rep: 'se',
    category: 'confusion',
  },
  { re: new RegExp(`${B}(quand)\\s+(?=(?:à|au|aux)${E})`, 'giu'), rep: 'quant', category: 'confusion' },
  // "a côté de", "a partir de", "a cause de": fixed prepositional phrases
  {
    re: new RegExp(
      `${B}(a)\\s+(?=(?:côté|partir|cause|propos|travers|l['’]heure|pied)\\s+(?:de|d['’]|du|des)${E}|(?:côté|partir|cause|propos|travers|l['’]heure|pied)\\s+d['’])`,
      'gu',
    ),
    rep: 'à',
    category: 'confusion',
  },
  {
    re: new RegExp(`(?<![\\p{L}-])(?:ils|elles)\\s+(son)\\s+(?=\\p{L})`, 'giu'),
    rep: 'sont',
    category: 'confusion',
  },
  {
    // "les jeunes son pas motivés", "les cours son le soir": a plural subject, then an adverb, a
    // participle, a determiner or a preposition (never after the possessive "son")
    re: new RegExp(
      `${B}(?:les|des|mes|tes|nos|vos|leurs|ces)\\s+\\p{L}+[sx]\\s+(son)\\s+(?=(?:pas|jamais|très|trop|toujours|souvent|bien|le|la|les|l['’]|un|une|des|du|au|aux|à|en|dans|chez|ici|là|\\p{L}+(?:é|és|ée|ées))(?:${E}|(?<=['’])))`,
      'giu',
    ),
    rep: 'sont',
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(ça)\\s+(?=(?:mère|père|famille|femme|maison|voiture|fille|sœur|soeur|vie|chambre|ville|copine|amie|langue|culture|santé|fête|tête)${E})`,
      'giu',
    ),
    rep: 'sa',
    category: 'confusion',
  },
  { re: new RegExp(`${B}(?:là|d['’]|par)\\s*(ou)\\s+(?=\\p{L})`, 'giu'), rep: 'où', category: 'confusion' },
  {
    // "me dire ou je peux", "je ne sais pas ou il habite", "te montrer ou sont": an indirect
    // question of place
    re: new RegExp(
      `${B}(?:dire|dis|dites|sais|sait|savez|savoir|demande|demandé|expliquer|indiquer|indiquez|montrer|montrez|montre|montres|comprends|oublié)(?:\\s+pas)?\\s+(ou)\\s+(?=(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|se|s['’]|trouver|aller|est|sont|était|étaient|habite|habitent|travaille|travaillent)${E})`,
      'giu',
    ),
    rep: 'où',
    category: 'confusion',
  },
  {
    // "Depuis 2020, personne a réparé", "personne m'a prévenue": "personne" as subject takes "ne"
    re: new RegExp(
      `(?:^|[.!?:;,\\n]\\s*|${B}(?:et|mais|car|que|qu['’])\\s+)(personne\\s+(?:[mtls]['’]|(?:me|te|se|le|la|les|lui|leur|nous|vous|y|en)\\s+)?(?:a|avait|est|était|veut|voulait|peut|pouvait|sait|savait|vient|venait|va|allait|fait|comprend|parle|parlait|aime|connaît|connaissait|répond|dit|voit|pense|reste|habite|utilise|utilisait|prend|prévient|aide|aidait))${E}`,
      'giu',
    ),
    rep: (m) =>
      m[1]!.replace(/^(personne)\s+(\p{L})/iu, (_, p: string, v: string) =>
        /^[aeiouéèêhy]/iu.test(v) ? `${p} n'${v}` : `${p} ne ${v}`,
      ),
    category: 'syntaxe',
  },
  {
    // the missing "que" goes with the subordinate clause: "je pense c'est" → "je pense que c'est"
    re: new RegExp(
      `${B}(?:pense|penses|pensons|pensez|pensent|crois|croit|croyons|croyez|croient)\\s+(c['’]est|il|elle|ils|elles|on|je|j['’]|tu|nous|vous|ce)(?:${E}|(?<=['’]))`,
      'giu',
    ),
    rep: (m) => (/^[aeiouyéèêàâîôûh]/iu.test(m[1]!) ? `qu'${m[1]!}` : `que ${m[1]!}`),
    category: 'syntaxe',
  },
  {
    re: new RegExp(`(?<!(?:ne|n['’])\\s*\\p{L}*\\s*)${B}(plus bien)${E}`, 'giu'),
    rep: 'mieux',
    category: 'syntaxe',
  },
  {
    re: new RegExp(
      `(?<!(?:ne|n['’])\\s*\\p{L}*\\s*)${B}(plus bon|plus bonne|plus bons|plus bonnes)${E}`,
      'giu',
    ),
    rep: (m) => m[1]!.toLowerCase().replace('plus bon', 'meilleur').replace('meilleurne', 'meilleure'),
    category: 'syntaxe',
  },
  {
    // "le université" → "l'université": a common noun starting with a vowel (never before h)
    re: new RegExp(`${B}((?:le|la)\\s+([aeiouéèêâîôû][\\p{Ll}-]+))${E}`, 'giu'),
    rep: (m) =>
      G[m[2]!] && !/^(?:onze|oui|ouate|uhlan)$/u.test(m[2]!)
        ? `${m[1]![0] === 'L' ? 'L' : 'l'}'${m[2]!}`
        : null,
    category: 'élision',
  },
  {
    re: new RegExp(`${B}(plus mieux|plus meilleur|plus meilleure|plus meilleurs|plus meilleures)${E}`, 'giu'),
    rep: (m) => m[1]!.slice(5),
    category: 'syntaxe',
  },
  // not after an inversion: "Quel risque l'auteur associe-t-il à la culture ?"
  {
    re: new RegExp(`(?<![\\p{L}\\p{N}-])(?:il|elle|on|qui|y)\\s+(à)\\s+(?=\\p{L})`, 'giu'),
    rep: 'a',
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(?:suis|es|sommes|êtes|sont)\\s+\\p{L}+\\s+(est)\\s+(?=\\p{L}+\\s*[.,!?])`, 'giu'),
    rep: 'et',
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(?:avec|pour|chez|par|sur|de|à)\\s+(sont)\\s+(?=\\p{L})`, 'giu'),
    rep: 'son',
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(mais)\\s+(?=(?:amis|amies|parents|enfants|frères|sœurs|soeurs|collègues|cousins|cousines|voisins|voisines|copains|copines|affaires|devoirs|cours)${E})`,
      'giu',
    ),
    rep: 'mes',
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(?:pense|crois|dit|dis|sais|trouve|espère|explique|raconte|ajoute|répond|affirme|écrit|précise|sûr|sûre|contente?|heureux|heureuse)\\s+(quelle|quel)\\s+(?=(?:est|a|va|peut|doit|fait|sera|était|avait|aime|veut|sait|soit|ait|puisse|vienne|parte)${E})`,
      'giu',
    ),
    rep: "qu'elle",
    category: 'confusion',
  },
  {
    re: new RegExp(`(?:^|[.!?]\\s+)(Ou)\\s+(?=(?:est|sont|habites|habitez|vas|va|allez|es|êtes)${E})`, 'gu'),
    rep: 'Où',
    category: 'confusion',
  },
];
