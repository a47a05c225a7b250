import type { Finding } from '../types';
import { countBySource, type Item, overlaps, spansOf } from './set';

/** Recall by annotated type, missed errors, false alarms and introduced errors of the given texts. */
export function detail(analysed: { item: Item; state: { findings: Finding[] } }[]) {
  const byType = new Map<string, [number, number]>();
  const misses: string[] = [];
  const alarms: string[] = [];
  for (const { item, state } of analysed) {
    const chars = Array.from(item.text);
    const spans = spansOf(item);
    item.errors.forEach((e, i) => {
      const hit = state.findings.some((f) => overlaps([f.start, f.end], spans[i]!));
      const t = byType.get(e.type) ?? [0, 0];
      byType.set(e.type, [t[0] + (hit ? 1 : 0), t[1] + 1]);
      if (!hit) misses.push(`${item.id} [${e.type}] ${e.wrong} → ${e.correct}   « ${e.context} »`);
    });
    for (const f of state.findings) {
      if (spans.some((s) => overlaps([f.start, f.end], s))) continue;
      const ctx = chars
        .slice(Math.max(0, f.start - 25), f.end + 25)
        .join('')
        .replace(/\n/g, ' ');
      alarms.push(
        `${item.id} ${f.source}/${f.category} « ${chars.slice(f.start, f.end).join('')} » → ${f.replacement ?? '∅'}   …${ctx}…`,
      );
    }
  }
  console.log('\n== Détail (tune) : rappel par type ==');
  for (const [t, [h, n]] of [...byType].sort((a, b) => b[1][1] - a[1][1]))
    console.log(`  ${t.padEnd(12)} ${((h * 100) / n).toFixed(0).padStart(3)} % (${h}/${n})`);
  console.log('\n== Erreurs manquées (tune) ==');
  for (const x of misses) console.log(`  ${x}`);
  console.log('\n== Fausses alarmes et corrections hors annotation (tune) ==');
  for (const x of alarms) console.log(`  ${x}`);
}

/** The learner's text with every annotated error corrected: a text with no error left. */
export function correctedText(item: Item): string {
  const spans = spansOf(item);
  const chars = Array.from(item.text);
  const order = item.errors.map((e, i) => ({ e, s: spans[i]! })).sort((a, b) => b.s[0] - a.s[0]);
  for (const { e, s } of order) chars.splice(s[0], s[1] - s[0], e.correct);
  return chars.join('');
}

/**
 * Corrections proposed on the corrected texts, where every word is right: each one would make a
 * correct text worse. Counted on each part; listed for the "tune" part only with --detail.
 */
export async function cleanCheck(
  items: Item[],
  run: (text: string, task: string) => Promise<{ state: { findings: Finding[] } }>,
  list: boolean,
) {
  console.log('\n== Textes corrigés (sans erreur restante) ==');
  for (const split of ['tune', 'holdout'] as const) {
    const fixes: string[] = [];
    let flags = 0;
    const part = items.filter((i) => i.split === split);
    for (const item of part) {
      const text = correctedText(item);
      const { state } = await run(text, item.task);
      const chars = Array.from(text);
      for (const f of state.findings) {
        if (f.replacement === null) flags++;
        else fixes.push(f.source);
        if (list && split === 'tune')
          console.log(
            `  ${item.id} « ${chars.slice(f.start, f.end).join('')} » → ${f.replacement ?? '∅'}   …${chars.slice(Math.max(0, f.start - 25), f.end + 25).join('')}…`,
          );
      }
    }
    console.log(
      `${split === 'tune' ? 'Réglage (tune)' : 'Mis de côté (holdout)'} : ${part.length} textes, ${fixes.length} corrections proposées${fixes.length ? ` (${countBySource(fixes)})` : ''}, ${flags} signalements sans correction`,
    );
  }
}
