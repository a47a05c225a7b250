import { B, G, clauseBefore, finding, sentenceAfter } from './rules-util';
import { isInfinitive } from './verb-lexicon';
import type { Finding } from './types';

/** "et" for "est" in a clause that has no other verb. */

export const FUNCTION = new Set(
  'le la les un une des du de d au aux et ou mais donc or ni car je tu il elle on nous vous ils elles moi toi lui eux me te se mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces qui que quoi dont où à a en dans sur sous par pour avec sans chez y'.split(
    ' ',
  ),
);
/** Finite forms that make a clause already have its verb. */
const FINITE =
  /(?<![\p{L}])(?:est|sont|était|étaient|sera|seront|serait|a|ont|avait|avaient|va|vont|fait|font|peut|peuvent|doit|doivent|reste|restent|semble|semblent|devient|deviennent|coûte|coûtent|habite|travaille|aime|veut|pense|dit)(?![\p{L}])/iu;
const ADVERBS_AFTER_EST =
  'très|tres|trop|assez|vraiment|pas|plus|moins|toujours|souvent|si|tout|toute|loin|près|aussi|déjà|encore|bien|mal|super|parfois|jamais|ici|là|situé|située|fermé|fermée|ouvert|ouverte|ouvert';
const ADJ_SUFFIX =
  /(?:eux|euse|euses|if|ive|ives|ant|ante|ants|antes|able|ables|ible|ibles|ique|iques|al|ale|aux|ales|el|elle|ien|ienne|é|ée|és|ées|ent|ente|ier|ière|ain|aine|in|ine|ide|ile|ble|re)$/iu;
const SHORT_ADJ =
  'bon bonne bons bonnes beau belle grand grande petit petite gros grosse cher chère chers chères vieux vieille jeune joli jolie blanc blanche noir noire propre sale vide plein pleine froid froide chaud chaude seul seule calme facile difficile important importante content contente contant triste malade libre occupé prêt prête loin long longue court courte haut haute bas basse cool sympa nul nulle vert verte gris grise bleu bleue rouge jaune rose'.split(
    ' ',
  );
const SHORT_ADJ_SET = new Set(SHORT_ADJ);

function adjectiveLike(word: string): boolean {
  const w = word.toLowerCase();
  if (FUNCTION.has(w)) return false;
  return SHORT_ADJ_SET.has(w) || (ADJ_SUFFIX.test(w) && !G[w]) || /^\d/.test(w);
}

/** "Il et grande", "Le loyer et moins cher", "Awa et infirmière", "Mon adresse et 25, rue Jarry". */
export function etEst(text: string, out: Finding[]) {
  const re = new RegExp(`${B}(et)\\s+(\\p{L}+|\\d+)`, 'giu');
  for (const m of text.matchAll(re)) {
    const next = m[2]!;
    if (/^[-'’]/u.test(text.slice(m.index + m[0].length))) continue;
    const before = clauseBefore(text, m.index).replace(
      /^.*(?:,|(?<![\p{L}])(?:que|qu['’]|car|mais|donc|et|alors|puis|ensuite)(?![\p{L}]))\s*/iu,
      '',
    );
    const np = before.trim();
    if (!np) continue;
    const after = sentenceAfter(text, m.index + m[0].length);
    if (FINITE.test(after.split(/[,;]/)[0] ?? '')) continue;
    const nextLower = next.toLowerCase();
    const nextIsPredicate =
      new RegExp(`^(?:${ADVERBS_AFTER_EST})$`, 'iu').test(next) || adjectiveLike(next) || /^\d/.test(next);
    // a subject pronoun alone
    if (/^(?:il|elle|ça|cela|on)$/iu.test(np)) {
      if (nextIsPredicate || (/^(?:de|à|en|dans|chez)$/iu.test(next) && !FINITE.test(after))) {
        out.push(
          finding(text, m.index, m[1]!, /^(?:pas|jamais)$/iu.test(next) ? "n'est" : 'est', 'et', 'confusion'),
        );
      }
      continue;
    }
    // a determiner and a noun, nothing else before in the clause
    // ("Le document 2 et de Marc"; after "que", whose clause needs a verb, also "un" and an
    // adjective: "J'ai appris que un travail utile et plus important")
    const afterQue = /(?<![\p{L}])(?:que|qu['’])\s*$/iu.test(
      clauseBefore(text, m.index).trimEnd().slice(0, -np.length),
    );
    const que = afterQue
      ? /^(?:un|une|le|la|l['’]|mon|ma|son|sa|ce|cet|cette)\s*(\p{L}+)\s+(\p{L}+)$/iu.exec(np)
      : null;
    const dn =
      /^(?:le|la|l['’]|mon|ma|ton|ta|son|sa|notre|votre|leur|ce|cet|cette)\s*(\p{L}+(?:[- ]\p{L}+)?)(?:\s+\d+)?$/iu.exec(
        np,
      ) ?? (que && (adjectiveLike(que[2]!) || ADJ_SUFFIX.test(que[2]!)) ? que : null);
    if (dn) {
      const noun = dn[1]!.toLowerCase().split(/[- ]/)[0]!;
      // "l'autre rigoureuse et froide": "l'autre" is a pronoun, its verb left out
      if (!G[noun] || SHORT_ADJ_SET.has(noun) || noun === 'autre') continue;
      // "l'autobus et en retard", "le téléphone et un outil", "mon numéro et le 514-555-0199":
      // an attribute and no verb after it
      const rest = sentenceAfter(text, m.index + m[1]!.length);
      const attribute =
        !FINITE.test(after) &&
        (/^de$/iu.test(next) ||
          /^(?:en\s+(?:retard|panne|avance|vacances|colère|congé|grève|ligne|forme)|à\s+l['’]heure)(?![\p{L}])/iu.test(
            rest.trimStart(),
          ) ||
          // the noun opens its sentence: not the end of a list ("Au menu : le poulet et une
          // salade", "le nom, la version et une description")
          (/^une?$/iu.test(next) &&
            /(?:^|[.!?\n]\s*)$/u.test(text.slice(0, text.lastIndexOf(np, m.index)))) ||
          /^(?:le|la)\s+\d/iu.test(rest.trimStart()));
      if (nextIsPredicate || attribute) {
        out.push(
          finding(text, m.index, m[1]!, /^(?:pas|jamais)$/iu.test(next) ? "n'est" : 'est', 'et', 'confusion'),
        );
      }
      continue;
    }
    // a first name opening the clause, then a bare lower-case noun or adjective ending the clause
    if (
      /^\p{Lu}\p{Ll}+$/u.test(np) &&
      // "Reconstruire et mettre à jour": an infinitive opening the sentence is not a name
      !isInfinitive(np.toLowerCase()) &&
      !/^(?:il|elle|moi|toi|lui|nous|vous|eux|merci|bonjour|salut|bravo|bisous|amitiés|cordialement|oui|non|ensuite|puis|enfin|alors|donc|mais|ici|aujourd)$/iu.test(
        np,
      )
    ) {
      const rest = after.replace(/^\s*[.!?]?/u, '').trim();
      if (
        /^\p{Ll}/u.test(next) &&
        !FUNCTION.has(nextLower) &&
        (nextIsPredicate || (G[nextLower] && /^[\s]*$/.test(rest)))
      ) {
        out.push(
          finding(text, m.index, m[1]!, /^(?:pas|jamais)$/iu.test(next) ? "n'est" : 'est', 'et', 'confusion'),
        );
      }
    }
  }
}
