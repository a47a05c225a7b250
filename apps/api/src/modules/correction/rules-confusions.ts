import { B, E, finding } from './rules-util';
import type { Finding } from './types';

/**
 * Short homophones and fixed mistakes whose context leaves one reading only: "ils on" → "ils ont",
 * "un peut" → "un peu", "mes je" → "mais je", "je suis sur que" → "sûr", "il ma dit" → "il m'a
 * dit", "tout les" → "tous les", "il ce lève" → "se", "quand à" → "quant à", "je pense c'est" →
 * "je pense que c'est", "plus bien" → "mieux".
 */

/** Participles after "a" / "ont" ("m'ont emmenée", "l'a vu"). */
const PARTICIPLE = "\\p{L}+(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite|its)|été|eu|pu|dû|fait|dit|pris|mis|vu|su|lu|cru|voulu";

interface Simple {
  re: RegExp;
  /** The replacement of capture group 1, or a function of the whole match. */
  rep: string | ((m: RegExpMatchArray) => string | null);
  category: string;
}

const SIMPLE: Simple[] = [
  { re: new RegExp(`${B}(?:ils|elles)\\s+(on)${E}`, 'giu'), rep: 'ont', category: 'confusion' },
  { re: new RegExp(`${B}(?:m['’]|t['’])(on)\\s+(?:${PARTICIPLE})${E}`, 'giu'), rep: 'ont', category: 'confusion' },
  {
    re: new RegExp(`(?:^|[.!?]\\s+|,\\s*)(ont)\\s+(?:peut|doit|va|est|a|fait|dit|sait|voit|pense|trouve|devrait|pourrait|dirait|vit|mange|parle)${E}`, 'giu'),
    rep: 'on',
    category: 'confusion',
  },
  { re: new RegExp(`${B}(?:un|très|trop|si|assez)\\s+(peut)${E}`, 'giu'), rep: 'peu', category: 'confusion' },
  { re: new RegExp(`${B}(?:il|elle|on|qui|ça|cela)\\s+(peu)\\s+(?=\\p{L}+(?:er|ir|re|oir)${E})`, 'giu'), rep: 'peut', category: 'confusion' },
  { re: new RegExp(`${B}(mes)\\s+(?=(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|c['’]est|ce|ça)(?:${E}|(?<=['’])))`, 'giu'), rep: 'mais', category: 'confusion' },
  { re: new RegExp(`${B}(?:suis|es|est|sommes|êtes|sont|être|pas)\\s+(sur|sure|surs|sures)\\s+(?=(?:que|qu['’]|de|d['’])${E})`, 'giu'), rep: (m) => m[1]!.replace('u', 'û'), category: 'orthographe' },
  { re: new RegExp(`${B}(?:suis|es|est|sommes|êtes|sont|être)\\s+(près|prés)\\s+(?=à${E})`, 'giu'), rep: 'prêt', category: 'confusion' },
  { re: new RegExp(`${B}(?:il|elle|on|qui|ça|cela)\\s+(ma|ta)\\s+(?=(?:${PARTICIPLE})${E})`, 'giu'), rep: (m) => (m[1]!.toLowerCase() === 'ma' ? "m'a" : "t'a"), category: 'confusion' },
  { re: new RegExp(`${B}(?:il|elle|on|qui)\\s+(la)\\s+(?=(?:vu|fait|dit|pris|mis|aidé|aimé|appelé|trouvé|invité|rencontré|acheté|perdu|oublié|reçu|connu|lu|écrit|envoyé)${E})`, 'giu'), rep: "l'a", category: 'confusion' },
  { re: new RegExp(`${B}(tout)\\s+(?=(?:les|mes|tes|ses|nos|vos|leurs|ces)${E})`, 'giu'), rep: 'tous', category: 'accord' },
  { re: new RegExp(`${B}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+(ce)\\s+(?=\\p{L}{3,})`, 'giu'), rep: 'se', category: 'confusion' },
  { re: new RegExp(`${B}(quand)\\s+(?=(?:à|au|aux)${E})`, 'giu'), rep: 'quant', category: 'confusion' },
  { re: new RegExp(`${B}(?:ils|elles)\\s+(son)\\s+(?=\\p{L})`, 'giu'), rep: 'sont', category: 'confusion' },
  { re: new RegExp(`${B}(ça)\\s+(?=(?:mère|père|famille|femme|maison|voiture|fille|sœur|soeur|vie|chambre|ville|copine|amie|langue|culture|santé|fête|tête)${E})`, 'giu'), rep: 'sa', category: 'confusion' },
  { re: new RegExp(`${B}(?:là|d['’]|par)\\s*(ou)\\s+(?=\\p{L})`, 'giu'), rep: 'où', category: 'confusion' },
  {
    re: new RegExp(`${B}(pense|penses|pensons|pensez|pensent|crois|croit|croyons|croyez|croient)\\s+(?=(?:c['’]est|il|elle|ils|elles|on|je|j['’]|tu|nous|vous|les gens|ce)(?:${E}|(?<=['’])))`, 'giu'),
    rep: (m) => `${m[1]!} que`,
    category: 'syntaxe',
  },
  { re: new RegExp(`(?<!(?:ne|n['’])\\s*\\p{L}*\\s*)${B}(plus bien)${E}`, 'giu'), rep: 'mieux', category: 'syntaxe' },
  { re: new RegExp(`(?<!(?:ne|n['’])\\s*\\p{L}*\\s*)${B}(plus bon|plus bonne|plus bons|plus bonnes)${E}`, 'giu'), rep: (m) => m[1]!.toLowerCase().replace('plus bon', 'meilleur').replace('meilleurne', 'meilleure'), category: 'syntaxe' },
];

export function confusionRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const rule of SIMPLE) {
    const re = new RegExp(rule.re.source, `${rule.re.flags}d`);
    for (const m of text.matchAll(re)) {
      const g = m[1];
      const span = m.indices?.[1];
      if (!g || !span) continue;
      const rep = typeof rule.rep === 'string' ? rule.rep : rule.rep(m);
      if (!rep) continue;
      out.push(finding(text, span[0], g, rep, 'confusion', rule.category));
    }
  }
  return out;
}
