import { B, E, finding, wordSet } from './rules-util';
import type { Finding } from './types';
import {
  REFLEXIVE_OF_PERSON,
  SUBJECT_PERSON,
  conjugate,
  finiteForms,
  isInfinitive,
  participleForms,
} from './verb-lexicon';
import { isFinite } from './clause-words';

/**
 * Two verb forms learners often miss: the imperative of "-er" verbs, which takes no "s" ("Achètes
 * du lait" → "Achète", "N'oublies pas" → "N'oublie"), and the participle of a pronominal verb,
 * which agrees with its subject ("elle s'est levé" → "levée") unless the pronoun is an indirect
 * object ("ils se sont parlé", and "les réunions se sont succédées" → "succédé") or an object
 * follows ("elle s'est lavé les mains").
 */

const DETERMINER =
  "(?:le|la|l['’]|les|un|une|des|du|de|d['’]|mon|ma|mes|ton|ta|tes|son|sa|ses|ce|cet|cette|ces|notre|nos|votre|vos|leur|leurs)";

function imperative(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?:^|[.!?:\\n]\\s*)(n['’]|ne\\s+)?(\\p{L}+es)\\s+(?:(?:pas|jamais|plus)\\s+)?(?=${DETERMINER}${E})(?:(?:de\\s+|d['’]\\s*)([\\p{L}\\p{N}]+))?`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const verb = m[2]!;
    const forms = finiteForms(verb.toLowerCase());
    // the second person singular of a verb in -er, and nothing else
    if (!forms.length || !forms.every((f) => f.person === 1 && f.lemma.endsWith('er'))) continue;
    if (!forms.some((f) => f.tense === 'P')) continue;
    // "N'oublies pas de venir", "Achètes de la farine", but not "tables de ping-pong": after a
    // bare "de", an infinitive or a determiner
    const afterDe = m[3]?.toLowerCase();
    if (afterDe && !isInfinitive(afterDe) && !/^(?:la|l|les)$/u.test(afterDe)) continue;
    out.push(finding(text, m.indices![2]![0], verb, verb.slice(0, -1), 'imperatif', 'conjugaison'));
  }
}

/** Verbs whose reflexive pronoun is an indirect object: their participle does not agree. */
/** A reflexive pronoun and a form of "être" ("se sont", "s'est"): a pronominal compound tense. */
export const REFLEXIVE_BE = "(?:se|s['’])\\s*(?:sont|est|étaient|était|seront|sera|seraient|serait)";

export const INDIRECT = wordSet(
  'parlé téléphoné dit écrit souri plu déplu menti nui ressemblé succédé demandé permis promis donné rendu suffi',
);

function pronominalParticiple(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(elle|elles|ils|on)\\s+(?:ne\\s+)?s['’](?:est|était|sera|serait)\\s+(?:(?:pas|jamais|plus|déjà|bien|vite|toujours)\\s+)?(\\p{L}+)${E}(\\s+\\p{L}+)?|${B}(elles|ils)\\s+(?:ne\\s+)?se\\s+(?:sont|étaient|seront|seraient)\\s+(?:(?:pas|jamais|plus|déjà|bien|vite|toujours)\\s+)?(\\p{L}+)${E}(\\s+\\p{L}+)?`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const subject = (m[1] ?? m[4])!.toLowerCase();
    const k = m[1] ? 2 : 5;
    const word = m[k]!;
    const next = (m[k + 1] ?? '').trim().toLowerCase();
    const forms = participleForms(word.toLowerCase());
    if (!forms || subject === 'on') continue;
    if (INDIRECT.has(forms[0])) continue;
    // "elle s'est fait opérer", "ils se sont laissé convaincre": before an infinitive, no agreement
    if (forms[0] === 'fait' || forms[0] === 'laissé' || (next && isInfinitive(next))) continue;
    // "elle s'est lavé les mains", "elle s'est rendu compte": an object follows
    if (next && (new RegExp(`^${DETERMINER}$`, 'iu').test(next) || next === 'compte')) continue;
    const want = forms[(subject.endsWith('s') ? 2 : 0) + (subject.startsWith('elle') ? 1 : 0)]!;
    if (want === word.toLowerCase()) continue;
    out.push(finding(text, m.indices![k]![0], word, want, 'accordPronominal', 'participe passé'));
  }
}

/** "les joueurs se sont succédées", whatever the subject: an indirect reflexive pronoun, no agreement. */
function indirectReflexive(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}${REFLEXIVE_BE}\\s+(?:(?:pas|jamais|plus|déjà|bien|vite|toujours)\\s+)?(\\p{L}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const word = m[1]!;
    const forms = participleForms(word.toLowerCase());
    if (!forms || !INDIRECT.has(forms[0]) || forms[0] === word.toLowerCase()) continue;
    out.push(finding(text, m.indices![1]![0], word, forms[0], 'accordPronominal', 'participe passé'));
  }
}

/** A text that speaks to "tu". */
const TU = /(?<![\p{L}])(?:tu|te|t['’]|ton|ta|tes|toi)(?![\p{L}])/iu;
const AFTER_IMPERATIVE = new RegExp(
  `^\\s+(?:${DETERMINER}|pas|jamais|plus|attention|soin|garde|confiance)${E}`,
  'iu',
);

/**
 * "En hiver, ne prend pas le vélo", "mais fait attention": to "tu", the imperative of a verb not
 * in -er ends in "s"; the learner wrote the third person. Only where no other subject opens the
 * sentence ("Mon frère arrive, prend le bus" keeps its verb).
 */
function imperativeOfThird(text: string, out: Finding[]) {
  if (!TU.test(text)) return;
  const re = /(?<=(?:^|[.!?:\n,]|(?<![\p{L}])(?:mais|et))\s*)(ne\s+|n['’])?(\p{L}+)(?=[\s,])/dgiu;
  for (const m of text.matchAll(re)) {
    const verb = m[2]!;
    const low = verb.toLowerCase();
    const forms = finiteForms(low);
    if (!forms.length || !forms.every((f) => f.person === 2 && f.tense === 'P' && !f.lemma.endsWith('er')))
      continue;
    // "le plus simple est de descendre": verbs whose imperative is no present form
    if (/^(?:être|avoir|aller|savoir|vouloir|falloir|pouvoir|devoir)$/u.test(forms[0]!.lemma)) continue;
    if (!AFTER_IMPERATIVE.test(text.slice(m.indices![2]![1]))) continue;
    const sentence =
      text
        .slice(0, m.index)
        .split(/[.!?:\n]/u)
        .pop() ?? '';
    const words: string[] = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
    if (!words.includes('tu') && words.some((w) => isFinite(w) && !isInfinitive(w))) continue;
    const rep = conjugate(forms[0]!.lemma, 'P', 1);
    if (!rep || rep === low) continue;
    out.push(
      finding(
        text,
        m.indices![2]![0],
        verb,
        /^\p{Lu}/u.test(verb) ? rep[0]!.toUpperCase() + rep.slice(1) : rep,
        'imperatif',
        'conjugaison',
      ),
    );
  }
}

/** Verbs that are pronominal only: "je souviens" is always "je me souviens". */
const ALWAYS_REFLEXIVE = wordSet(
  'souvenir dépêcher débrouiller absenter méfier moquer évanouir enfuir efforcer',
);
/** Verbs pronominal when nothing is their object: "je promène avec ma femme", "je lève à 6 h". */
const REFLEXIVE_ALONE = wordSet('promener reposer réveiller lever');
const ALONE_AFTER = new RegExp(
  `^\\s*(?:[.,;!?]|$|(?:avec|dans|au|aux|à|en|chez|sur|près|tôt|tard|vite|souvent|toujours|tous|chaque|parfois|beaucoup|un peu|le (?:matin|soir|dimanche|samedi))${E})`,
  'iu',
);

/** "Le été, je promène avec ma femme" → "je me promène": the reflexive pronoun left out. */
function missingReflexive(text: string, out: Finding[]) {
  const re = new RegExp(`${B}(je|tu|il|elle|on|nous|vous|ils|elles)\\s+(\\p{Ll}+)${E}`, 'dgiu');
  for (const m of text.matchAll(re)) {
    const verb = m[2]!;
    const subject = m[1]!.toLowerCase();
    const person = SUBJECT_PERSON[subject]!;
    const lemmas = new Set(
      finiteForms(verb)
        .filter((f) => f.person === person)
        .map((f) => f.lemma),
    );
    if (lemmas.size !== 1) continue;
    const [lemma] = lemmas as Set<string>;
    const alone = ALONE_AFTER.test(text.slice(m.indices![2]![1]));
    if (!ALWAYS_REFLEXIVE.has(lemma!) && !(REFLEXIVE_ALONE.has(lemma!) && alone)) continue;
    // "elle repose sur une erreur", "ils reposent en paix": a thing or the dead rest without "se"
    if (lemma === 'reposer' && person !== 0 && person !== 1 && person !== 3) continue;
    // "nous nous", "vous vous": the pronoun is there already
    if (/^(?:nous|vous)$/u.test(subject) && new RegExp(`${subject}\\s*$`, 'iu').test(text.slice(0, m.index)))
      continue;
    const pronoun = REFLEXIVE_OF_PERSON[person]!;
    const rep =
      /^[aeiouyéèêàâîôûh]/iu.test(verb) && pronoun.length === 2
        ? `${pronoun[0]}'${verb}`
        : `${pronoun} ${verb}`;
    out.push(finding(text, m.indices![2]![0], verb, rep, 'pronominal', 'syntaxe'));
  }
}

export function pronominalRules(text: string): Finding[] {
  const out: Finding[] = [];
  imperative(text, out);
  imperativeOfThird(text, out);
  missingReflexive(text, out);
  pronominalParticiple(text, out);
  indirectReflexive(text, out);
  return out;
}
