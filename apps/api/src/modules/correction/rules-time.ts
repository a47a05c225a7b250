import { formsOf } from './rules-adjectives';
import { E, G, cp, finding } from './rules-util';
import type { Finding } from './types';
import { signedByWoman } from './writer';
import { SUBJECT_PERSON, conjugate, finiteForms, isInfinitive, participleForms } from './verb-lexicon';

/**
 * The present tense after a marker of a finished past ("Hier, je vais au cinéma", "Il y a deux
 * ans, je travaille dans une banque"): the verb of the clause that follows the marker is shown
 * without a correction, since the learner must choose between the passé composé and the imparfait.
 * The writer's gender: a writer who writes "je suis arrivée" is a woman, and "je suis fatigué" in
 * the same text lacks its agreement.
 */

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/**
 * A marker of a finished past opening the sentence: "Hier,", "L'automne dernier,", "Il y a deux
 * ans,", "En 2023," (group 1: the year, past only when before the current one).
 */
const PAST_MARKER = new RegExp(
  `(?:^|[.!?\\n]\\s*)(?:(?:mais|et|puis|alors|pourtant|ensuite|donc|or)\\s+)?(?:(?:le|la|l['’])\\s*(?:semaine|fin de semaine|semestre|trimestre|session|saison|rentrée|an|année|mois|été|hiver|automne|printemps|week-end|soir|matin|nuit|fois|jour) (?:derni(?:er|ère)|passée?)|(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir| matin)?|en (?:${MONTHS})) derni(?:er|ère)|en ((?:19|20)\\d{2})|hier|avant-hier|hier soir|hier matin|il y a (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs) (?:jours|semaines|mois|ans|années))\\s*,\\s*`,
  'giu',
);
const SUBJECT = "(je|j['’]|tu|il|elle|on|nous|vous|ils|elles)";
const CLITICS = "(?:(?:ne|n['’]|me|m['’]|te|t['’]|se|s['’]|le|la|l['’]|les|lui|leur|y|en|nous|vous)\\s*)*";

/** "Quand j'étais petit,", "Lorsque je suis arrivée au Canada,": a clause set in the past. */
const WHEN = new RegExp(
  `(?:^|[.!?\\n]\\s*|,\\s*)(?:(?:mais|et|puis|alors)\\s+)?(?:quand|lorsque|lorsqu['’])\\s*(?:je|j['’]|il|elle|on|nous|ils|elles)\\s*(?:(?:suis|est|sommes|sont)\\s+(?:arrivée?s?|venue?s?|née?s?|partie?s?|immigrée?s?)|(\\p{L}+))[^.!?\\n,]{0,60},\\s*`,
  'giu',
);

function pastMarkers(text: string, out: Finding[]) {
  for (const m of text.matchAll(WHEN)) {
    // an imperfect ("j'étais", "nous habitions"), or the arrival told in the passé composé
    const forms = m[1] ? finiteForms(m[1].toLowerCase()) : null;
    if (forms && (!forms.length || !forms.every((f) => f.tense === 'I'))) continue;
    // a background in the imperfect ("quand j'étais petite") sets the main clause in it too
    presentAfter(text, m.index + m[0].length, out, !!forms);
  }
  for (const m of text.matchAll(PAST_MARKER)) {
    if (m[1] && Number(m[1]) >= new Date().getFullYear()) continue;
    presentAfter(text, m.index + m[0].length, out);
  }
}

/**
 * The verb opening the clause at `index`, when it can only be a present; with `imperfect`, its
 * imperfect is proposed, otherwise the learner chooses the past tense.
 */
function presentAfter(text: string, index: number, out: Finding[], imperfect = false) {
  const rest = text.slice(index);
  const v = new RegExp(`^${SUBJECT}\\s*${CLITICS}(\\p{L}+)${E}(\\s+\\p{L}+)?`, 'iu').exec(rest);
  if (!v) return;
  const verb = v[2]!.toLowerCase();
  const forms = finiteForms(verb);
  // only a form that can be nothing but a present ("vais", "travaille"), not an imperfect or a past
  if (!forms.length || !forms.every((f) => f.tense === 'P' || f.tense === 'S')) return;
  const next = (v[3] ?? '').trim().toLowerCase();
  // "je suis allé", "j'ai vu": the auxiliary of a passé composé
  const auxiliary = forms.some((f) => f.lemma === 'être' || f.lemma === 'avoir');
  if (
    auxiliary &&
    // ("j'ai acheter": the participle written as an infinitive)
    (participleForms(next) ||
      isInfinitive(next) ||
      // ("je l'ai ouvri": a participle the learner formed on a regular model)
      /(?:é|ée|és|ées|i|is|it|u|us|ert|ort)$/u.test(next) ||
      /^(?:du|pas|jamais|déjà|bien|beaucoup|encore|toujours|vraiment)$/u.test(next))
  )
    return;
  const at = index + v[0].indexOf(v[2]!, v[1]!.length);
  const person = SUBJECT_PERSON[v[1]!.toLowerCase().replace(/['’]$/u, '')]!;
  const lemmas = new Set(forms.filter((f) => f.tense === 'P' && f.person === person).map((f) => f.lemma));
  const [lemma] = lemmas;
  const rep = imperfect && lemmas.size === 1 && lemma ? conjugate(lemma, 'I', person) : null;
  if (rep) {
    out.push(finding(text, at, v[2]!, rep, 'tempsPasse', 'conjugaison'));
    return;
  }
  const start = cp(text, at);
  out.push({
    start,
    end: start + Array.from(v[2]!).length,
    replacement: null,
    suggestions: [],
    message: 'tempsPasse',
    source: 'regle',
    category: 'temps',
  });
}

const SELF = new RegExp(
  `(?<![\\p{L}])(?:je\\s+(?:ne\\s+)?(?:(?:me|te|vous|lui|leur)\\s+)?(?:suis|serai|serais|sens|sentais|reste|restais)|j['’](?:étais|ai été))\\s+(?:(?:pas|plus|très|trop|si|tellement|vraiment|toujours|souvent|parfois|déjà|un peu|bien|assez|aussi|jamais|enfin|maintenant|encore|presque|complètement|plutôt|désormais)\\s+)*(\\p{L}+)${E}(?:\\s+(?:et|mais)\\s+(?:(?:pas|très|trop|si|tellement|vraiment|un peu|bien|assez|aussi)\\s+)*(\\p{L}+)${E})?`,
  'dgiu',
);
/** "il m'a aidé": participles of verbs whose object is always direct, so "m'" is the writer herself. */
const ME = new RegExp(
  `(?<![\\p{L}])m['’](?:a|as|avez|ont|avait|avaient|aura|aurait)\\s+(?:(?:beaucoup|bien|déjà|toujours|vite|aussi|vraiment|tout de suite)\\s+)*(appelé|aidé|invité|accueilli|emmené|amené|accompagné|attendu|rencontré|reconnu|embauché|engagé|recruté|accepté|choisi|contacté|encouragé|soutenu|ramené|cherché|réveillé|remercié|félicité|prévenu|convaincu|rassuré|surpris|blessé|oublié|soigné|guidé|hébergé|logé|reçu|inscrit|motivé|inspiré|impressionné|déçu|étonné)${E}`,
  'dgiu',
);
/** "enseignante", "infirmier": a noun of a person with its form of the other gender, as four forms. */
function personNoun(word: string): [string, string, string, string] | null {
  const w = word.toLowerCase();
  const pairs: [RegExp, string, string][] = [
    [/ière$/u, 'ière', 'ier'],
    [/euse$/u, 'euse', 'eur'],
    [/trice$/u, 'trice', 'teur'],
    [/enne$/u, 'enne', 'en'],
    [/e$/u, 'e', ''],
  ];
  for (const [re, fem, masc] of pairs) {
    const f = re.test(w) ? w : `${w.slice(0, w.length - masc.length)}${fem}`;
    const m = re.test(w) ? `${w.slice(0, w.length - fem.length)}${masc}` : w;
    if ((re.test(w) || w.endsWith(masc)) && G[f] === 'F' && G[m] === 'M' && f !== m)
      return [m, f, `${m}s`, `${f}s`];
  }
  return null;
}

/** "je suis arrivée … je suis fatigué": the writer's own agreement, made consistent with her feminine forms. */
function writerGender(text: string, out: Finding[]) {
  const seen: { word: string; at: number; forms: [string, string, string, string] }[] = [];
  for (const m of [...text.matchAll(SELF), ...text.matchAll(ME)]) {
    // "je suis très contente et un peu nerveux": a second adjective joined to the first
    for (const g of [1, 2]) {
      const word = m[g];
      // "je me suis fait mal", "je me suis fait opérer": "fait" before its object stays
      if (!word || /^fait$/iu.test(word)) continue;
      const forms =
        formsOf(word.toLowerCase()) ??
        (g === 1 ? (participleForms(word.toLowerCase()) ?? personNoun(word)) : null);
      if (forms && forms[0] !== forms[1]) seen.push({ word, at: m.indices![g]![0], forms });
    }
  }
  // "je suis arrivée" elsewhere in the text, or a woman's first name as signature
  if (!seen.some((s) => s.word.toLowerCase() === s.forms[1]) && !signedByWoman(text)) return;
  for (const s of seen) {
    if (s.word.toLowerCase() !== s.forms[0]) continue;
    const start = cp(text, s.at);
    out.push({
      start,
      end: start + Array.from(s.word).length,
      replacement: s.forms[1],
      suggestions: [s.forms[1]],
      message: 'accordScripteur',
      source: 'regle',
      category: 'accord',
    });
  }
}

/** Present verbs of a state that goes on: living, working, studying, knowing. */
const LASTING =
  'habite|habites|habitons|habitez|habitent|vis|vit|vivons|vivez|vivent|travaille|travailles|travaillons|travaillez|travaillent|étudie|étudies|étudions|étudiez|étudient|connais|connaît|connaissons|connaissez|connaissent';
const SINCE = new RegExp(
  `(?<![\\p{L}])(?:${LASTING})(?![\\p{L}])[^.!?;:,\\n]{0,60}?(?<![\\p{L}])(il y a|pendant)\\s+(?=(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|\\d+)\\s+(?:ans?|années?|mois|semaines?|jours?)${E})`,
  'dgiu',
);
/** "J'habite ici il y a cinq ans", "j'habite là pendant une semaine": a state still going on takes "depuis". */
function sinceForLasting(text: string, out: Finding[]) {
  for (const m of text.matchAll(SINCE)) {
    out.push(finding(text, m.indices![1]![0], m[1]!, 'depuis', 'depuis', 'syntaxe'));
  }
}

export function timeRules(text: string): Finding[] {
  const out: Finding[] = [];
  sinceForLasting(text, out);
  pastMarkers(text, out);
  writerGender(text, out);
  return out;
}
