import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Finding } from '../types';

/**
 * Correct French the project wrote itself: the passages, questions, options and consignes of the
 * French demo exams (TCF, DELF). Every correction
 * the engine proposes there would make a correct text worse; the figure is reported apart from the
 * evaluation set, which these texts never touched.
 */
function prose(root: string): string[] {
  const out = new Set<string>();
  const walk = (x: unknown) => {
    if (typeof x === 'string') {
      if (x.split(/\s+/).length >= 8 && /[éèàç]/u.test(x)) out.add(x);
    } else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  const exams = path.join(root, 'content', 'demo', 'exams');
  for (const f of readdirSync(exams))
    if (/^(?:tcf|delf)-/u.test(f)) walk(parse(readFileSync(path.join(exams, f), 'utf8')));
  return [...out];
}

export async function proseCheck(
  root: string,
  run: (text: string) => Promise<{ state: { findings: Finding[] } }>,
  list: boolean,
) {
  const texts = prose(root);
  let words = 0;
  let fixes = 0;
  let flags = 0;
  for (const text of texts) {
    words += text.split(/\s+/u).length;
    const { state } = await run(text);
    const chars = Array.from(text);
    for (const f of state.findings) {
      if (f.replacement === null) flags++;
      else fixes++;
      if (list)
        console.log(
          `  « ${chars.slice(f.start, f.end).join('')} » → ${f.replacement ?? '∅'}   …${chars.slice(Math.max(0, f.start - 30), f.end + 30).join('')}…`,
        );
    }
  }
  console.log(
    `\n== Textes du projet (${texts.length} passages, ${words} mots, sans erreur) ==\n${fixes} corrections proposées, ${flags} signalements sans correction`,
  );
}
