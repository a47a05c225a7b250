import { B, E, finding } from './rules-util';
import type { Finding } from './types';

/** Countries: "de Sénégal" → "du Sénégal", "en Vietnam" → "au Vietnam", "au France" → "en France". */
const MASC_COUNTRIES =
  'Sénégal|Canada|Maroc|Cameroun|Vietnam|Viêt Nam|Brésil|Togo|Mali|Niger|Bénin|Burkina Faso|Japon|Mexique|Portugal|Liban|Pérou|Chili|Congo|Gabon|Tchad|Nigeria|Ghana|Rwanda|Burundi|Pakistan|Danemark|Luxembourg|Venezuela|Salvador|Guatemala|Honduras|Laos|Cambodge|Népal|Bangladesh|Kenya|Soudan|Royaume-Uni|Mozambique|Zimbabwe';
const FEM_COUNTRIES =
  "France|Belgique|Suisse|Chine|Inde|Algérie|Tunisie|Côte d['’]Ivoire|Guinée|Colombie|Argentine|Espagne|Italie|Allemagne|Russie|Syrie|Turquie|Égypte|Roumanie|Pologne|Ukraine|Mauritanie|Jamaïque|Corée|Bolivie|Grèce|Angleterre|Australie";

export function countries(text: string, out: Finding[]) {
  for (const m of text.matchAll(new RegExp(`${B}(de|en|à|a)\\s+(?:${MASC_COUNTRIES})${E}`, 'gu'))) {
    const p = m[1]!;
    const prev = text.slice(Math.max(0, m.index - 12), m.index);
    if (/(?:ville|province|gouvernement|république|capitale|banque)\s+$/iu.test(prev)) continue;
    out.push(finding(text, m.index, p, p === 'de' ? 'du' : 'au', 'pays', 'syntaxe'));
  }
  for (const m of text.matchAll(new RegExp(`${B}(au|à|a)\\s+(?:${FEM_COUNTRIES})${E}`, 'gu'))) {
    out.push(finding(text, m.index, m[1]!, 'en', 'pays', 'syntaxe'));
  }
}
