/**
 * Adjective forms and noun-phrase vocabulary shared by the agreement rules: the four forms of
 * frequent adjectives, the determiners, the words the Lefff lists with one gender but that agree
 * with anything.
 */

/** Words the Lefff lists with one gender but that agree with anything (or are no nouns here). */
export const SKIP = new Set(
  (
    'mort morts mode poste tour livre manche vase voile moule somme page critique physique solde mousse guide garde aide crêpe greffe pendule mémoire office espace œuvre oeuvre gens après-midi couple finale politique faux foudre enseigne vague faune ' +
    'autre autres même mêmes plus moins tout tous bien mal fait rien moi toi lui seul seule jeune jeunes merci peu trop fois plupart pire mieux bienvenu bienvenus'
  ).split(' '),
);
export const vowel = (w: string) => /^[aeiouyéèêàâîôûh]/iu.test(w);

/** Prenominal adjectives: masculine singular, before a vowel, feminine singular, masculine plural, feminine plural. */
export const PRENOMINAL: Record<string, [string, string, string, string, string]> = {
  beau: ['beau', 'bel', 'belle', 'beaux', 'belles'],
  nouveau: ['nouveau', 'nouvel', 'nouvelle', 'nouveaux', 'nouvelles'],
  vieux: ['vieux', 'vieil', 'vieille', 'vieux', 'vieilles'],
  bon: ['bon', 'bon', 'bonne', 'bons', 'bonnes'],
  mauvais: ['mauvais', 'mauvais', 'mauvaise', 'mauvais', 'mauvaises'],
  grand: ['grand', 'grand', 'grande', 'grands', 'grandes'],
  petit: ['petit', 'petit', 'petite', 'petits', 'petites'],
  gros: ['gros', 'gros', 'grosse', 'gros', 'grosses'],
  joli: ['joli', 'joli', 'jolie', 'jolis', 'jolies'],
  long: ['long', 'long', 'longue', 'longs', 'longues'],
  premier: ['premier', 'premier', 'première', 'premiers', 'premières'],
  dernier: ['dernier', 'dernier', 'dernière', 'derniers', 'dernières'],
  prochain: ['prochain', 'prochain', 'prochaine', 'prochains', 'prochaines'],
  vrai: ['vrai', 'vrai', 'vraie', 'vrais', 'vraies'],
  meilleur: ['meilleur', 'meilleur', 'meilleure', 'meilleurs', 'meilleures'],
};
export const PRE_FORM = new Map<string, string>();
for (const [base, forms] of Object.entries(PRENOMINAL)) for (const f of forms) PRE_FORM.set(f, base);

export const PLURAL_DETS = 'les|des|de|mes|tes|ses|nos|vos|leurs|ces|plusieurs|quelques';
export const SINGULAR_DETS = 'un|une|le|la|l|mon|ma|ton|ta|son|sa|ce|cet|cette|notre|votre|leur';

/** Masculine singular → its four forms, for adjectives placed after the noun. */
export const POST = new Map<string, [string, string, string, string]>();
for (const a of 'chaud froid grand petit lourd fort court joli fatigué occupé compliqué vide plein présent intéressant important différent gris noir vert bleu content prêt seul lent propre sale calme agréable difficile facile pratique utile fermé ouvert mouillé gelé glacé sombre humide étroit large élevé bruyant accueillant charmant prochain dernier moderne cher neuf sûr dur grave rapide confortable magnifique tranquille énorme immense stable fiable fragile honnête timide sympathique pauvre drôle bizarre étrange autonome nécessaire obligatoire accessible disponible visible sensible terrible horrible incroyable économique écologique efficace jaune rouge riche triste malade libre simple aimable'.split(
  ' ',
)) {
  const fem = a.endsWith('e')
    ? a
    : a === 'cher'
      ? 'chère'
      : a === 'dernier'
        ? 'dernière'
        : a === 'neuf'
          ? 'neuve'
          : `${a}e`;
  POST.set(a, [a, fem, a.endsWith('s') ? a : `${a}s`, `${fem}s`]);
}
for (const [a, f, mp, fp] of [
  ['blanc', 'blanche', 'blancs', 'blanches'],
  ['frais', 'fraîche', 'frais', 'fraîches'],
  ['sec', 'sèche', 'secs', 'sèches'],
  ['gentil', 'gentille', 'gentils', 'gentilles'],
  ['heureux', 'heureuse', 'heureux', 'heureuses'],
  ['dangereux', 'dangereuse', 'dangereux', 'dangereuses'],
  ['sérieux', 'sérieuse', 'sérieux', 'sérieuses'],
  ['nombreux', 'nombreuse', 'nombreux', 'nombreuses'],
  ['délicieux', 'délicieuse', 'délicieux', 'délicieuses'],
  ['ennuyeux', 'ennuyeuse', 'ennuyeux', 'ennuyeuses'],
  ['actif', 'active', 'actifs', 'actives'],
  ['sportif', 'sportive', 'sportifs', 'sportives'],
  ['naturel', 'naturelle', 'naturels', 'naturelles'],
  ['cruel', 'cruelle', 'cruels', 'cruelles'],
  ['public', 'publique', 'publics', 'publiques'],
  ['glissant', 'glissante', 'glissants', 'glissantes'],
  ['motivé', 'motivée', 'motivés', 'motivées'],
  ['isolé', 'isolée', 'isolés', 'isolées'],
  ['âgé', 'âgée', 'âgés', 'âgées'],
  ['enneigé', 'enneigée', 'enneigés', 'enneigées'],
  ['content', 'contente', 'contents', 'contentes'],
] as const)
  POST.set(a, [a, f, mp, fp]);
/**
 * Adjectives of nationality and origin, the ones a newcomer writes about most ("deux amis
 * vénézuéliens", "la cuisine haïtienne"): masculine singular, feminine formed by its ending.
 */
const NATIONALITIES =
  'algérien brésilien canadien chilien colombien égyptien haïtien indien iranien italien ivoirien jordanien malien mauricien norvégien péruvien bolivien syrien tunisien ukrainien vénézuélien vietnamien cambodgien australien équatorien nigérian ' +
  'camerounais sénégalais congolais français anglais japonais libanais portugais irlandais togolais gabonais finlandais polonais néerlandais népalais pakistanais rwandais soudanais montréalais ' +
  'chinois québécois suédois béninois hongrois danois ' +
  'mexicain marocain américain africain dominicain cubain tibétain ' +
  'espagnol allemand argentin philippin coréen européen guinéen ' +
  'russe belge suisse malgache';
for (const a of NATIONALITIES.split(' ')) {
  const fem = a.endsWith('e') ? a : /(?:ien|éen)$/u.test(a) ? `${a}ne` : `${a}e`;
  POST.set(a, [a, fem, a.endsWith('s') ? a : `${a}s`, `${fem}s`]);
}
/** Frequent adjectives of feeling and description, by their regular endings (-eux, -if, -el, -al, -et, -er). */
const REGULAR: [string, (a: string) => [string, string, string, string]][] = [
  [
    'nerveux anxieux curieux joyeux généreux courageux paresseux jaloux amoureux chanceux malheureux silencieux spacieux lumineux précieux religieux coûteux merveilleux',
    (a) => [a, a.replace(/x$/u, 'se'), a, a.replace(/x$/u, 'ses')],
  ],
  [
    'productif créatif attentif positif négatif naïf',
    (a) => [a, `${a.slice(0, -1)}ve`, `${a}s`, `${a.slice(0, -1)}ves`],
  ],
  [
    'culturel personnel professionnel traditionnel exceptionnel actuel annuel réel habituel officiel essentiel',
    (a) => [a, `${a}le`, `${a}s`, `${a}les`],
  ],
  [
    'national principal normal idéal génial spécial familial original social international',
    (a) => [a, `${a}e`, `${a.slice(0, -1)}ux`, `${a}es`],
  ],
  ['complet inquiet discret', (a) => [a, `${a.slice(0, -2)}ète`, `${a}s`, `${a.slice(0, -2)}ètes`]],
  ['fier léger étranger', (a) => [a, `${a.slice(0, -2)}ère`, `${a}s`, `${a.slice(0, -2)}ères`]],
];
for (const [list, forms] of REGULAR) for (const a of list.split(' ')) POST.set(a, forms(a));
POST.set('turc', ['turc', 'turque', 'turcs', 'turques']);
POST.set('grec', ['grec', 'grecque', 'grecs', 'grecques']);
/** Colours named after a thing, invariable ("des feuilles orange"); their plural in -s is an error. */
const INVARIABLE_COLOURS = ['orange', 'marron', 'kaki'];
for (const c of INVARIABLE_COLOURS) POST.set(c, [c, c, c, c]);
export const POST_FORM = new Map<string, string>();
for (const [base, forms] of POST) for (const f of forms) if (!POST_FORM.has(f)) POST_FORM.set(f, base);
for (const c of INVARIABLE_COLOURS) POST_FORM.set(`${c}s`, c);
export const DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';

/** "les élève", "mes ami": a plural determiner before a noun without its plural mark. */
export const EPICENE =
  'élève|enfant|collègue|adulte|jeune|camarade|membre|touriste|artiste|journaliste|voisin|ami';

/** Every adjective form known here → its four forms (masculine, feminine, masculine plural, feminine plural). */
export function formsOf(adj: string): [string, string, string, string] | null {
  const base = POST_FORM.get(adj);
  if (base) return POST.get(base)!;
  const pre = PRE_FORM.get(adj);
  if (pre) {
    const f = PRENOMINAL[pre]!;
    return [f[0], f[2], f[3], f[4]];
  }
  return null;
}
