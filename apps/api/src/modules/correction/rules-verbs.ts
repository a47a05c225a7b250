import { B, E, G, cp, finding, wordSet } from './rules-util';
import type { Finding } from './types';
import { beForHave, movementWithHave } from './rules-auxiliary';
import { CLITIC, SUBJ, negation } from './rules-negation';
import { conjugate, finiteForms } from './verb-lexicon';

/**
 * Verb errors of learners that the grammar checker lets through: the negation
 * (`rules-negation.ts`), an infinitive after "être" or a participle after a preposition or a
 * modal, "je voudrai" for "je voudrais", the future after "si" + imperfect, the noun "travail" for
 * the verb "travaille", the auxiliary (`rules-auxiliary.ts`).
 */

/** Words in -er that are no infinitive: adjectives, nouns, adverbs. */
const NOT_INFINITIVE = wordSet(
  'premier dernier cher fier léger entier amer hier hiver super mer fer ver cancer boucher boulanger pompier policier cuisinier infirmier ouvrier fermier banquier plombier conseiller étranger particulier régulier singulier familier printanier quartier papier métier sentier chantier panier dossier escalier soulier grenier atelier courrier fichier clavier cahier loyer foyer dîner déjeuner souper goûter plaisir avenir souvenir loisir désir soir noir',
);

const MOVEMENT_INF = wordSet(
  'aller arriver rester tomber entrer rentrer passer monter retourner parler sortir marier habiller inquiéter',
);

function participle(inf: string, subject: string | null): string {
  const base = `${inf.slice(0, -2)}é`;
  const s = (subject ?? '').toLowerCase();
  if (s === 'elle') return `${base}e`;
  if (s === 'ils' || s === 'nous') return `${base}s`;
  if (s === 'elles') return `${base}es`;
  return base;
}

/** "il est tomber", "la route était mouiller" → participle; "pour transformé", "je peux mangé" → infinitive. */
function infinitiveParticiple(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:(${SUBJ})\\s*(?:ne\\s+|n['’])?)?(?:suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient|été)\\s+(?:pas\\s+|jamais\\s+|déjà\\s+|très\\s+|trop\\s+|bien\\s+)?(\\p{Ll}{3,}er)${E}`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const inf = m[2]!;
    const low = inf.toLowerCase();
    if (NOT_INFINITIVE.has(low) || (G[low] && !MOVEMENT_INF.has(low))) continue;
    // "c'est manger sainement", "mon rêve est voyager": an infinitive as attribute
    const lead = text.slice(Math.max(0, m.index - 25), m.index);
    if (
      !m[1] &&
      /(?:c['’]|\bce\s+|ça\s+|cela\s+|rêve\s+|but\s+|objectif\s+|idée\s+|solution\s+|problème\s+|important\s+|mieux\s+|plan\s+|projet\s+|seul\s+)$/iu.test(
        lead,
      )
    )
      continue;
    if (/i[eè]r$/iu.test(inf) && !/(?:ier)$/u.test(inf)) continue;
    // "être" followed by an infinitive is right after "pour", "sans", "doit", "peut"…: here a subject comes first
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 3);
    if (/^\s*(?:à|de)\s/u.test(after)) continue;
    // subject given only by a pronoun: the participle agrees with it; a noun subject: masculine singular
    // unless the noun before says feminine ("la route était mouiller" → "mouillée")
    let subj = m[1] ?? null;
    if (!subj) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const nm = /(?:^|\s)(le|la|l['’]|les|mon|ma|mes|son|sa|ses|ce|cette|ces|un|une)\s*(\p{L}+)\s*$/iu.exec(
        before,
      );
      if (nm) {
        const det = nm[1]!.toLowerCase();
        const plural = /^(?:les|mes|ses|ces)$/u.test(det);
        const g = G[plural ? nm[2]!.toLowerCase().replace(/s$/u, '') : nm[2]!.toLowerCase()];
        const fem = /^(?:la|ma|sa|cette|une)$/u.test(det) || g === 'F';
        subj = plural ? (fem ? 'elles' : 'ils') : fem ? 'elle' : 'il';
      }
    }
    const at = m.index + m[0].length - inf.length;
    out.push(finding(text, at, inf, participle(inf, subj), 'participe', 'participe passé'));
  }
  // After a preposition or a modal verb: infinitive
  const re2 = new RegExp(
    `${B}(?:pour|sans|de|d['’]|à|peux|peut|pouvons|pouvez|peuvent|pourrait|pourrais|veux|veut|voulons|voulez|veulent|dois|doit|devons|devez|doivent|devrait|devrais|faut|vais|vas|va|allons|allez|vont|aller|pouvoir|vouloir|devoir|aime|aimerais|préfère|voudrais)\\s+(${CLITIC}?)(\\p{Ll}{3,}é)${E}`,
    'giu',
  );
  for (const m of text.matchAll(re2)) {
    const part = m[2]!;
    // "de le", "à les" are never articles: what follows is a verb
    const pronoun = /^(?:de|d['’]|à)\s+(?:le|les)\s/iu.test(m[0]);
    if (G[part.toLowerCase()] && !pronoun) continue;
    // "de" / "à" + participle used as an adjective is common ("un peu de fatigué" is rare, "à côté" is a noun):
    // only with a clitic pronoun between, or after a modal
    const head = m[0]
      .slice(0, m[0].length - part.length - (m[1] ?? '').length)
      .trim()
      .toLowerCase();
    if (/^(?:de|d['’]|à)$/u.test(head) && !m[1]) continue;
    const at = m.index + m[0].length - part.length;
    const f = finding(text, at, part, `${part.slice(0, -1)}er`, 'infinitif', 'participe passé');
    f.scope = [cp(text, m.index), f.end];
    out.push(f);
  }
}

/** "je voudrai savoir", "j'aimerai vous inviter": the conditional of politeness. */
function conditional(text: string, out: Finding[]) {
  for (const m of text.matchAll(
    new RegExp(
      `${B}(?:je|j['’])\\s*(voudrai|aimerai|souhaiterai|préférerai|pourrai)(?=\\s+(?:\\p{L}+(?:er|ir|re|oir)|vous|te|vous|que|qu['’]|bien|beaucoup|savoir|avoir|être|le|la|les|un|une|des|du|votre|vos|ton|ta|tes)${E})`,
      'giu',
    ),
  )) {
    const verb = m[1]!;
    if (/^pourrai$/iu.test(verb)) {
      // "je pourrai" is a future as often as not: only in a question or after "si"
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
      if (!/^[^.!]*\?/u.test(after)) continue;
    }
    const at = m.index + m[0].length - verb.length;
    out.push(finding(text, at, verb, `${verb}s`, 'conditionnel', 'mode verbal'));
  }
  // "si j'avais …, je lui dirai …" / "sans ça, je serai" / "je pensais que je trouverai": the
  // conditional, not the future
  const CLITICS = `(?:ne\\s+|n['’])?(?:(?:me|te|se|le|la|les|lui|leur|nous|vous|y|en)\\s+|[mtsl]['’]\\s*)*`;
  const SUBJECT = `(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\\s*`;
  for (const m of text.matchAll(
    new RegExp(
      `${B}(?:si\\s+${SUBJECT}(?:\\p{L}+\\s+){0,4}?\\p{L}+(?:ais|ait|ions|iez|aient)\\b[^.!?;]*?|sans (?:ça|cela|lui|elle|eux|toi|vous)\\s*,\\s*|(?:pensais|pensait|croyais|croyait|espérais|espérait|imaginais|imaginait|pensions|croyions)\\s+(?:que\\s+|qu['’]))${SUBJECT}${CLITICS}(\\p{L}+r(?:ai|as|a|ons|ez|ont))${E}`,
      'giu',
    ),
  )) {
    const verb = m[1]!;
    const rep = conditionalOf(verb);
    if (!rep) continue;
    const at = m.index + m[0].length - verb.length;
    out.push(finding(text, at, verb, rep, 'conditionnel', 'mode verbal'));
  }
}

/** The conditional of a future form, same verb and person: "dirai" → "dirais". */
function conditionalOf(v: string): string | null {
  const f = finiteForms(v).find((x) => x.tense === 'F');
  return f ? conjugate(f.lemma, 'C', f.person) : null;
}

/** "Elle travail à la maison": the noun for the verb after a subject. */
function nounForVerb(text: string, out: Finding[]) {
  for (const m of text.matchAll(
    new RegExp(`${B}(?:je|il|elle|on|qui|(?:\\p{Lu}\\p{Ll}+))\\s+(?:ne\\s+)?(travail)${E}`, 'gu'),
  )) {
    if (
      /^(?:Le|La|Un|Mon|Son|Ton|Du|Au|Ce|Du|Leur|Notre|Votre|Quel|Bon|Nouveau)$/u.test(m[0].split(/\s/)[0]!)
    )
      continue;
    const at = m.index + m[0].length - m[1]!.length;
    out.push(finding(text, at, m[1]!, 'travaille', 'travail', 'conjugaison'));
  }
}

export function verbRules(text: string): Finding[] {
  const out: Finding[] = [];
  negation(text, out);
  infinitiveParticiple(text, out);
  conditional(text, out);
  nounForVerb(text, out);
  beForHave(text, out);
  movementWithHave(text, out);
  return out;
}
