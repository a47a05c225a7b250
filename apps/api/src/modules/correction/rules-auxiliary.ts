import { B, E, finding, genderOf, wordSet } from './rules-util';
import { AVOIR_OF } from './rules-usage';
import type { Finding } from './types';

/** Verbs that take "avoir" and have no passive (nothing is "dormi" or "travaillé" by anyone). */
const AVOIR_ONLY = wordSet(
  'dormi marché travaillé voyagé dîné déjeuné soupé joué ri pleuré couru nagé dansé chanté parlé mangé bu skié patiné magasiné',
);

/**
 * "Nous sommes mangé ensemble", "je suis dormi" → "avons mangé", "ai dormi": "être" before the
 * participle of a verb that takes "avoir". Read only where no passive is possible: a verb without
 * one, or a plural subject whose participle did not agree ("nous sommes mangés" is a passive).
 * A pronominal verb ("nous nous sommes parlé") keeps "être".
 */
export function beForHave(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\\s*(?:ne\\s+|n['’])?(suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient)\\s+(?:(?:pas|jamais|déjà|bien|beaucoup|souvent|toujours|ensemble)\\s+)*(\\p{Ll}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const part = m[3]!.toLowerCase();
    if (!AVOIR_ONLY.has(part)) continue;
    // "nous nous sommes parlé": the first "nous" is the subject, the verb is pronominal
    if (/(?:^|\s)(?:nous|vous)\s+$/iu.test(text.slice(Math.max(0, m.index - 6), m.index))) continue;
    const subj = m[1]!.toLowerCase();
    // "mangé", "parlé", "bu" have a passive; the singular keeps it possible ("il est mangé")
    const intransitive =
      /^(?:dormi|marché|travaillé|voyagé|dîné|déjeuné|soupé|ri|pleuré|couru|nagé|dansé|skié|patiné)$/u.test(
        part,
      );
    if (!intransitive && !/^(?:nous|vous|ils|elles)$/u.test(subj)) continue;
    const aux = m[2]!;
    const have = AVOIR_OF[aux.toLowerCase()]!;
    // "j'" before "être" stays "j'" before "avoir"; "je suis" becomes "j'ai"
    if (subj === 'je' && /^[aeiouyéèêàâîôûh]/iu.test(have)) {
      const start = m.index;
      const span = text.slice(start, m.indices![2]![1]);
      if (/ne\s|n['’]/iu.test(span)) continue;
      out.push(
        finding(text, start, span, `${m[1]![0] === 'J' ? 'J' : 'j'}'${have}`, 'auxiliaire', 'auxiliaire'),
      );
      continue;
    }
    if (/n['’]\s*$/iu.test(text.slice(0, m.indices![2]![0]))) continue;
    out.push(finding(text, m.indices![2]![0], aux, have, 'auxiliaire', 'auxiliaire'));
  }
}

/**
 * "La température a descendu à moins 32", "mes parents ont sorti au restaurant": a verb of
 * movement with no object, then a place or a level, takes "être" and agrees with its noun subject.
 * "monté" is left alone ("les prix ont monté" is said too), and so is "de", which may open an
 * object ("sortir de l'argent").
 */
export function movementWithHave(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:le|la|l['’]|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)\\s*(\\p{Ll}+)\\s+((a|ont)\\s+(descendu|sorti|rentré|retourné))\\s+(?=(?:à|au|aux|en|dans|jusqu['’]|chez|vers)${E})`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const plural = m[3] === 'ont';
    const gender = genderOf(m[1]!, plural);
    if (!gender) continue;
    const part = `${m[4]!}${gender === 'F' ? 'e' : ''}${plural ? 's' : ''}`;
    out.push(
      finding(
        text,
        m.indices![2]![0],
        m[2]!,
        `${plural ? 'sont' : 'est'} ${part}`,
        'auxiliaire',
        'auxiliaire',
      ),
    );
  }
}
