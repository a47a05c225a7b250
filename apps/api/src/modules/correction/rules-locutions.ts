import { CARDINALS } from './clause-words';
import { DAYS } from './rules-adjectives';
import { applySimple, type Simple } from './rules-homophone-pairs';
import { B, E, G, clauseBefore, finding } from './rules-util';
import type { Finding } from './types';
import { conjugate, finiteForms, lemmasOf, participleForms } from './verb-lexicon';

/**
 * Locutions and small words learners build from their own language: "près à l'université" →
 * "près de", "devant de la chute" → "devant la", "quatre heures de matin" → "du matin", "à
 * retard" → "en retard", "dans YouTube" → "sur", "parler sur son métier" → "parler de", "samedi
 * où dimanche" → "ou", "Toronto, est je travaille" → "et", "un emploie" → "un emploi", "bonne
 * été" → "bon été", "de Awa" → "d'Awa", "Met aussi" → "Mets", "Au début, s'était dur" →
 * "c'était".
 */

const NUMBER = `\\d+|un|une|${[...CARDINALS].join('|')}`;
/** What "deux ou trois" counts: "deux où trois jours". */
const UNITS =
  'ans|mois|jours|semaines|heures|minutes|fois|personnes|enfants|amis|euros|dollars|kilomètres|km|h|min';
/** What a quantity counts after "plus de": the units, and what one collects or welcomes. */
const COUNTED = `${UNITS}|kilos|kg|livres|litres|bénévoles|familles|paniers|boîtes|sacs|élèves|étudiants|participants`;
/** Verb forms whose noun sounds the same: "un emploie" → "un emploi". */
const NOUN_OF: Record<string, string> = {
  emploie: 'emploi',
  envoie: 'envoi',
  essaie: 'essai',
  appuie: 'appui',
  ennuie: 'ennui',
  oublie: 'oubli',
  renvoie: 'renvoi',
};
/** Masculine nouns of wishes and greetings a learner writes after "bonne". */
const MASCULINE_WISHES =
  'été|anniversaire|appétit|voyage|week-end|weekend|séjour|courage|retour|rétablissement|travail|match|film|spectacle|cours|semestre|début|congé';
/** Platforms one is "sur", not "dans". */
const PLATFORMS = 'Internet|YouTube|Facebook|Instagram|TikTok|WhatsApp|Twitter|LinkedIn|Snapchat|Messenger';
/** Where one speaks, online: "parler sur un forum". */
const PLACES_ONLINE =
  'réseaux|réseau|forum|forums|site|sites|groupe|chaîne|page|application|appli|plateforme|ligne|messagerie|web';
/** Verbs whose order to "tu" a learner writes as the third person: "Met aussi" → "Mets". */
const IMPERATIVE = new Set(
  'met prend fait vient dit écrit lit sort part boit tient sert attend répond descend apprend prévient remet'.split(
    ' ',
  ),
);
const OBJECT_START =
  "aussi|le|la|les|l['’]|mon|ma|mes|ton|ta|tes|son|sa|ses|un|une|des|du|ce|cette|ces|attention|moi|nous|bien|vite|toujours";

const LOCUTIONS: Simple[] = [
  {
    // "près à l'université" → "près de"; "près au parc" → "près du"
    re: new RegExp(`${B}(?:près|loin|proche|à côté|en face|autour)\\s+(aux|au|à)(?=\\s+(\\p{L}+))`, 'giu'),
    rep: (m) => {
      const p = m[1]!.toLowerCase();
      if (p === 'au') return 'du';
      if (p === 'aux') return 'des';
      return /^(?:la|l|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|ce|cette|ces)$/iu.test(m[2]!)
        ? 'de'
        : null;
    },
    category: 'syntaxe',
  },
  {
    // "devant de la chute" → "devant la"
    re: new RegExp(`${B}(?:devant|derrière)\\s+(de\\s+la|de\\s+l['’]|du)(?=\\s|\\p{L})`, 'giu'),
    rep: (m) => (/du$/iu.test(m[1]!) ? 'le' : /la$/iu.test(m[1]!) ? 'la' : "l'"),
    category: 'syntaxe',
  },
  {
    // "quatre heures de matin" → "du matin"
    re: new RegExp(`${B}(?:heures?|h)\\s+(de)\\s+(?=(?:matin|soir)${E})`, 'giu'),
    rep: 'du',
    category: 'syntaxe',
  },
  {
    // "souvent à retard" → "en retard"
    re: new RegExp(`${B}(à|a)\\s+(?=retard${E})`, 'giu'),
    rep: 'en',
    category: 'syntaxe',
  },
  {
    // "dans YouTube", "en Internet" → "sur"
    re: new RegExp(`${B}(dans|en)\\s+(?=(?:${PLATFORMS})${E})`, 'gu'),
    rep: 'sur',
    category: 'syntaxe',
  },
  {
    // "samedi où le dimanche", "deux où trois jours" → "ou"
    re: new RegExp(`(?<=${B}(?:${DAYS})\\s+)(où)\\s+(?=(?:le\\s+)?(?:${DAYS})${E})`, 'giu'),
    rep: 'ou',
    category: 'confusion',
  },
  {
    re: new RegExp(`(?<=${B}(?:${NUMBER})\\s+)(où)\\s+(?=(?:${NUMBER})\\s+(?:${UNITS})${E})`, 'giu'),
    rep: 'ou',
    category: 'confusion',
  },
  {
    // "à Toronto, est je travaille" → "et"
    re: new RegExp(`${B}(est)\\s+(?=(?:je${E}|j['’]))`, 'gu'),
    rep: 'et',
    category: 'confusion',
  },
  {
    // "un emploie dans une ferme" → "un emploi"
    re: new RegExp(
      `${B}(?:un|mon|ton|son|notre|votre|cet|du|au|chaque|nouvel|premier|bon)\\s+(${Object.keys(NOUN_OF).join('|')})${E}`,
      'giu',
    ),
    rep: (m) => NOUN_OF[m[1]!.toLowerCase()] ?? null,
    category: 'orthographe',
  },
  {
    // "bonne été", "bonne anniversaire" → "bon"
    re: new RegExp(`${B}(bonne)\\s+(?=(?:${MASCULINE_WISHES}|${DAYS})${E})`, 'giu'),
    rep: 'bon',
    category: 'accord',
  },
  {
    // "il propose plus des autobus" → "plus d'autobus": a quantity takes "de" ("plus des deux
    // tiers", a share of a number, stays)
    re: new RegExp(`(?<=${B}(?:plus|moins|trop|assez)\\s+)(des\\s+)(?=(\\p{Ll}+)${E})`, 'gu'),
    rep: (m) =>
      CARDINALS.has(m[2]!) || !(G[m[2]!] || G[m[2]!.replace(/[sx]$/u, '')])
        ? null
        : /^[aeiouyéèêàâîôûh]/u.test(m[2]!)
          ? "d'"
          : 'de ',
    category: 'syntaxe',
  },
  {
    // "travailler plus que quinze heures" → "plus de": a quantity, not a comparison; "il ne
    // reste plus que deux jours" (only two days) stays
    re: new RegExp(`(?<=${B}(?:plus|moins)\\s+)(que)\\s+(?=(?:${NUMBER})\\s+(?:${COUNTED})${E})`, 'giu'),
    rep: (m) => (/(?:^|\s)(?:ne\s|n['’])/iu.test(clauseBefore(m.input!, m.index ?? 0)) ? null : 'de'),
    category: 'syntaxe',
  },
  {
    // "prés de la rivière" → "près de"; "les prés de la ferme", the meadows, stay
    re: new RegExp(
      `(?<!${B}(?:les|des|ces|nos|vos|mes|leurs|ses|aux|verts)\\s+)${B}(prés)\\s+(?=(?:de|du|des|d['’])${E})`,
      'giu',
    ),
    rep: 'près',
    category: 'accent',
  },
  {
    // "plus proche de Awa" → "d'Awa": "de" elides before a name opening with a vowel, not before
    // the semi-vowel of "Ouagadougou", "Ouellet"
    re: new RegExp(`${B}(de\\s+)(?!Ou[aeiéè])(?=[AEIOUÉÈÂÎ]\\p{Ll}+${E})`, 'gu'),
    rep: "d'",
    category: 'élision',
  },
];

/**
 * "Au début, s'était très dur" → "c'était": a clause with no subject, so the pronoun is "ce". Left
 * alone when a participle follows ("Il est arrivé, s'est très vite installé": the subject is
 * shared).
 */
function itWas(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?<=(?:^|[.!?:;,]\\s*|\\n))(s['’](?:était|est))\\s+(très|trop|vraiment|si|assez|tellement|super|un|une|pas)\\s+(\\p{L}+)`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const next = m[3]!.toLowerCase();
    if (/^(?:vite|bien|mal|peu|rapidement|souvent|encore|toujours)$/u.test(next)) continue;
    if (
      /(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite|its|ites)$/u.test(next) &&
      !/^(?:joli|gentil|petite?|nul|fou)$/u.test(next)
    )
      continue;
    out.push(finding(text, m.index, m[1]!, `c'${m[1]!.slice(2)}`, 'usage', 'confusion'));
  }
}

/**
 * What follows "parler sur" when it is right: a manner or a place ("sur un ton calme", "sur
 * scène"), online too ("sur Facebook", "sur les réseaux sociaux", "sur un forum").
 */
const SPEAKING_PLACE = new RegExp(
  `^(?:ton|scène|estrade|antenne|plateau|radio|téléphone|${PLATFORMS}|${PLACES_ONLINE})$`,
  'iu',
);

/** "m'a parlé sur son métier" → "de": one speaks "de" something. */
function speakAbout(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(\\p{L}+)\\s+(sur(?:\\s+(le|les))?)\\s+(?=(?:son|sa|ses|mon|ma|mes|ton|ta|tes|notre|votre|leur|leurs|ce|cette|ces|un|une|des|l['’]|la|le|les)?\\s*(\\p{L}+))`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    if (!lemmasOf(m[1]!).has('parler')) continue;
    if (SPEAKING_PLACE.test(m[4] ?? '')) continue;
    const det = m[3]?.toLowerCase();
    const rep = det === 'le' ? 'du' : det === 'les' ? 'des' : 'de';
    out.push(finding(text, m.indices![2]![0], m[2]!, rep, 'usage', 'syntaxe'));
  }
}

/** "Met aussi mon courrier sur la table" → "Mets": an order to "tu" ends in -s. */
function imperative(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?<=(?:^|[.!?]\\s+|\\n))(${[...IMPERATIVE].join('|')})\\s+(?=(?:${OBJECT_START})(?:${E}|(?<=['’])))`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const w = m[1]!;
    const third = finiteForms(w).find((f) => f.tense === 'P' && f.person === 2);
    const second = third && conjugate(third.lemma, 'P', 1);
    if (second) out.push(finding(text, m.index, w, second, 'usage', 'conjugaison'));
  }
}

const OBJECT_DET =
  'le|la|les|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|un|une';

/**
 * "J'ai aimé beaucoup ce film" → "J'ai beaucoup aimé ce film": in a compound tense the adverb
 * stands before the participle. Read only where the object follows ("ça m'a apporté beaucoup",
 * "j'ai aimé beaucoup de choses" and "ont été bien réelles" stay).
 */
function adverbOrder(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?<=${B}(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)\\s+)(\\p{Ll}+é\\s+(beaucoup|bien|déjà|toujours|souvent|jamais|vraiment))\\s+(?=(?:${OBJECT_DET})${E}|l['’])`,
    'gu',
  );
  for (const m of text.matchAll(re)) {
    const part = m[1]!.split(/\s+/u)[0]!;
    if (part === 'été' || !participleForms(part)) continue;
    out.push(finding(text, m.index, m[1]!, `${m[2]!} ${part}`, 'ordre', 'syntaxe'));
  }
  // "elle m'a expliqué tout." → "elle m'a tout expliqué": "tout" as the object goes before too
  for (const m of text.matchAll(
    new RegExp(
      `(?<=${B}(?:ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)\\s+)(\\p{Ll}+\\s+tout)(?=\\s*[.!?,;:])`,
      'gu',
    ),
  )) {
    const part = m[1]!.split(/\s+/u)[0]!;
    if (part === 'été' || participleForms(part)?.[0] !== part) continue;
    out.push(finding(text, m.index, m[1]!, `tout ${part}`, 'ordre', 'syntaxe'));
  }
}
export function locutionRules(text: string): Finding[] {
  const out: Finding[] = [];
  applySimple(text, LOCUTIONS, 'usage', out);
  speakAbout(text, out);
  itWas(text, out);
  imperative(text, out);
  adverbOrder(text, out);
  return out;
}
