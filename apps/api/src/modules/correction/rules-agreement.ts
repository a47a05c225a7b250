import {
  DAYS,
  EPICENE,
  PLURAL_DETS,
  POST,
  POST_FORM,
  PRE_FORM,
  PRENOMINAL,
  SINGULAR_DETS,
  SKIP,
  vowel,
} from './rules-adjectives';
import { B, E, G, cp, finding, genderOf } from './rules-util';
import { FUNCTION_WORDS } from './lexicon';
import { ADVERBS, CARDINALS, NUMBER_WORDS } from './clause-words';
import { subjectRules } from './rules-subject';
import { finiteForms, isInfinitive, participleForms } from './verb-lexicon';
import type { Finding } from './types';

const SUBJECTS = new Set([
  'je',
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
  'ne',
  "n'",
  'n’',
  'qui',
  'que',
  "qu'",
  'qu’',
  'y',
  'me',
  'te',
  'se',
]);

const MASC_TO_FEM: Record<string, string> = {
  un: 'une',
  le: 'la',
  mon: 'ma',
  ton: 'ta',
  son: 'sa',
  ce: 'cette',
};
const FEM_TO_MASC: Record<string, string> = {
  une: 'un',
  la: 'le',
  ma: 'mon',
  ta: 'ton',
  sa: 'son',
  cette: 'ce',
};
/** The gender a singular determiner shows ("la" F, "cet" M), or null ("l'", "leur"). */
export const determinerGender = (d: string): 'M' | 'F' | null =>
  MASC_TO_FEM[d] || d === 'cet' ? 'M' : FEM_TO_MASC[d] ? 'F' : null;

function previousWord(text: string, index: number): string {
  const m = /(\p{L}+['’]?)\s*$/u.exec(text.slice(Math.max(0, index - 30), index));
  return (m?.[1] ?? '').toLowerCase();
}

/** Determiner of the wrong gender before a common noun. */
function determinerRule(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(un|une|le|la|mon|ma|ton|ta|son|sa|ce|cette)\\s+(\\p{Ll}[\\p{Ll}-]{2,})${E}`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const det = m[1]!;
    const noun = m[2]!;
    const d = det.toLowerCase();
    if (SKIP.has(noun) || /['’-]$/.test(noun) || PRE_FORM.has(noun) || POST_FORM.has(noun)) continue;
    const g = G[noun];
    if (!g) continue;
    const prev = previousWord(text, m.index);
    if ((d === 'le' || d === 'la') && SUBJECTS.has(prev)) continue;
    // "Apportez-la samedi", "la gratuité la réduit": an object pronoun after an imperative or
    // before a verb that follows its subject noun
    if ((d === 'le' || d === 'la') && /-\s*$/u.test(text.slice(0, m.index))) continue;
    if ((d === 'le' || d === 'la') && G[prev] && finiteForms(noun).length) continue;
    // "en la servant": a pronoun before a gerund
    if (prev === 'en' && /ant$/u.test(noun)) continue;
    if (text.slice(m.index + m[0].length).match(/^['’]/)) continue;
    // "une vaste étude": an adjective before a noun that agrees with the determiner
    const after = /^\s+(\p{Ll}+)/u.exec(text.slice(m.index + m[0].length))?.[1];
    // ("Le fête est samedi": "est" is a verb here, not the noun of the east)
    if (after && G[after] && G[after] === determinerGender(d) && G[after] !== g && !finiteForms(after).length)
      continue;
    let rep: string | undefined;
    if (g === 'F' && MASC_TO_FEM[d]) {
      // "mon amie", "son école": the masculine possessive is right before a vowel ("un amie" is not)
      if (vowel(noun) && /^(?:mon|ton|son|le)$/u.test(d)) continue;
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

function prenominal(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(${PLURAL_DETS}|${SINGULAR_DETS})\\s+(?:(?:très|si|trop|assez|vraiment|plus)\\s+)?(\\p{Ll}+)\\s+(\\p{Ll}[\\p{Ll}-]{2,})${E}`,
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
    // "user de bon sens", "de bon temps": after "de", a noun whose singular ends in "s" or "x"
    // may be singular
    if (det === 'de' && G[noun]) continue;
    const g = genderOf(noun, plural);
    // "de nouveau dans": the word after must be a noun, not a preposition
    if (!g || SKIP.has(noun) || PRE_FORM.has(noun) || FUNCTION_WORDS.has(noun)) continue;
    const forms = PRENOMINAL[base]!;
    const want = plural ? forms[g === 'F' ? 4 : 3] : g === 'F' ? forms[2] : vowel(noun) ? forms[1] : forms[0];
    // "un bon ami" / "un bel ami": both forms exist before a vowel for some adjectives
    if (!plural && g === 'M' && vowel(noun) && adj === forms[0] && forms[0] === forms[1]) continue;
    // "un grand horloge" → "une grande horloge", "un belle vue" → "une belle vue": the
    // determiner of the other gender changes too
    const detGender = determinerGender(det);
    const newDet = g === 'F' ? MASC_TO_FEM[det] : FEM_TO_MASC[det];
    const adjAt = m.indices![2]![0];
    if (!plural && detGender && detGender !== g && newDet && !vowel(want)) {
      const original = text.slice(m.index, adjAt + m[2]!.length);
      const rep = `${newDet}${text.slice(m.index + m[1]!.length, adjAt)}${want}`;
      const both = finding(text, m.index, original, rep, 'accordNom', 'accord');
      both.scope = [cp(text, m.index), cp(text, m.index + m[0].length)];
      out.push(both);
      continue;
    }
    if (want === adj) continue;
    const f = finding(text, adjAt, m[2]!, want, 'accordNom', 'accord');
    f.scope = [cp(text, m.index), cp(text, m.index + m[0].length)];
    out.push(f);
  }
}

/** Adverbs of degree between a noun and its adjective: "les rues plus sûres". */
const DEGREE = 'très|plus|moins|trop|assez|si|aussi|vraiment|tellement|toujours|souvent|déjà|encore|bien|non';

const MEASURES =
  /^(?:ans?|mois|jours?|semaines?|heures?|minutes?|fois|kilos?|mètres?|centimètres?|kilomètres?|degrés?|étages?|points?)$/u;

/** Numbers that stand as determiners of a plural noun: "deux amis", "12 logements". */
const NUMERALS = `${[...CARDINALS].join('|')}|\\d+`;

function postnominal(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(${PLURAL_DETS}|${NUMERALS}|${SINGULAR_DETS}|${DAYS})\\s+(?:(\\p{Ll}[\\p{Ll}-]{2,})\\s+)?(?:(${DEGREE})\\s+)?(\\p{Ll}+)(?=\\s*(?:[.,;:!?]|$)|\\s+(?:et|ou|mais|avant|pour|par|avec|sans|dans|à|au|en|de|du|le|la|les|qui|sur|sous|chez|depuis|pendant|comme|car|ne|n['’]|est|sont|était|étaient|peuvent|doivent|très|trop|vraiment|toujours)${E})`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const head = m[1]!.toLowerCase();
    const isDay = new RegExp(`^(?:${DAYS})$`, 'u').test(head);
    const noun = isDay ? head : (m[2] ?? '').toLowerCase();
    const adj = m[4]!.toLowerCase();
    if (!noun || (isDay && m[2])) continue;
    const base = POST_FORM.get(adj);
    const participle = /^(\p{Ll}{3,})(?:é|ée|és|ées)$/u.exec(adj);
    // "quatre chaises assortis": a participle of another ending, when it cannot be the verb of the
    // noun ("les gens dit" wants "disent", not "dits")
    const other =
      !base && !participle && !m[3] && !finiteForms(adj).some((f) => f.person === 2 || f.person === 5)
        ? participleForms(adj)
        : null;
    // "Ses pas grave" ("C'est pas grave"): "pas", "plus" are no nouns to agree with
    if (
      (!base && !participle && !other) ||
      // an adverb of degree goes before an adjective, not before a participle ("plus sûrs")
      // ("des stages non rémunéré": "non" goes before a participle too)
      (m[3] && !base && m[3].toLowerCase() !== 'non') ||
      // "deux ans plus âgé": a measure before a comparative, not the noun the adjective goes with
      (m[3] && MEASURES.test(noun)) ||
      POST_FORM.has(noun) ||
      PRE_FORM.has(noun) ||
      SKIP.has(noun) ||
      ADVERBS.has(noun)
    )
      continue;
    // "la principale difficulté": a noun in -é that no verb has for participle
    if (!base && G[adj] && !participleForms(adj)) continue;
    const plural = !isDay && new RegExp(`^(?:${PLURAL_DETS}|${NUMERALS})$`, 'u').test(head);
    if (plural !== /[sx]$/u.test(noun) || head === 'de') continue;
    const g = isDay ? 'M' : genderOf(noun, plural);
    if (!g) continue;
    // a determiner of the other gender makes the noun doubtful: leave it to the determiner rule
    if (
      !plural &&
      !isDay &&
      ((g === 'F' && /^(?:un|le|mon|ton|son|ce|cet)$/u.test(head)) ||
        (g === 'M' && /^(?:une|la|ma|ta|sa|cette)$/u.test(head)))
    )
      continue;
    const stem = participle?.[1];
    const forms = base ? POST.get(base)! : (other ?? [`${stem}é`, `${stem}ée`, `${stem}és`, `${stem}ées`]);
    const want = forms[(plural ? 2 : 0) + (g === 'F' ? 1 : 0)]!;
    if (want === adj) continue;
    // "la liste des devoirs terminée": a participle may go with an earlier noun
    if (!base && agreesWithEarlierNoun(text, m.index, adj)) continue;
    const at = m.index + m[0].length - m[4]!.length;
    const f = finding(text, at, m[4]!, want, 'accordNom', 'accord');
    f.scope = [cp(text, m.index), f.end];
    out.push(f);
  }
}

function agreesWithEarlierNoun(text: string, index: number, adj: string): boolean {
  const fem = /ée?s?$/u.test(adj) && adj.includes('ée');
  const plural = adj.endsWith('s');
  const nouns =
    text
      .slice(Math.max(0, index - 50), index)
      .match(/\p{L}+/gu)
      ?.slice(-5) ?? [];
  return nouns.some((n) => {
    const low = n.toLowerCase();
    const isPlural = /[sx]$/u.test(low);
    const g = genderOf(low, isPlural);
    return !!g && low.length > 2 && isPlural === plural && (g === 'F') === fem;
  });
}

function pluralNoun(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(les|des|mes|tes|ses|nos|vos|leurs|ces|plusieurs|quelques)\\s+(\\p{Ll}{3,})(?=\\s+\\p{L})`,
    'gu',
  );
  for (const m of text.matchAll(re)) {
    const noun = m[2]!;
    if (/[sxz]$/u.test(noun)) continue;
    if (
      !(G[noun] || new RegExp(`^(?:${EPICENE})$`, 'u').test(noun)) ||
      SKIP.has(noun) ||
      POST_FORM.has(noun) ||
      PRE_FORM.has(noun)
    )
      continue;
    // "les vingt minutes": "vingt" and "cent" right after a determiner are numbers
    if (/(?:er|ir|é|ée|ent|ons|ez)$/u.test(noun) || isInfinitive(noun) || NUMBER_WORDS.has(noun)) continue;
    if (noun === 'vingt' || noun === 'cent') continue;
    if (SUBJECTS.has(previousWord(text, m.index))) continue;
    const plural = /(?:al)$/u.test(noun)
      ? `${noun.slice(0, -2)}aux`
      : /(?:eau|eu)$/u.test(noun)
        ? `${noun}x`
        : `${noun}s`;
    const at = m.index + m[0].length - noun.length;
    out.push(finding(text, at, noun, plural, 'pluriel', 'accord'));
  }
}

export function agreementNounRules(text: string): Finding[] {
  const out: Finding[] = [];
  determinerRule(text, out);
  prenominal(text, out);
  postnominal(text, out);
  pluralNoun(text, out);
  out.push(...subjectRules(text));
  return out;
}
