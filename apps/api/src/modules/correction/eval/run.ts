/**
 * Evaluation of the writing pipeline on the project's own set (eval/dataset.json):
 * error recall and precision on learner texts with planted, labelled errors, and Spearman's
 * rank correlation between the estimated notes and the CEFR levels the texts were written at.
 * Usage: npm run eval:correction
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCorrectionEngine } from '../engine';
import { createGrammalecte, findOnPath } from '../grammalecte';
import { applyRules } from '../rules';

interface Dataset {
  planted: { text: string; errors: { context: string; wrong: string; type: string }[] }[];
  levels: { level: string; text: string }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const data = JSON.parse(readFileSync(path.join(here, 'dataset.json'), 'utf8')) as Dataset;
const log = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** Average ranks (ties share their mean rank). */
function ranks(v: number[]): number[] {
  const idx = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(v.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (x: number[]) => x.reduce((s, y) => s + y, 0) / x.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

async function main() {
  const available = !!findOnPath('grammalecte-server');
  const checker = createGrammalecte({ log, disabled: !available });
  const engine = createCorrectionEngine({ grammalecte: checker, llm: null, stt: null });
  let labelled = 0;
  let found = 0;
  let findings = 0;
  let correctFindings = 0;
  try {
    for (const item of data.planted) {
      const spans = item.errors.map((e) => {
        const at = item.text.indexOf(e.context);
        if (at < 0) throw new Error(`contexte introuvable : ${e.context}`);
        const s = Array.from(item.text.slice(0, at + e.context.indexOf(e.wrong))).length;
        return [s, s + Array.from(e.wrong).length] as const;
      });
      const fs = available ? await checker.check(item.text) : [];
      const all = [
        ...fs.map((f) => [f.start, f.end] as const),
        ...applyRules(item.text).map((f) => [f.start, f.end] as const),
      ];
      const distinct = [...new Map(all.map((f) => [`${f[0]}:${f[1]}`, f])).values()];
      const overlaps = (a: readonly [number, number], b: readonly [number, number]) =>
        a[0] < b[1] && b[0] < a[1];
      labelled += spans.length;
      found += spans.filter((s) => distinct.some((f) => overlaps(f, s))).length;
      findings += distinct.length;
      correctFindings += distinct.filter((f) => spans.some((s) => overlaps(f, s))).length;
    }
    const order = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
    const notes: number[] = [];
    const levels: number[] = [];
    for (const item of data.levels) {
      const r = await engine.correctWriting({ text: item.text, subject: '', expected: null });
      notes.push(r.analyse_tcf.note_estimee_20 ?? 0);
      levels.push(order.indexOf(item.level));
      console.log(`  ${item.level}  note estimée ${r.analyse_tcf.note_estimee_20}/20`);
    }
    const recall = found / labelled;
    const precision = findings ? correctFindings / findings : 0;
    console.log(`Grammalecte : ${available ? 'installé' : 'absent (erreurs non relevées)'}`);
    console.log(`Erreurs plantées : ${labelled} dans ${data.planted.length} textes`);
    console.log(`Rappel    : ${(recall * 100).toFixed(1)} % (${found}/${labelled})`);
    console.log(`Précision : ${(precision * 100).toFixed(1)} % (${correctFindings}/${findings})`);
    console.log(
      `Corrélation de Spearman note/niveau CECRL : ${spearman(notes, levels).toFixed(3)} (${notes.length} textes)`,
    );
  } finally {
    await checker.close();
  }
}

await main();
