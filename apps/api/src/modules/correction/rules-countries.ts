import { B, E, G, finding } from './rules-util';
import type { Finding } from './types';
import { lemmasOf } from './verb-lexicon';

/** Countries: "de Sénégal" → "du Sénégal", "en Vietnam" → "au Vietnam", "au France" → "en France". */
const MASC_COUNTRIES =
  'Sénégal|Canada|Maroc|Cameroun|Vietnam|Viêt Nam|Brésil|Togo|Mali|Niger|Bénin|Burkina Faso|Japon|Mexique|Portugal|Liban|Pérou|Chili|Congo|Gabon|Tchad|Nigeria|Ghana|Rwanda|Burundi|Pakistan|Danemark|Luxembourg|Venezuela|Salvador|Guatemala|Honduras|Laos|Cambodge|Népal|Bangladesh|Kenya|Soudan|Royaume-Uni|Mozambique|Zimbabwe|Kazakhstan|Tadjikistan|Kirghizistan|Turkménistan|Nicaragua|Paraguay|Costa Rica|Panama|Yémen|Qatar|Koweït|Malawi|Botswana|Lesotho|Kosovo|Monténégro|Cap-Vert|Sri Lanka|Nouveau-Brunswick|Manitoba|Yukon|Nunavut';
const FEM_COUNTRIES =
  "France|Belgique|Suisse|Chine|Inde|Algérie|Tunisie|Côte d['’]Ivoire|Guinée|Colombie|Argentine|Espagne|Italie|Allemagne|Russie|Syrie|Turquie|Égypte|Roumanie|Pologne|Ukraine|Mauritanie|Jamaïque|Corée|Bolivie|Grèce|Angleterre|Australie|Moldavie|Bulgarie|Serbie|Croatie|Hongrie|Slovaquie|Tchéquie|Lituanie|Lettonie|Géorgie|Jordanie|Libye|Éthiopie|Somalie|Tanzanie|Zambie|Namibie|Centrafrique|Indonésie|Malaisie|Thaïlande|Birmanie|Mongolie|Nouvelle-Zélande|Suède|Norvège|Finlande|Irlande|Écosse|Autriche|Albanie|Bosnie|Slovénie|Biélorussie|Arménie|Érythrée|Gambie|Estonie|Macédoine|Palestine|Arabie saoudite|Afrique du Sud|République dominicaine|République tchèque|République centrafricaine|République démocratique du Congo|Colombie-Britannique|Nouvelle-Écosse|Saskatchewan|Alberta|Gaspésie|Mauricie|Abitibi";

/** Cities: "à", never "en" or "au" ("Québec", city and province, and "Saguenay", city and region, are left out). */
const CITIES =
  'Montréal|Toronto|Vancouver|Ottawa|Gatineau|Laval|Longueuil|Sherbrooke|Calgary|Edmonton|Winnipeg|Regina|Saskatoon|Halifax|Moncton|Sudbury|Trois-Rivières|Lévis|Rimouski|Paris|Dakar|Abidjan|Alger|Casablanca|Rabat|Tunis|Bamako|Kinshasa|Douala|Yaoundé|Port-au-Prince|Bogota|Lima|Santiago|Manille|Beyrouth|Damas|Téhéran|Kaboul|Lagos|Conakry|Cotonou|Lomé|Ouagadougou|Niamey|Libreville|Antananarivo|Bujumbura|Kigali';

/** Countries in the plural: "aux". */
const PLURAL_COUNTRIES =
  'Philippines|États-Unis|Etats-Unis|Pays-Bas|Comores|Seychelles|Maldives|Émirats arabes unis|Antilles|Îles-de-la-Madeleine|Îles de la Madeleine|Territoires du Nord-Ouest|Bahamas';

/** Masculine countries and provinces beginning with a vowel: "en", like the feminine ones ("à Ontario" → "en Ontario"). */
const VOWEL_COUNTRIES =
  'Ontario|Iran|Irak|Afghanistan|Équateur|Azerbaïdjan|Ouganda|Angola|Uruguay|Israël|Oman|Ouzbékistan';

/** Islands that take "à" and no article ("en Maurice" → "à Maurice"); "Haïti" takes "en" as well. */
const ISLANDS = 'Maurice|Madagascar|Cuba|Chypre|Malte|Singapour|Taïwan';

const KNOWN = new RegExp(
  `^(?:${[MASC_COUNTRIES, FEM_COUNTRIES, PLURAL_COUNTRIES, VOWEL_COUNTRIES, ISLANDS, CITIES].join('|')}|Haïti|Europe|Afrique|Asie|Amérique|Océanie|Caire)$`,
  'u',
);
/** Verbs after which "en" + a town is the learner's "à". */
const LIVING = new Set([
  'habiter',
  'vivre',
  'déménager',
  'arriver',
  'aller',
  'venir',
  'installer',
  'rester',
  'travailler',
  'étudier',
  'retourner',
  'emménager',
]);

/** "Senegal", "Georgie", "Montreal": a place name of the lists written without its accents. */
const ACCENTED = new Map<string, string>();
for (const list of [MASC_COUNTRIES, FEM_COUNTRIES, PLURAL_COUNTRIES, VOWEL_COUNTRIES, ISLANDS, CITIES])
  for (const name of list.replace(/\[['’]\]/gu, "'").split('|')) {
    const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain !== name && !ACCENTED.has(plain)) ACCENTED.set(plain, name);
  }
ACCENTED.set('Quebec', 'Québec');

const UNACCENTED = new RegExp(
  `${B}(${[...ACCENTED.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|')})${E}(?![-'’])`,
  'gu',
);

function accents(text: string, out: Finding[]) {
  for (const m of text.matchAll(UNACCENTED))
    out.push(finding(text, m.index, m[1]!, ACCENTED.get(m[1]!)!, 'accentNom', 'accent'));
}

export function countries(text: string, out: Finding[]) {
  accents(text, out);
  for (const m of text.matchAll(new RegExp(`${B}([eE]n|[aA]u|[àÀ])\\s+(?:${PLURAL_COUNTRIES})${E}`, 'gu'))) {
    out.push(finding(text, m.index, m[1]!, 'aux', 'pays', 'syntaxe'));
  }
  for (const m of text.matchAll(new RegExp(`${B}([eE]n|[aA]u)\\s+(?:${CITIES})${E}`, 'gu'))) {
    out.push(finding(text, m.index, m[1]!, 'à', 'pays', 'syntaxe'));
  }
  // ("En Mali": a capital at the start of a sentence)
  for (const m of text.matchAll(new RegExp(`${B}([dD]e|[eE]n|[àÀaA])\\s+(?:${MASC_COUNTRIES})${E}`, 'gu'))) {
    const p = m[1]!.toLowerCase();
    const prev = text.slice(Math.max(0, m.index - 12), m.index);
    if (/(?:ville|province|gouvernement|république|capitale|banque)\s+$/iu.test(prev)) continue;
    out.push(finding(text, m.index, m[1]!, p === 'de' ? 'du' : 'au', 'pays', 'syntaxe'));
  }
  for (const m of text.matchAll(
    new RegExp(`${B}([aA]u|[àÀaA])\\s+(?:${FEM_COUNTRIES}|${VOWEL_COUNTRIES})${E}`, 'gu'),
  )) {
    out.push(finding(text, m.index, m[1]!, 'en', 'pays', 'syntaxe'));
  }
  for (const m of text.matchAll(new RegExp(`${B}([eE]n|[aA]u)\\s+(?:${ISLANDS})${E}`, 'gu'))) {
    out.push(finding(text, m.index, m[1]!, 'à', 'pays', 'syntaxe'));
  }
  // "J'habite en Kanata", "je déménage en Saint-Prime" → "à": a town, after a verb of living or
  // going; a name the lists do not know, opening with no vowel (masculine countries and states
  // that do take "en": "en Iran", "en Arizona") and not ending in "e" (feminine regions: "en
  // Estrie", "en Floride"), unless it reads as a town ("Sainte-Julie", "Port-Cartier")
  for (const m of text.matchAll(
    new RegExp(`${B}(\\p{L}+)\\s+(en)\\s+((?:\\p{Lu}[\\p{L}]*)(?:[- ]\\p{Lu}[\\p{L}]*)*)${E}`, 'dgu'),
  )) {
    const place = m[3]!;
    if (KNOWN.test(place) || /^[AEIOUYÉÈÊÎÔ]/u.test(place) || G[place.toLowerCase()]) continue;
    if (
      /e$/u.test(place) &&
      !/^(?:Saint|Sainte|Mont|Port|Lac|Val|Pointe|Notre-Dame|Rivière|Baie|Grand|Grande)-/u.test(place)
    )
      continue;
    if (![...lemmasOf(m[1]!)].some((l) => LIVING.has(l))) continue;
    out.push(finding(text, m.indices![2]![0], m[2]!, 'à', 'pays', 'syntaxe'));
  }
  // "Le Caire": the article of the name contracts ("en Caire", "à Caire" → "au Caire")
  for (const m of text.matchAll(new RegExp(`${B}([eE]n|[àÀ])\\s+(?=Caire${E})`, 'gu'))) {
    out.push(finding(text, m.index, m[1]!, 'au', 'pays', 'syntaxe'));
  }
}
