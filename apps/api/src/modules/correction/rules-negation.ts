import { B, E, finding } from './rules-util';
import type { Finding } from './types';
import { finiteForms, isInfinitive } from './verb-lexicon';

/**
 * The missing "ne" of a negation ("je peux pas", "les voisins se parlent pas", "Oubliez pas",
 * "l'autobus s'arrête pas") and the "pas" too many after "personne" or "rien" as subject
 * ("personne ne vient pas").
 */

export const SUBJ = "je|j['’]|tu|il|elle|on|nous|vous|ils|elles";
export const CLITIC = "(?:(?:me|m['’]|te|t['’]|se|s['’]|le|la|l['’]|les|lui|leur|y|en|nous|vous)\\s*)";

/** "je peux pas" → "je ne peux pas", "c'est pas" → "ce n'est pas", "il y a pas" → "il n'y a pas". */
export function negation(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(${SUBJ})(\\s*)(${CLITIC}*)(\\p{L}+)\\s+(?:(?:presque\\s+)?(?:pas|jamais|rien|personne|aucun|aucune)|presque\\s+plus|(?:avec|à|pour|chez|sur|contre)\\s+(?:personne|rien))(?![\\p{L}-])`,
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
  reflexive(text, out);
  infinitive(text, out);
  doubleNegation(text, out);
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

/** "Mets pas trop d'eau", "Et oubliez pas": an imperative opening the sentence, negated without "ne". */
function imperative(text: string, out: Finding[]) {
  const re =
    /(?<=^|[.!?]\s+|\n)(?:(?:Et|Mais|Alors|Donc|Puis|Surtout),?\s+)?(\p{L}\p{Ll}+)\s+(?:pas|jamais|plus)(?![\p{L}-])/dgu;
  for (const m of text.matchAll(re)) {
    const verb = m[1]!.toLowerCase();
    const opens = m.indices![1]![0] === m.index;
    if (opens !== /^\p{Lu}/u.test(m[1]!)) continue;
    if (/^(?:faut|pas|plus|merci|non|oui|surtout|vraiment)$/u.test(verb)) continue;
    const forms = finiteForms(verb);
    if (
      !forms.length ||
      !forms.every((f) => f.tense === 'P' || f.tense === 'S') ||
      !forms.some((f) => f.person !== 2 && f.person !== 5)
    )
      continue;
    const ne = /^[aeiouyéèêàâîôûh]/iu.test(verb) ? "n'" : 'ne ';
    const rep = opens ? `${ne[0]!.toUpperCase()}${ne.slice(1)}${verb}` : `${ne}${verb}`;
    out.push(finding(text, m.indices![1]![0], m[1]!, rep, 'negation', 'syntaxe'));
  }
}

/** "de pas marcher" → "de ne pas marcher": an infinitive is negated by "ne pas" before it. */
function infinitive(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:de|pour|à|d['’]avoir)\\s+((?:pas|jamais|plus|rien))\\s+(\\p{Ll}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    if (!isInfinitive(m[2]!)) continue;
    out.push(finding(text, m.indices![1]![0], m[1]!, `ne ${m[1]!}`, 'negation', 'syntaxe'));
  }
}

/** "l'autobus s'arrête pas": a reflexive verb of a noun subject, negated without "ne". */
function reflexive(text: string, out: Finding[]) {
  const re = new RegExp(`${B}((?:se\\s+|s['’]\\s*)(\\p{L}+))\\s+(?:pas|jamais|rien)(?![\\p{L}-])`, 'dgiu');
  for (const m of text.matchAll(re)) {
    if (/(?:^|[\s'’])(?:ne\s+|n['’]\s*)$/iu.test(text.slice(Math.max(0, m.index - 6), m.index))) continue;
    if (!finiteForms(m[2]!).length) continue;
    out.push(finding(text, m.indices![1]![0], m[1]!, `ne ${m[1]!}`, 'negation', 'syntaxe'));
  }
}

/** "Personne n'explique pas", "rien ne marche pas": "personne" and "rien" already negate. */
function doubleNegation(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?:^|[.!?;:,\\n]\\s*|${B}(?:et|mais|car|que|qu['’]|donc|alors|parce que)\\s+)(?:personne|rien)\\s+(?:ne\\s+|n['’]\\s*)(${CLITIC}*\\p{L}+\\s+pas)(?![\\p{L}-])`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const span = m[1]!;
    out.push(finding(text, m.indices![1]![0], span, span.replace(/\s+pas$/u, ''), 'negation', 'syntaxe'));
  }
}
