import { CRITERIA, CRITERION_FEATURES, type LevelModel, type LinearFit, featureValues } from '../level';
import type { LevelFeatures } from '../features';

/** Ridge regression on standardised inputs, returned on the original scale. */
export function ridge(X: number[][], y: number[], lambda = 1): LinearFit {
  const n = X.length;
  const p = X[0]?.length ?? 0;
  const mean = Array.from({ length: p }, (_, j) => X.reduce((s, r) => s + r[j]!, 0) / n);
  const sd = Array.from(
    { length: p },
    (_, j) => Math.sqrt(X.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / n) || 1,
  );
  const Z = X.map((r) => r.map((v, j) => (v - mean[j]!) / sd[j]!));
  const ym = y.reduce((a, b) => a + b, 0) / n;
  // (Z'Z + λI) b = Z'(y - ym)
  const A = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => Z.reduce((s, r) => s + r[i]! * r[j]!, 0) + (i === j ? lambda : 0)),
  );
  const bv = Array.from({ length: p }, (_, i) => Z.reduce((s, r, k) => s + r[i]! * (y[k]! - ym), 0));
  const b = solve(A, bv);
  const coef = b.map((c, j) => c / sd[j]!);
  const intercept = ym - coef.reduce((s, c, j) => s + c * mean[j]!, 0);
  return { intercept, coef };
}

function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i]!]);
  for (let i = 0; i < n; i++) {
    let piv = i;
    for (let k = i + 1; k < n; k++) if (Math.abs(M[k]![i]!) > Math.abs(M[piv]![i]!)) piv = k;
    [M[i], M[piv]] = [M[piv]!, M[i]!];
    for (let k = i + 1; k < n; k++) {
      const f = M[k]![i]! / M[i]![i]!;
      for (let j = i; j <= n; j++) M[k]![j]! -= f * M[i]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = M[i]![n]!;
    for (let j = i + 1; j < n; j++) s -= M[i]![j]! * x[j]!;
    x[i] = s / M[i]![i]!;
  }
  return x;
}

const clamp = (x: number) => Math.min(5, Math.max(0, x));
const apply = (f: LinearFit, xs: number[]) => f.intercept + f.coef.reduce((s, c, i) => s + c * xs[i]!, 0);

/** Fits the criteria, then their combination, on features with known levels (0 = A1 … 5 = C2). */
export function fitModel(items: { features: LevelFeatures; level: number }[], base: LevelModel): LevelModel {
  const values = items.map((it) => featureValues(it.features, {}, base));
  const means: Record<string, number> = {};
  for (const k of Object.keys(values[0] ?? {}))
    means[k] = values.reduce((s, v) => s + (v[k] ?? 0), 0) / Math.max(1, values.length);
  const y = items.map((it) => it.level);
  const criteria = {} as LevelModel['criteria'];
  for (const c of CRITERIA) {
    const X = values.map((v) => CRITERION_FEATURES[c].map((k) => v[k] ?? means[k]!));
    criteria[c] = ridge(X, y, 1);
  }
  const levels = values.map((v) =>
    CRITERIA.map((c) =>
      clamp(
        apply(
          criteria[c],
          CRITERION_FEATURES[c].map((k) => v[k] ?? means[k]!),
        ),
      ),
    ),
  );
  const overall = ridge(levels, y, 0.5);
  const overallNoGrammar = ridge(
    levels.map((l) => l.slice(1)),
    y,
    0.5,
  );
  return {
    criteria,
    overall,
    overallNoGrammar,
    means,
    error80: base.error80,
    fittedOn: { texts: items.length, date: new Date().toISOString().slice(0, 10) },
  };
}

/** Leave-one-out error of the whole fit: the 80th percentile of |predicted − true| level. */
export function crossValidatedError(
  items: { features: LevelFeatures; level: number }[],
  base: LevelModel,
): number {
  const errs: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const m = fitModel(
      items.filter((_, k) => k !== i),
      base,
    );
    const v = featureValues(items[i]!.features, {}, m);
    const ls = CRITERIA.map((c) =>
      clamp(
        apply(
          m.criteria[c],
          CRITERION_FEATURES[c].map((k) => v[k] ?? m.means[k]!),
        ),
      ),
    );
    errs.push(Math.abs(apply(m.overall, ls) - items[i]!.level));
  }
  errs.sort((a, b) => a - b);
  return errs[Math.floor(0.8 * (errs.length - 1))] ?? 0.6;
}
