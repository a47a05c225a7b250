import { B, E, withArticle } from './rules-util';
import { siConditional } from './rules-conditional';
import { CONTEXT_PAIRS } from './rules-homophone-context';
import { applySimple, HOMOPHONE_PAIRS, type Simple } from './rules-homophone-pairs';
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
  // "mécontent avec le service", "satisfaite avec ma commande": "satisfied with" in French takes "de"
  {
    re: new RegExp(
      `${B}(?:mécontent|satisfait|insatisfait|déçu)(?:e|s|es)?\\s+(avec\\s+(le|la|les|l['’]|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|ce|cet|cette|ces))(?:(?=\\s)|(?<=['’]))`,
      'giu',
    ),
    rep: (m) => withArticle('de', m[2]),
    category: 'syntaxe',
  },
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
    // ("participez dans les activités" → "aux")
    re: new RegExp(
      `${B}particip(?:e|es|ons|ez|ent|er|é|ais|ait|aient)\\s+((?:dans|en|sur)(?:\\s+(?:le|les)(?=\\s))?)\\s+(?=(?:la|l['’]|un|une|des|ce|cette|ces|\\p{L}+)${E}|l['’])`,
      'giu',
    ),
    rep: (m) => withArticle('à', /\s(les?)$/iu.exec(m[1]!)?.[1]),
    category: 'syntaxe',
  },
  {
    re: new RegExp(
      `${B}(?:m['’]|t['’]|s['’]|nous\\s+|vous\\s+)intéress(?:e|es|ons|ez|ent|er|ais|ait|aient)\\s+((?:dans|pour|en|sur)(?:\\s+(?:le|les)(?=\\s))?)\\s+(?=(?:la|l['’]|un|une|des|ce|cette|ces|\\p{L}+)${E}|l['’])`,
      'giu',
    ),
    // "je m'intéresse pour le travail" → "au travail"
    rep: (m) => withArticle('à', /\s(les?)$/iu.exec(m[1]!)?.[1]),
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
  // "dans votre site" → "sur", "besoin un" → "besoin d'un", "souviens à" → "de", "réussi de" →
  // "à", "téléphoner le secrétariat" → "au"
  {
    re: new RegExp(`${B}(dans)\\s+(?=(?:le|votre|notre|leur|son|ce|un|mon|ton)\\s+site${E})`, 'giu'),
    rep: 'sur',
    category: 'syntaxe',
  },
  {
    re: new RegExp(`${B}besoin\\s+(une?|des)${E}`, 'giu'),
    // "besoin des privilèges de l'administrateur", "besoin des clés que je t'ai données": a
    // complement makes the plural definite ("de" + "les"), so "des" stays
    rep: (m) =>
      /^des$/iu.test(m[1]!) &&
      /^\s+\p{L}+(?:\s+\p{L}+)?\s+(?:de|du|des|d['’]|qui|que|qu['’]|dont|où)(?!\p{L})/iu.test(
        m.input!.slice(m.index! + m[0].length),
      )
        ? null
        : (({ un: "d'un", une: "d'une", des: 'de' } as Record<string, string>)[m[1]!.toLowerCase()] ?? null),
    category: 'syntaxe',
  },
  {
    re: new RegExp(
      `${B}(?:me|te|se|nous|vous|m['’]|t['’]|s['’])\\s*souv(?:iens|ient|enons|enez|iennent|enir|enu|enue)\\s+(à|a)${E}`,
      'giu',
    ),
    rep: 'de',
    category: 'syntaxe',
  },
  {
    re: new RegExp(`${B}(?:réussi|réussir|réussit|réussis)\\s+(de|d['’])`, 'giu'),
    rep: (m) => (/['’]$/u.test(m[1]!) ? 'à ' : 'à'),
    category: 'syntaxe',
  },
  {
    // a place or a person to call, not a time ("téléphoner le lendemain")
    re: new RegExp(
      `${B}téléphon(?:er|e|es|ons|ez|ent|é)\\s+(le|la)\\s+(?=(?:secrétariat|bureau|service|médecin|dentiste|propriétaire|garage|centre|clinique|pharmacie|banque|mairie|concierge|responsable|directeur|directrice|patron|patronne|professeur|professeure|gardien|gardienne|voisin|voisine|police)${E})`,
      'giu',
    ),
    rep: (m) => (m[1]!.toLowerCase() === 'le' ? 'au' : 'à la'),
    category: 'syntaxe',
  },
  // time: "dans 2022" → "en", "dans novembre" → "en", "dans le printemps" → "au", "dans le
  // troisième étage" → "au"
  {
    re: new RegExp(
      `${B}(dans)\\s+(?=(?:(?:19|20)\\d{2}|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)${E})`,
      'giu',
    ),
    rep: 'en',
    category: 'syntaxe',
  },
  {
    re: new RegExp(
      `${B}(dans le)\\s+(?=(?:printemps|\\p{L}+ième\\s+étage|premier\\s+étage|rez-de-chaussée)${E})`,
      'giu',
    ),
    rep: 'au',
    category: 'syntaxe',
  },
  // "en l'automne": a season takes "en" without article, or "à l'"
  { re: new RegExp(`${B}(en)\\s+(?=l['’](?:automne|été|hiver)${E})`, 'giu'), rep: 'à', category: 'syntaxe' },
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
  applySimple(text, [...SIMPLE, ...HOMOPHONE_PAIRS, ...CONTEXT_PAIRS], 'confusion', out);
  siConditional(text, out);
  return out;
}
