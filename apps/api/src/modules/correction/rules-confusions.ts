import { B, E, finding } from './rules-util';
import { siConditional } from './rules-conditional';
import { HOMOPHONE_PAIRS, type Simple } from './rules-homophone-pairs';
import type { Finding } from './types';

/**
 * Fixed mistakes whose context leaves one reading only: the prepositions of the media, the
 * closing formulas of a letter, imperatives written as the third person; then the short
 * homophones (`rules-homophone-pairs.ts`) and "si" with the conditional.
 */

/** Irregular imperatives written as the third person: "fait attention" → "fais attention". */
const IMPERATIVE: Record<string, string> = {
  fait: 'fais',
  dit: 'dis',
  prend: 'prends',
  met: 'mets',
  vient: 'viens',
  écrit: 'écris',
  attend: 'attends',
  répond: 'réponds',
  sort: 'sors',
  part: 'pars',
};

const SIMPLE: Simple[] = [
  // fixed prepositions of the media: "entendu à la radio", "vu à la télé", "sur Internet" (not
  // "compter sur la radio", "posé sur la télé")
  {
    re: new RegExp(
      `${B}(?:entendu|entends|entend|entendre|vu|vois|voit|voir|écouté|écoute|écouter|passe|passé|passait|parlé|parle|annoncé|annonce|dit|regardé)\\s+(sur)\\s+(?=la\\s+(?:radio|télé|télévision)${E})`,
      'giu',
    ),
    rep: 'à',
    category: 'syntaxe',
  },
  { re: new RegExp(`${B}(dans)\\s+(?=internet${E})`, 'giu'), rep: 'sur', category: 'syntaxe' },
  // the preposition a verb takes: "participer à", "s'intéresser à", "intéressé par"
  {
    re: new RegExp(
      `${B}particip(?:e|es|ons|ez|ent|er|é|ais|ait|aient)\\s+(dans|en|sur)\\s+(?=(?:le|la|les|l['’]|un|une|des|ce|cette|ces)${E}|l['’])`,
      'giu',
    ),
    rep: 'à',
    category: 'syntaxe',
  },
  {
    re: new RegExp(
      `${B}(?:m['’]|t['’]|s['’]|nous\\s+|vous\\s+)intéress(?:e|es|ons|ez|ent|er|ais|ait|aient)\\s+(dans|pour|en|sur)\\s+(?=(?:le|la|les|l['’]|un|une|des|ce|cette|ces)${E}|l['’])`,
      'giu',
    ),
    rep: 'à',
    category: 'syntaxe',
  },
  {
    re: new RegExp(
      `${B}intéressée?s?\\s+(dans|pour)\\s+(?=(?:le|la|les|l['’]|un|une|des|ce|cette|ces)${E}|l['’])`,
      'giu',
    ),
    rep: 'par',
    category: 'syntaxe',
  },
  // means of transport: "à pied", "en métro", "en autobus"
  { re: new RegExp(`${B}(en)\\s+(?=pied${E})`, 'giu'), rep: 'à', category: 'syntaxe' },
  {
    re: new RegExp(`${B}(à|a)\\s+(?=(?:métro|autobus|bus|train|avion|voiture|taxi)${E})`, 'giu'),
    rep: 'en',
    category: 'syntaxe',
  },
  // "jouer le soccer" → "jouer au soccer": a game takes "au"
  {
    re: new RegExp(
      `${B}jou(?:e|es|ons|ez|ent|er|é|ais|ait|aient)\\s+(le)\\s+(?=(?:soccer|football|hockey|basket|basketball|tennis|volleyball|volley|baseball|golf|cricket|badminton|rugby)${E})`,
      'giu',
    ),
    rep: 'au',
    category: 'syntaxe',
  },
  // the closing formulas of a letter: "mes salutations distinguées", "mes sentiments distingués"
  {
    re: new RegExp(`${B}salutations\\s+(distingué|distingués|distinguée)${E}`, 'giu'),
    rep: 'distinguées',
    category: 'accord',
  },
  {
    re: new RegExp(`${B}sentiments\\s+(distingué|distinguée|distinguées)${E}`, 'giu'),
    rep: 'distingués',
    category: 'accord',
  },
  { re: new RegExp(`${B}(meilleurs)\\s+salutations${E}`, 'giu'), rep: 'meilleures', category: 'accord' },
  {
    // "Pour l'argent, fait attention.", "En hiver, prend l'autobus": no subject before it, an
    // imperative (after a comma, only when an opening phrase of purpose, time or place comes
    // before, not a name: "Julie Martel, écrit le message")
    re: new RegExp(
      `(?:^|[.!?]\\s+|:\\s*|(?:^|[.!?]\\s+)(?:pour|avant|après|sinon|ensuite|puis|alors|d['’]abord|enfin|surtout|si|s['’]il te plaît|en|au|aux|à|dans|chaque|quand|lorsque|lorsqu['’]|demain|dès|le (?:matin|soir|midi|samedi|dimanche|week-end))[^.!?,\\n]{0,40},\\s*)(${Object.keys(IMPERATIVE).join('|')})\\s+(?=(?:attention|moi|-moi|vite|bien|le|la|les|un|une|des|du|ton|ta|tes|votre|vos|ce|cette)${E}|l['’])`,
      'giu',
    ),
    rep: (m) => IMPERATIVE[m[1]!.toLowerCase()] ?? null,
    category: 'conjugaison',
  },
];

export function confusionRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const rule of [...SIMPLE, ...HOMOPHONE_PAIRS]) {
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
  siConditional(text, out);
  return out;
}
