/** An annotated text of the evaluation set and where its errors are. */
export interface Item {
  id: string;
  level: string;
  task: string;
  split: 'tune' | 'holdout';
  /** 2 and 3 for the texts written later by other authors, without sight of the rules (3: all held out). */
  batch?: number;
  text: string;
  errors: { wrong: string; context: string; correct: string; type: string }[];
}

/** Code-point spans of the annotated errors. */
export function spansOf(item: Item): [number, number][] {
  const out: [number, number][] = [];
  for (const e of item.errors) {
    const at = item.text.indexOf(e.context);
    if (at < 0) throw new Error(`${item.id} : contexte introuvable : ${e.context}`);
    const s = Array.from(item.text.slice(0, at + e.context.indexOf(e.wrong))).length;
    out.push([s, s + Array.from(e.wrong).length]);
  }
  return out;
}

export const overlaps = (a: readonly [number, number], b: readonly [number, number]) =>
  a[0] < b[1] && b[0] < a[1];

/** "vérificateur 6, règles 4": how many findings each source gave. */
export function countBySource(sources: string[]): string {
  const names: Record<string, string> = { grammalecte: 'vérificateur', regle: 'règles' };
  const counts = new Map<string, number>();
  for (const s of sources) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([k, v]) => `${names[k] ?? k} ${v}`).join(', ');
}
