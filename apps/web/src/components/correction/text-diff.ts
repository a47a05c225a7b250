export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Word-level diff (longest common subsequence on words and spaces) of two short texts. */
export function diffWords(a: string, b: string): DiffPart[] {
  const x = a.split(/(\s+)/).filter((s) => s !== '');
  const y = b.split(/(\s+)/).filter((s) => s !== '');
  const n = x.length;
  const m = y.length;
  const L = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      L[i]![j] = x[i] === y[j] ? L[i + 1]![j + 1]! + 1 : Math.max(L[i + 1]![j]!, L[i]![j + 1]!);
  const out: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      push('same', x[i]!);
      i++;
      j++;
    } else if (L[i + 1]![j]! >= L[i]![j + 1]!) push('removed', x[i++]!);
    else push('added', y[j++]!);
  }
  while (i < n) push('removed', x[i++]!);
  while (j < m) push('added', y[j++]!);
  return out;
}
