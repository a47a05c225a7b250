import { messages } from '../../lib/messages';
import { languageOf, notFrench } from './fulfilment';
import { checkerGuess, issueFinding } from './checker-guess';
import { singularHeadRules } from './rules-head';
import { withoutStaleReadings } from './stale-readings';
import type { GrammalecteChecker } from './grammalecte';
import type { LlmClient } from './providers';
import { applyRules } from './rules';
import { agreementNounRules } from './rules-agreement';
import { clauseRules } from './rules-clause';
import { confusionRules } from './rules-confusions';
import { contractionRules, goingToRules } from './rules-contractions';
import { coordinationRules } from './rules-coordination';
import { homophoneRules } from './rules-homophones';
import { learnerRules } from './rules-learner';
import { objectParticipleRules } from './rules-object-participle';
import { prepositionRules } from './rules-preposition';
import { pronominalRules } from './rules-pronominal';
import { usageRules } from './rules-usage';
import { valencyRules } from './rules-valency';
import { idiomRules } from './rules-idioms';
import { locutionRules } from './rules-locutions';
import { markRules } from './rules-marks';
import { objectPronounRules } from './rules-object-pronoun';
import { formsOf } from './rules-adjectives';
import { participleForms } from './verb-lexicon';
import { timeRules } from './rules-time';
import { verbRules } from './rules-verbs';
import { phrasingRules } from './rules-phrasing';
import { connectors, mtld, sentences, topicOverlap, words } from './text';
import type { Finding, WritingAnalyser, WritingInput, WritingState } from './types';

const m = messages.correction;

/** Grammar and spelling errors from Grammalecte. */
export function grammalecteAnalyser(checker: GrammalecteChecker): WritingAnalyser {
  return {
    name: 'grammalecte',
    checksFrench: true,
    async run(state) {
      const typographicApostrophe = state.input.text.includes('’');
      const all = await checker.check(state.input.text);
      // Grammalecte reports a subject–verb disagreement twice (fix the verb, or fix the subject):
      // keep the verb's correction, drop the alternative on the subject.
      const issues = all.filter(
        (i) =>
          !(
            i.type === 'conj' &&
            /^Accord avec (le terme )?[“«"]/.test(i.message) &&
            all.some((o) => o !== i && o.type === 'conj' && Math.abs(o.start - i.end) <= 40)
          ),
      );
      const chars = Array.from(state.input.text);
      for (const i of issues) {
        const f = issueFinding(i, typographicApostrophe);
        // a guess of the checker on correct words leaves the place to the rules
        if (!checkerGuess(chars, f)) state.findings.push(f);
      }
    },
  };
}

/** Every complementary rule: the preposition before an infinitive, a/à, then the learner-error rules. */
export function allRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const f of [
    ...valencyRules(text),
    ...idiomRules(text),
    ...locutionRules(text),
    ...objectPronounRules(text),
    ...markRules(text),
    ...goingToRules(text),
    ...applyRules(text),
    ...learnerRules(text),
    ...homophoneRules(text),
    ...confusionRules(text),
    ...verbRules(text),
    ...agreementNounRules(text),
    ...clauseRules(text),
    ...singularHeadRules(text),
    ...objectParticipleRules(text),
    ...coordinationRules(text),
    ...prepositionRules(text),
    ...contractionRules(text),
    ...timeRules(text),
    ...pronominalRules(text),
    ...usageRules(text),
    ...phrasingRules(text),
  ]) {
    // first rule on a span wins: two rules never propose two corrections of the same words
    if (!out.some((o) => o.start < f.end && f.start < o.end)) out.push(f);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Complementary rules, kept only where the grammar checker found nothing. */
export const rulesAnalyser: WritingAnalyser = {
  name: 'regles',
  checksFrench: true,
  async run(state) {
    for (const f of allRules(state.input.text)) {
      state.findings = withoutStaleReadings(state, f);
      const [s, e] = f.scope ?? [f.start, f.end];
      const over = state.findings.filter((g) => g.start < e && s < g.end);
      if (!over.length) {
        state.findings.push(f);
        continue;
      }
      // The checker proposes the same correction among others, or another form of the same word
      // ("les rues sont plus sûrs": the checker agrees in number only, the rule reads the gender of
      // the subject too): its finding takes the rule's.
      const forms = f.replacement ? (formsOf(f.replacement) ?? participleForms(f.replacement)) : null;
      const same = over.find(
        (g) =>
          g.start === f.start &&
          g.end === f.end &&
          (g.suggestions.includes(f.replacement ?? '') ||
            (g.category !== 'orthographe' && !!forms?.includes(g.replacement ?? ''))),
      );
      const inside = (g: Finding) => s <= g.start && g.end <= e && g.category !== 'orthographe';
      if (same) {
        same.replacement = f.replacement;
        // confirmed by a rule that reads the context, it is no longer the checker's guess alone, nor
        // a spelling slip ("se sont succédées", a word the checker's dictionary does not hold)
        same.source = f.source;
        same.category = f.category;
        if (f.scope)
          state.findings = state.findings.filter((g) => g === same || !over.includes(g) || !inside(g));
        continue;
      }
      // A rule that reads the whole phrase, or a checker finding without correction: the rule wins.
      if ((f.scope && over.every(inside)) || over.every((g) => g.replacement === null && inside(g))) {
        state.findings = state.findings.filter((g) => !over.includes(g));
        state.findings.push(f);
      }
    }
  },
};

/** Length, sentences, lexical diversity, connectors, error density, topic overlap. */
export const measuresAnalyser: WritingAnalyser = {
  name: 'mesures',
  async run(state) {
    const { text, subject, expected } = state.input;
    const ws = words(text);
    const ss = sentences(text);
    const conn = connectors(text);
    const overlap = topicOverlap(text, subject);
    state.connectorFunctions = conn.functions;
    state.sharedTopicWords = overlap.shared;
    state.longWordShare = ws.length ? ws.filter((w) => Array.from(w).length >= 7).length / ws.length : 0;
    state.paragraphs = text.split(/\n\s*\n|\n/).filter((p) => p.trim()).length;
    const errorsCounted = state.analysers.includes('grammalecte');
    state.measures = {
      mots: ws.length,
      mots_attendus: expected,
      phrases: ss.length,
      longueur_moyenne_phrase: ss.length ? round1(ws.length / ss.length) : 0,
      mtld: nullableRound1(mtld(ws)),
      connecteurs: conn.found,
      erreurs_pour_100_mots:
        errorsCounted && ws.length > 0 ? round1((countErrors(state.findings) * 100) / ws.length) : null,
      recouvrement_sujet: overlap.ratio === null ? null : Math.round(overlap.ratio * 100) / 100,
    };
  },
};

/** Holistic judgement of coherence and relevance by a language model; its extra errors never replace measured ones. */
export function llmAnalyser(llm: LlmClient): WritingAnalyser {
  return {
    name: 'llm',
    async run(state) {
      const judgement = await llm.judge(state.input, state.findings.length);
      state.llm = judgement;
      const chars = Array.from(state.input.text);
      const plain = chars.join('');
      for (const e of judgement.erreurs) {
        const idx = e.extrait ? plain.indexOf(e.extrait) : -1;
        if (idx < 0) continue;
        const start = Array.from(plain.slice(0, idx)).length;
        const end = start + Array.from(e.extrait).length;
        if (state.findings.some((f) => f.start < end && start < f.end)) continue;
        state.findings.push({
          start,
          end,
          replacement: e.correction || null,
          suggestions: e.correction ? [e.correction] : [],
          message: e.explication,
          source: 'llm',
          category: 'relecture',
        });
      }
    },
  };
}

function round1(x: number) {
  return Math.round(x * 10) / 10;
}
function nullableRound1(x: number | null) {
  return x === null ? null : round1(x);
}

/** Distinct error locations (two messages on the same words count once). */
export function countErrors(findings: Finding[]): number {
  const spans = new Set(findings.map((f) => `${f.start}:${f.end}`));
  return spans.size;
}

/**
 * Runs the analysers in order; one that fails leaves a French warning and the others go on. A text
 * in another language is not read by the checker and the rules: their findings would be French
 * corrections of foreign words.
 */
export async function runWritingPipeline(
  input: WritingInput,
  analysers: WritingAnalyser[],
): Promise<WritingState> {
  const state: WritingState = {
    input,
    findings: [],
    measures: null,
    connectorFunctions: [],
    sharedTopicWords: [],
    paragraphs: 0,
    longWordShare: 0,
    llm: null,
    analysers: [],
    warnings: [],
  };
  state.language = languageOf(input.text);
  if (notFrench(state)) state.warnings.push(m.notFrench);
  for (const a of analysers) {
    if (a.checksFrench && notFrench(state)) continue;
    try {
      await a.run(state);
      state.analysers.push(a.name);
    } catch (err) {
      state.warnings.push(m.analyserFailed(a.name, err instanceof Error ? err.message : String(err)));
    }
  }
  state.findings.sort((a, b) => a.start - b.start || a.end - b.end);
  return state;
}

/** Applies non-overlapping replacements, first come first served. */
export function correctedText(text: string, findings: Finding[]): string {
  const chars = Array.from(text);
  let out = '';
  let pos = 0;
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    if (f.replacement === null || f.start < pos) continue;
    out += chars.slice(pos, f.start).join('') + f.replacement;
    pos = f.end;
  }
  return out + chars.slice(pos).join('');
}
