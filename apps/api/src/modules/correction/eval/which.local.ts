import * as W from '../writing';
import { valencyRules } from '../rules-valency';
const mods = await Promise.all(['rules-clause','rules-coordination','rules-subject','rules-head','rules-agreement','rules-learner','rules-homophones','rules-confusions','rules-verbs','rules-usage','rules-contractions','rules-object-pronoun','rules-idioms','rules-locutions','rules-marks','rules-time','rules-pronominal','rules-preposition','rules-object-participle','rules-phrasing','rules-et-est','rules-negation','rules-homophone-context'].map(async (n) => [n, await import(`../${n}`)] as const));
for (const text of process.argv.slice(2)) {
  console.log('>>', text);
  for (const [n, mod] of mods) for (const [k, fn] of Object.entries(mod)) {
    if (typeof fn !== 'function' || !/Rules$/.test(k) || fn.length !== 1) continue;
    try { const r = (fn as (t: string) => { start: number; end: number; replacement: string | null }[])(text); if (Array.isArray(r)) for (const f of r) console.log('  ', n, k, Array.from(text).slice(f.start, f.end).join(''), '→', f.replacement); } catch {}
  }
}
void W; void valencyRules;
