import { B, finding } from './rules-util';
import type { Finding } from './types';

/**
 * The mode after "si" of condition: "si j'aurais le temps" → "si j'avais". An indirect question
 * ("je me demande si je pourrais") keeps its conditional.
 */

/** "si j'aurais" → "si j'avais": after "si" of condition, the imperfect. */
const IMPERFECT: Record<string, string> = {
  aurais: 'avais',
  aurait: 'avait',
  aurions: 'avions',
  auriez: 'aviez',
  auraient: 'avaient',
  serais: 'étais',
  serait: 'était',
  serions: 'étions',
  seriez: 'étiez',
  seraient: 'étaient',
  pourrais: 'pouvais',
  pourrait: 'pouvait',
  voudrais: 'voulais',
  voudrait: 'voulait',
  ferais: 'faisais',
  ferait: 'faisait',
  irais: 'allais',
  irait: 'allait',
  saurais: 'savais',
  saurait: 'savait',
  devrais: 'devais',
  devrait: 'devait',
  viendrais: 'venais',
  viendrait: 'venait',
  pourraient: 'pouvaient',
  feraient: 'faisaient',
  iraient: 'allaient',
};

/** The imperfect for a conditional form ("aurais" → "avais", "passeraient" → "passaient"), or null. */
function imperfectOf(v: string): string | null {
  const low = v.toLowerCase();
  if (IMPERFECT[low]) return IMPERFECT[low]!;
  const m = /^(\p{L}{3,})er(ais|ait|ions|iez|aient)$/u.exec(v);
  return m ? `${m[1]}${m[2]}` : null;
}

export function siConditional(text: string, out: Finding[]) {
  // "si je", "si les autobus", "si mon fils": the subject, then the verb (after an adjective of
  // a noun subject, maybe)
  const re = new RegExp(
    `${B}(?:si|s['’])\\s*(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|(?:les|des|mes|tes|ses|nos|vos|leurs|ces|le|la|mon|ma|ton|ta|son|sa|notre|votre|leur|ce|cet|cette)\\s+\\p{L}+|l['’]\\p{L}+)\\s*(?:ne\\s+|n['’])?(\\p{L}+)(?:\\s+(\\p{L}+))?`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    // after a pronoun the verb comes first; after a noun, maybe after its adjective
    const pronoun = /^(?:je|j|tu|il|elle|on|nous|vous|ils|elles)$/iu.test(m[0].split(/[\s'’]+/u)[1] ?? '');
    const k = imperfectOf(m[1]!) ? 1 : !pronoun && m[2] && imperfectOf(m[2]) ? 2 : 0;
    if (!k) continue;
    const v = m[k]!;
    const rep = imperfectOf(v)!;
    // "je me demandais si tu pourrais", "dis-moi si tu viendrais": an indirect question keeps
    // its conditional
    const lead = text.slice(Math.max(0, m.index - 25), m.index);
    if (
      /(?:demand\p{L}*|sai[st](?:\s+pas)?|savai[st](?:\s+pas)?|savoir|ignor\p{L}*|question|voir|vérifier|dire|dis|dites|dis-moi|dites-moi|sûre?s?|certaine?s?)\s*$/iu.test(
        lead,
      )
    )
      continue;
    out.push(finding(text, m.indices![k]![0], v, rep, 'si', 'mode verbal'));
  }
}
