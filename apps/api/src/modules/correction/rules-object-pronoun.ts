import { type Token, tokens } from './clause-words';
import { elidesBefore, finding, wordSet } from './rules-util';
import type { Finding } from './types';
import { finiteForms, isInfinitive, lemmasOf } from './verb-lexicon';

/**
 * The object pronoun a verb takes. "aider", "appeler", "arroser" take a direct object: "je leur
 * aide" → "je les aide", "je lui aide" → "je l'aide". "téléphoner", "sourire", "ressembler" take
 * an indirect one: "je la téléphone" → "je lui téléphone". "donner", "montrer", "envoyer" take
 * both: when the thing given follows ("Je la montre mes photos", "tu les donnes un peu d'eau"),
 * the person is indirect: "lui", "leur".
 * Read only where the pronoun cannot be a determiner (after a subject pronoun or "ne", or before
 * an infinitive): "leur aide est précieuse" is the noun.
 */

/** Verbs whose person is a direct object, and that take no dative when nothing follows them. */
const DIRECT = wordSet(
  'aider arroser appeler inviter remercier rencontrer voir regarder écouter attendre accompagner encourager féliciter contacter prévenir aimer connaître soutenir déranger emmener amener accueillir réveiller respecter informer embrasser croiser rejoindre retrouver consoler rassurer soigner',
);
/** Verbs whose person is an indirect object only. "parler" is left out ("le français, je le parle"). */
const INDIRECT = wordSet('téléphoner sourire obéir désobéir plaire déplaire ressembler mentir répondre');
/** Verbs of giving and telling: the thing is direct, the person indirect. */
const GIVING = wordSet(
  'donner montrer dire envoyer écrire expliquer offrir prêter apporter demander raconter apprendre enseigner présenter poser rendre',
);
const SUBJECTS = wordSet('je j tu il elle on nous vous ils elles ça cela ne n');
/** Determiners that open the thing given ("mes photos", "un peu d'eau"). */
const THING = wordSet(
  'un une des du mes tes ses nos vos leurs mon ton son ma ta sa notre votre quelques plusieurs',
);
/** Nouns of time after such a determiner: "je les donne une fois par semaine". */
const TIME = wordSet('fois jour jours semaine semaines matin soir heure heures moment minute minutes');

const is = (word: string, set: Set<string>) => {
  const lemmas = [...lemmasOf(word)];
  return lemmas.length > 0 && lemmas.every((l) => set.has(l));
};

/** Whether the pronoun at p is one: a subject or "ne" before it, or an infinitive after it. */
function pronounAt(t: Token[], p: number): boolean {
  const verb = t[p + 1]!;
  // "ce qui m'a le plus touché": the superlative, not "plaire"
  if (/^\p{Lu}/u.test(verb.w) || /^(?:plus|moins|mieux)$/u.test(verb.low)) return false;
  // "c'est le sourire d'une mère": after "être", a determiner before a noun
  if (/^(?:est|sont|était|étaient|sera|serait|c)$/u.test(t[p - 1]?.low ?? '')) return false;
  if (isInfinitive(verb.low)) return true;
  return finiteForms(verb.low).length > 0 && SUBJECTS.has(t[p - 1]?.low ?? '');
}

export function objectPronounRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    for (let p = 0; p + 1 < t.length; p++) {
      const pro = t[p]!;
      const verb = t[p + 1]!;
      if (!/^(?:lui|leur|le|la|les)$/u.test(pro.low) || !pronounAt(t, p)) continue;
      const objectFollows = THING.has(t[p + 2]?.low ?? '');
      if (pro.low === 'leur' || pro.low === 'lui') {
        // "je leur aide" → "je les aide"; a following object makes a dative ("je lui appelle un taxi")
        if (!is(verb.low, DIRECT) || objectFollows) continue;
        if (pro.low === 'leur') out.push(finding(text, pro.at, pro.w, 'les', 'pronom', 'syntaxe'));
        else if (elidesBefore(verb.low)) {
          const span = text.slice(pro.at, verb.at + verb.w.length);
          out.push(finding(text, pro.at, span, `l'${verb.w}`, 'pronom', 'syntaxe'));
        }
        continue;
      }
      // "je la téléphone", "je la montre mes photos" → "lui"; "les" → "leur"
      const thingFollows = objectFollows && !TIME.has(t[p + 3]?.low ?? '');
      if (is(verb.low, INDIRECT) || (thingFollows && is(verb.low, GIVING))) {
        out.push(finding(text, pro.at, pro.w, pro.low === 'les' ? 'leur' : 'lui', 'pronom', 'syntaxe'));
      }
    }
  }
  return out;
}
