import { B, E, finding } from './rules-util';
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

export function siConditional(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:si|s['’])\\s*(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\\s*(?:ne\\s+|n['’])?(\\p{L}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const v = m[1]!;
    const rep =
      IMPERFECT[v.toLowerCase()] ??
      (/^\p{L}{3,}erais$/u.test(v)
        ? v.replace(/erais$/u, 'ais')
        : /^\p{L}{3,}erait$/u.test(v)
          ? v.replace(/erait$/u, 'ait')
          : null);
    if (!rep) continue;
    // "je me demandais si tu pourrais", "dis-moi si tu viendrais": an indirect question keeps
    // its conditional
    const lead = text.slice(Math.max(0, m.index - 25), m.index);
    if (
      /(?:demand\p{L}*|sai[st](?:\s+pas)?|savai[st](?:\s+pas)?|savoir|ignor\p{L}*|question|voir|vérifier|dire|dis|dites|dis-moi|dites-moi|sûre?s?|certaine?s?)\s*$/iu.test(
        lead,
      )
    )
      continue;
    out.push(finding(text, m.indices![1]![0], v, rep, 'si', 'mode verbal'));
  }
}
