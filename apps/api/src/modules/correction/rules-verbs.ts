import { B, E, G, cp, finding, wordSet } from './rules-util';
import type { Finding } from './types';
import { beForHave } from './rules-auxiliary';
import { conjugate, finiteForms } from './verb-lexicon';

/**
 * Verb errors of learners that the grammar checker lets through: the missing "ne" of a negation,
 * an infinitive after "être" or a participle after a preposition or a modal, "je voudrai" for
 * "je voudrais", the future after "si" + imperfect, the noun "travail" for the verb "travaille".
 */

const SUBJ = "je|j['’]|tu|il|elle|on|nous|vous|ils|elles";
const CLITIC = "(?:(?:me|m['’]|te|t['’]|se|s['’]|le|la|l['’]|les|lui|leur|y|en|nous|vous)\\s*)";

/** "je peux pas" → "je ne peux pas", "c'est pas" → "ce n'est pas", "il y a pas" → "il n'y a pas". */
function negation(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(${SUBJ})(\\s*)(${CLITIC}*)(\\p{L}+)\\s+(?:(?:presque\\s+)?(?:pas|jamais|rien|personne)|presque\\s+plus|(?:avec|à|pour|chez|sur|contre)\\s+(?:personne|rien))(?![\\p{L}-])`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const subj = m[1]!;
    const clitics = m[3] ?? '';
    const verb = m[4]!;
    if (/^(?:ne|n|pas|que|qui|plus|en|y)$/iu.test(verb)) continue;
    // "je n'ai pas", already negated; a negation before the subject ("ne ... -il")
    const before = text.slice(Math.max(0, m.index - 6), m.index);
    if (/(?:ne\s|n['’])\s*$/iu.test(before)) continue;
    if (/^(?:pourquoi|non|ou|si)$/iu.test(verb)) continue;
    const phrase = `${clitics}${verb}`;
    const ne = /^[aeiouyéèêàâîôûh]/iu.test(phrase) ? "n'" : 'ne ';
    const at = m.index + subj.length + m[2]!.length;
    // "j'aime pas" → "je n'aime pas": the elided subject takes its vowel back
    if (/^j['’]$/iu.test(subj)) {
      const je = subj[0] === 'J' ? 'Je' : 'je';
      out.push(finding(text, m.index, `${subj}${phrase}`, `${je} ${ne}${phrase}`, 'negation', 'syntaxe'));
      continue;
    }
    out.push(finding(text, at, phrase, `${ne}${phrase}`, 'negation', 'syntaxe'));
  }
  for (const m of text.matchAll(
    new RegExp(`${B}(c['’]est|c['’]était)\\s+(pas|jamais)(?![\\p{L}-])`, 'giu'),
  )) {
    const w = m[1]!.toLowerCase().replace('’', "'");
    const rep = w === "c'est" ? "ce n'est" : w === "c'était" ? "ce n'était" : `${m[1]!} ne`;
    if (w === 'ça' || w === 'cela') continue;
    out.push(finding(text, m.index, m[1]!, rep, 'negation', 'syntaxe'));
  }
  // a noun subject: "les jeunes sont pas motivés", "ça marche pas"
  const finite =
    'veut|veulent|peut|peuvent|sait|savent|aime|aiment|est|sont|a|ont|fait|font|va|vont|doit|doivent|marche|coûte|dépend|change|suffit|sert|était|avait|faut';
  for (const m of text.matchAll(
    new RegExp(`${B}(\\p{L}+)\\s+(${finite})\\s+(?:presque\\s+)?(?:pas|jamais|rien)(?![\\p{L}-])`, 'giu'),
  )) {
    const before = text.slice(Math.max(0, m.index - 25), m.index + m[1]!.length);
    if (
      /(?:^|[\s'’])(?:ne|n['’])(?:\s*[\p{L}'’]+){0,3}$/iu.test(before) ||
      /(?:^|\s)n['’]\p{L}+$/iu.test(before)
    )
      continue;
    if (
      /^(?:je|j|tu|il|elle|on|nous|vous|ils|elles|ne|n|y|en|ce|c|qui|que|qu|se|s|me|te|le|la|les|lui|leur|si|pourquoi|ou|et|non|oui|ça|cela|ceci)$/iu.test(
        m[1]!,
      )
    ) {
      if (!/^(?:ça|cela|ceci)$/iu.test(m[1]!)) continue;
    }
    const verb = m[2]!;
    const at = m.index + m[0].indexOf(` ${verb} `) + 1;
    const ne = /^[aeiouyéèêàâîôûh]/iu.test(verb) ? "n'" : 'ne ';
    out.push(finding(text, at, verb, `${ne}${verb}`, 'negation', 'syntaxe'));
  }
  pluralNounSubject(text, out);
  imperative(text, out);
  for (const m of text.matchAll(
    // "il y avait plus de terrasses" may be a comparison: "plus" before "de" or "que" is left alone
    new RegExp(
      `${B}(il y a|il y avait|il y aura)\\s+(?:pas|jamais|plus(?!\\s+(?:de|d['’]|que|qu['’])))${E}`,
      'giu',
    ),
  )) {
    const rep = m[1]!.replace(/y (a|avait|aura)/iu, "n'y $1");
    out.push(finding(text, m.index, m[1]!, rep, 'negation', 'syntaxe'));
  }
}

/** "les voisins se parlent pas": a plural noun subject, a verb of the third person plural. */
function pluralNounSubject(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:les|des|mes|tes|ses|nos|vos|leurs|ces)\\s+\\p{L}+[sx]\\s+((?:se\\s+|s['’]\\s*)?(\\p{L}+ent))\\s+(?:pas|jamais|rien)(?![\\p{L}-])`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    if (!finiteForms(m[2]!).some((f) => f.person === 5)) continue;
    const at = m.indices![1]![0];
    const ne = /^[aeiouyéèêàâîôûh]/iu.test(m[1]!) ? "n'" : 'ne ';
    out.push(finding(text, at, m[1]!, `${ne}${m[1]!}`, 'negation', 'syntaxe'));
  }
}

/** "Mets pas trop d'eau": an imperative opening the sentence, negated without "ne". */
function imperative(text: string, out: Finding[]) {
  const re = /(?<=^|[.!?]\s+|\n)(\p{Lu}\p{Ll}+)\s+(?:pas|jamais|plus)(?![\p{L}-])/gu;
  for (const m of text.matchAll(re)) {
    const verb = m[1]!.toLowerCase();
    if (/^(?:faut|pas|plus|merci|non|oui|surtout|vraiment)$/u.test(verb)) continue;
    const forms = finiteForms(verb);
    if (
      !forms.length ||
      !forms.every((f) => f.tense === 'P' || f.tense === 'S') ||
      !forms.some((f) => f.person !== 2 && f.person !== 5)
    )
      continue;
    const ne = /^[aeiouyéèêàâîôûh]/iu.test(verb) ? "N'" : 'Ne ';
    out.push(finding(text, m.index, m[1]!, `${ne}${verb}`, 'negation', 'syntaxe'));
  }
}

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
  return out;
}
