import { createGrammalecte } from '../grammalecte';
import { safetyAnalyser } from '../safety';
import { allRules, grammalecteAnalyser, measuresAnalyser, rulesAnalyser, runWritingPipeline } from '../writing';
const checker = createGrammalecte({ log: { info() {}, warn() {}, error() {} } as never, disabled: false });
const analysers = [grammalecteAnalyser(checker), rulesAnalyser, safetyAnalyser(checker, allRules), measuresAnalyser];
for (const text of process.argv.slice(2)) {
  const state = await runWritingPipeline({ text, subject: '', expected: null }, analysers);
  const chars = Array.from(text);
  console.log('>>', text);
  for (const f of state.findings)
    console.log(`   [${f.source}/${f.category}] « ${chars.slice(f.start, f.end).join('')} » → ${f.replacement}  (${f.message.slice(0, 100)})`);
}
await checker.close();
