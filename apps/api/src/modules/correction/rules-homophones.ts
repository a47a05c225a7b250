import { AP, B, E, G, clauseBefore, cp, finding } from './rules-util';
import { FUNCTION, etEst } from './rules-et-est';
import { countries } from './rules-countries';
import { formsOf } from './rules-adjectives';
import { finiteForms, participleForms } from './verb-lexicon';
import type { Finding } from './types';

/**
 * Homophones the grammar checker leaves alone in learner texts: "et" for "est" in a clause with
 * no other verb, "a" for "à" in fixed phrases and before places and infinitives, "sa" for "ça"
 * before a verb, "ou" for "où" after a place or a time, "beaucoup des" for "beaucoup de".
 * Each fires only where the other reading cannot be right.
 */

const SUBJECT_PRONOUNS = new Set([
  'je',
  "j'",
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
  'qui',
  'ça',
  'cela',
  'ce',
  'y',
]);

/** Fixed phrases where "a" can only be the preposition. */
const A_PHRASES =
  "côté|coté|pied|pieds|cause|partir|bientôt|demain|plus tard|peu près|travers|propos|mon avis|ton avis|votre avis|mon sens|l['’]heure|l['’]avance|l['’]étranger|moitié|nouveau|gauche|droite|l['’]aise";
const PLACES =
  "la maison|l['’]école|l['’]université|l['’]arrêt|l['’]hôpital|l['’]église|l['’]épicerie|l['’]aéroport|la station|la gare|la banque|la bibliothèque|la piscine|la patinoire|la plage|la campagne|la montagne|la pharmacie|la boulangerie|la boucherie|la librairie|la boutique|la clinique|la mairie|la poste|la cuisine|la cafétéria|la garderie|la mosquée|la radio|la télé|la télévision|la fin";
const A_VERBS =
  /^(?:appren|continu|commen[cç]|aid|réussi|hésit|invit|encourag|habitu|autoris|prépar|pens|arriv|tard|tarde|servi|sert|consist|s[’']amus|amus|jou|mis|mets|met|prêt|facile|difficile|agréable|lourd|long|bon|seul|dernier|premi)/iu;

function aA(text: string, out: Finding[], taken: Set<number>) {
  const push = (index: number, original: string) => {
    if (taken.has(index)) return;
    taken.add(index);
    out.push(finding(text, index, original, 'à', 'a', 'confusion'));
  };
  for (const m of text.matchAll(
    new RegExp(
      `${B}(\\p{L}+['’]?)?(\\s*)${B}([aA])\\s+(?:(${A_PHRASES})${E}|(${PLACES})${E}|(s['’]|se\\s)|(\\p{Lu}[\\p{L}-]*)${E}|(\\p{L}+)${E})`,
      'gu',
    ),
  )) {
    const prev = (m[1] ?? '').toLowerCase();
    const index = m.index + (m[1] ?? '').length + m[2]!.length;
    // "la Rivière-du-Nord a Prévost": a capital word ending a place name is no subject
    const inName = /(?:-|(?:^|\s)(?:de|du|des|la|le|au|aux|en|parc|rue)\s+)$/iu.test(text.slice(0, m.index));
    const subjectBefore =
      SUBJECT_PRONOUNS.has(prev) ||
      (/^\p{Lu}/u.test(m[1] ?? '') && !inName) ||
      prev === "qu'" ||
      prev === 'qu’';
    if (prev === 'y' || prev === "n'" || prev === 'n’') continue;
    if (m[4]) {
      // "a côté", "a pied", "grâce a", "mal a": never the verb
      if (/^(?:pied|pieds|demain|bientôt|moitié|nouveau|gauche|droite)$/iu.test(m[4]) && subjectBefore)
        continue;
      push(index, m[3]!);
    } else if (m[5]) {
      if (!subjectBefore && prev) push(index, m[3]!);
    } else if (m[6]) {
      // "a s'organiser": the verb avoir is never followed by a reflexive infinitive
      push(index, m[3]!);
    } else if (m[7]) {
      // a place or a name after a participle, an infinitive or a noun object of a verb
      if (!prev || subjectBefore) continue;
      const clause = clauseBefore(text, m.index);
      const hasSubject = /(?:^|[\s'’])(?:je|j|tu|il|elle|on|nous|vous|ils|elles)(?:\s|['’])/iu.test(clause);
      if (/(?:é|ée|és|ées|er|ir|re)$/u.test(prev) && !G[prev] && prev.length > 3) push(index, m[3]!);
      else if (G[prev] && hasSubject) push(index, m[3]!);
      // "je suis comptable a Shymkent": a lower-case word no verb can be, after a pronoun subject
      else if (hasSubject && /^\p{Ll}{4,}$/u.test(prev) && !finiteForms(prev).length && !FUNCTION.has(prev))
        push(index, m[3]!);
      else if (/^(?:grâce|jusqu['’]|mal|habite|habites|habitent|étudiante|étudiant)$/iu.test(prev))
        push(index, m[3]!);
    } else if (m[8]) {
      const next = m[8].toLowerCase();
      if (!prev || subjectBefore) continue;
      if (/^(?:grâce|jusqu['’]|mal|face)$/iu.test(prev)) push(index, m[3]!);
      // "apprend a lire", "continuaient a sortir", "éduquer a la maison"
      else if (
        /(?:er|ir|re|oir)$/u.test(next) &&
        (A_VERBS.test(prev) ||
          (/^(?:aussi|bien|vite|déjà|toujours|encore|beaucoup|vraiment)$/u.test(prev) &&
            A_VERBS.test(previousWord(text, m.index))))
      )
        push(index, m[3]!);
      else if (
        /er$/u.test(prev) &&
        !G[prev] &&
        prev.length > 4 &&
        /^(?:la|l['’]|un|une|mon|ma|son|sa|ton|ta)$/iu.test(next)
      )
        push(index, m[3]!);
    }
  }
  for (const m of text.matchAll(new RegExp(`${B}(?:grâce|jusqu)\\s*['’]?\\s*(a)${E}`, 'giu'))) {
    push(m.index + m[0].length - 1, m[1]!);
  }
}

/** "sa fait deux ans", "sa sent bon", "je n'avais jamais vu sa". */
const CA_VERBS =
  'fait|va|sent|coûte|dépend|marche|change|devient|prend|peut|doit|sera|serait|était|a|me|m|te|t|nous|vous|ne|n|y|suffit|arrive|passe|reste|semble|donne|plaît|plait|fera|ferait|ira|irait';

function saCa(text: string, out: Finding[]) {
  for (const m of text.matchAll(new RegExp(`${B}(sa)(?:\\s+|(?=['’]))(?:${CA_VERBS})(?:${E}|['’])`, 'giu'))) {
    const f = finding(text, m.index, m[1]!, 'ça', 'sa', 'confusion');
    f.scope = [f.start, cp(text, m.index + m[0].length)];
    out.push(f);
  }
  for (const m of text.matchAll(
    new RegExp(
      `${B}(?:vu|fait|aime|adore|déteste|comme|dit|compris|pour|avec)\\s+(sa)(?=\\s*[.,;!?])`,
      'giu',
    ),
  )) {
    out.push(finding(text, m.index + m[0].length - 2, m[1]!, 'ça', 'sa', 'confusion'));
  }
}

/** "la ville ou il fait chaud", "le jour ou je suis arrivé": a place or a time, then a clause. */
const PLACE_TIME =
  'ville|pays|endroit|lieu|quartier|maison|appartement|village|région|rue|parc|moment|jour|année|mois|semaine|soir|matin|époque|période|fois|dépanneur|magasin|restaurant|bureau|école|pièce|salle|coin|boutique|bibliothèque|marché|usine|entreprise|hôpital|centre|immeuble|logement';

function ouOu(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:(?:${PLACE_TIME})(?:\\s+(\\p{Ll}+))?|\\p{Lu}[\\p{L}-]+)\\s*,?\\s+(ou)\\s+(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|se|s['’])(?:${E}|(?<=['’]))`,
    'gu',
  );
  for (const m of text.matchAll(re)) {
    // "un quartier calme ou on peut": an adjective may stand between the place and "ou"
    if (m[1] && m[1] !== 'ou' && !formsOf(m[1]) && !participleForms(m[1])) continue;
    const at = m.index + m[0].search(/\sou\s/u) + 1;
    const before = text.slice(Math.max(0, at - 40), at);
    // "un café ou un thé" style coordination of two clauses stays: only after a place, a time or a city
    if (/\b(?:soit|ni)\b/iu.test(before)) continue;
    // "Tu vas au parc ou tu restes ?": in a question, "ou" joins two choices
    if (/^[^.!?\n]*\?/u.test(text.slice(at))) continue;
    out.push(finding(text, at, m[2]!, 'où', 'ou', 'confusion'));
  }
}

/** "beaucoup des amis" → "beaucoup d'amis"; "beaucoup neige" → "beaucoup de neige". */
function beaucoupDe(text: string, out: Finding[]) {
  for (const m of text.matchAll(new RegExp(`${B}(?:beaucoup|trop|peu|assez)\\s+(des)\\s+(\\p{L}+)`, 'giu'))) {
    const next = m[2]!;
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (/^\s+(?:que|qu['’]|dont|de)(?![\p{L}])/iu.test(rest)) continue;
    const rep = /^[aeiouyéèêàâîôûh]/iu.test(next) ? "d'" : 'de';
    const at = m.index + m[0].search(/\sdes\s/u) + 1;
    if (rep === "d'") {
      out.push(finding(text, at, `des ${next}`, `d'${next}`, 'beaucoup', 'syntaxe'));
    } else out.push(finding(text, at, 'des', 'de', 'beaucoup', 'syntaxe'));
  }
  for (const m of text.matchAll(
    new RegExp(`${B}(?:il y a|avoir|a|ai|as|avons|avez|ont|fait)\\s+(beaucoup)\\s+(\\p{Ll}+)${E}`, 'giu'),
  )) {
    const next = m[2]!;
    if (!G[next] || FUNCTION.has(next) || /(?:é|i|u|is|it|és|ée|ées)$/u.test(next)) continue;
    if (/^(?:plus|moins|mieux|trop|trop|aimé|de|d)$/u.test(next)) continue;
    const at = m.index + m[0].length - next.length - 1 - m[1]!.length;
    const de = /^[aeiouyéèêàâîôûh]/iu.test(next) ? "d'" : 'de ';
    out.push(finding(text, at, `${m[1]!} ${next}`, `${m[1]!} ${de}${next}`, 'beaucoup', 'syntaxe'));
  }
}

function previousWord(text: string, index: number): string {
  const m = /(\p{L}+)\s+\p{L}+['’]?\s*$/u.exec(text.slice(Math.max(0, index - 40), index));
  return (m?.[1] ?? '').toLowerCase();
}

/** "il joue avec ces amis": after a third-person subject, "ces" before a relative is "ses". */
const KIN =
  'amis|amies|enfants|parents|frères|sœurs|soeurs|cousins|cousines|collègues|camarades|voisins|voisines|petits-enfants|grands-parents|filles|fils|copains|copines|proches|élèves|affaires|devoirs|valises|clés|clefs|études|souvenirs';

function cesSes(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:avec|pour|à|voit|voyait|aime|appelle|retrouve|rencontre|aide|plus|de|souvent|payer|paie|paye|fait|faire|finit|finir|raconte|raconté|raconter)\\s+(ces)\\s+(?:${KIN})(?![\\p{L}-])`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const at = m.index + m[0].search(/\sces\s/iu) + 1;
    const sentence = clauseBefore(text, at).split(/[.!?]/u).pop() ?? '';
    const end = m.index + m[0].length;
    const after = text.slice(end, end + 12);
    if (/^\s*(?:-là|qui|que|qu['’]|dont|où)/iu.test(after)) continue;
    if (!/(?:^|[\s,])(?:il|elle|on)\s/iu.test(sentence) && !/^\s*\p{Lu}\p{Ll}+\s/u.test(sentence)) continue;
    if (/(?:^|[\s,'’])(?:je|j|nous|vous|tu|ils|elles)[\s'’]/iu.test(sentence)) continue;
    out.push(finding(text, at, m[1]!, 'ses', 'ces', 'confusion'));
  }
}

export function homophoneRules(text: string): Finding[] {
  const out: Finding[] = [];
  etEst(text, out);
  aA(text, out, new Set());
  saCa(text, out);
  ouOu(text, out);
  beaucoupDe(text, out);
  cesSes(text, out);
  countries(text, out);
  return out;
}

export { AP };
