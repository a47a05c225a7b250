import { lower } from './text';
import type { Finding } from './types';
import { finiteForms } from './verb-lexicon';

/** Names the learner may rightly write: people, places, brands, words of the consigne. */

const PLACE_WORDS =
  /(?:rue|avenue|boulevard|boul\.|chemin|place|station|métro|parc|quartier|ville|pont|lac|mont|côte|rang|promenade|square|allée|impasse|route|autoroute)\s+(?:de\s+|du\s+|des\s+|d['’])?$/iu;

/** A line of one to three capitalised words: a signature ("Aïssatou Barry") or a name. */
export const SIGNATURE = /^(?:\p{Lu}[\p{L}'’-]*[\s,]*){1,3}[.!]?$/u;

function sentenceStart(chars: string[], start: number): boolean {
  let i = start - 1;
  while (i >= 0 && /[\s«"“(—–-]/u.test(chars[i]!)) i--;
  // "M. Gagnon", "Dr. Diallo", "boul. Saint-Laurent": the point of a title or an abbreviation
  if (
    chars[i] === '.' &&
    /(?:^|[\s(])(?:M|Mme|Mlle|Mmes|MM|Dr|Me|Pr|St|Ste|boul|av|app)$/u.test(
      chars.slice(Math.max(0, i - 6), i).join(''),
    )
  )
    return false;
  return i < 0 || /[.!?…:\n]/u.test(chars[i]!);
}

/** A spelling finding on a word the learner may rightly have written: a name, a place, a word of the consigne. */
export function isProperNoun(text: string, f: Finding, consigneWords: Set<string>): boolean {
  const chars = Array.from(text);
  const word = chars.slice(f.start, f.end).join('');
  // Accents kept: "tres" is not the consigne's "très".
  if (consigneWords.has(lower(word))) return true;
  if (!/^\p{Lu}/u.test(word)) return false;
  if (!sentenceStart(chars, f.start)) return true;
  const before = chars.slice(Math.max(0, f.start - 30), f.start).join('');
  if (PLACE_WORDS.test(before)) return true;
  // a signature, or a greeting with a name
  const lineStart = chars.lastIndexOf('\n', f.start) + 1;
  let lineEnd = chars.indexOf('\n', f.end);
  if (lineEnd < 0) lineEnd = chars.length;
  const line = chars.slice(lineStart, lineEnd).join('').trim();
  return SIGNATURE.test(line) || /^(?:cher|chère|bonjour|salut|coucou|bonsoir)\s/iu.test(line);
}

/** A word on the last line of the text when that line is a signature ("Taras Bondarenko"). */
export function onSignature(chars: string[], f: Finding): boolean {
  const lineStart = chars.lastIndexOf('\n', f.start) + 1;
  let lineEnd = chars.indexOf('\n', f.end);
  if (lineEnd < 0) lineEnd = chars.length;
  const line = chars.slice(lineStart, lineEnd).join('').trim();
  return SIGNATURE.test(line) && !chars.slice(lineEnd).join('').trim();
}

/** What follows a name: "et" and another capitalised word, an apposition, a verb or an object pronoun. */
export function nameContext(chars: string[], end: number): boolean {
  const after = chars.slice(end, end + 30).join('');
  return (
    /^\s+et\s+\p{Lu}/u.test(after) ||
    /^\s*,\s*(?:mon|ma|mes|notre|nos|son|sa|ses|leur|le|la|l['’]|un|une)\s/iu.test(after) ||
    /^\s+(?:[mtsln]['’]|(?:me|te|se|lui|nous|vous|leur|ne)(?![\p{L}]))/u.test(after) ||
    thirdPersonVerb(/^\s+(\p{L}+)/u.exec(after)?.[1] ?? '')
  );
}

/** A word that can only be a conjugated verb at the third person singular ("habite", "a", "est"). */
function thirdPersonVerb(word: string): boolean {
  const forms = finiteForms(word).filter((f) => f.tense !== 'S');
  return (
    forms.length > 0 &&
    forms.every((f) => f.person === 2 || f.person === 0) &&
    forms.some((f) => f.person === 2)
  );
}
