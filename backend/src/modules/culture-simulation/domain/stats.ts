/**
 * The little statistics the culture simulation needs, pure: weighted least squares with its
 * covariance, Student's t quantiles, normal draws (and the seeded generator, platform/domain/seeded-random.ts).
 * Written here rather than taken from a package: a few dozen lines, and the estimator's tests pin them.
 */

/** Two-sided 95 % quantiles of Student's t by degrees of freedom (1..30); beyond 30 the normal's is close enough. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08,
  2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

export function tQuantile975(degreesOfFreedom: number): number {
  if (degreesOfFreedom < 1) return Number.POSITIVE_INFINITY;
  if (degreesOfFreedom <= 30) return T975[Math.floor(degreesOfFreedom) - 1];
  if (degreesOfFreedom <= 60) return 2.042 - ((degreesOfFreedom - 30) / 30) * (2.042 - 2.0);
  return 1.96;
}

export interface Interval {
  estimate: number;
  low: number;
  high: number;
  standardError: number;
}

export const interval = (estimate: number, standardError: number, degreesOfFreedom: number): Interval => {
  const half = tQuantile975(degreesOfFreedom) * standardError;
  return { estimate, low: estimate - half, high: estimate + half, standardError };
};

/** Solves A x = b by Gaussian elimination with partial pivoting; null when A is singular. */
export function solve(a: readonly number[][], b: readonly number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row][col]) > Math.abs(m[pivot][col])) pivot = row;
    if (Math.abs(m[pivot][col]) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row][col] / m[col][col];
      for (let k = col; k <= n; k++) m[row][k] -= factor * m[col][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

export function invert(a: readonly number[][]): number[][] | null {
  const n = a.length;
  const columns: number[][] = [];
  for (let j = 0; j < n; j++) {
    const column = solve(a, a.map((_, i) => (i === j ? 1 : 0)));
    if (!column) return null;
    columns.push(column);
  }
  return a.map((_, i) => columns.map((column) => column[i]));
}

export interface Regression {
  coefficients: number[];
  /** Covariance of the coefficients (σ² (XᵀWX)⁻¹). */
  covariance: number[][];
  /** σ: the residual standard deviation for weight 1. */
  residualSd: number;
  degreesOfFreedom: number;
  residuals: number[];
}

/**
 * Weighted least squares: minimises Σ wᵢ (yᵢ − xᵢ·β)². Null when the design is singular or there
 * are not more observations than coefficients.
 */
export function weightedLeastSquares(rows: readonly number[][], ys: readonly number[], weights: readonly number[]): Regression | null {
  const n = rows.length;
  const p = rows[0]?.length ?? 0;
  if (n <= p || p === 0) return null;
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < p; j++) {
      xty[j] += weights[i] * rows[i][j] * ys[i];
      for (let k = 0; k < p; k++) xtx[j][k] += weights[i] * rows[i][j] * rows[i][k];
    }
  }
  const inverse = invert(xtx);
  if (!inverse) return null;
  const coefficients = inverse.map((row) => row.reduce((sum, v, k) => sum + v * xty[k], 0));
  const residuals = rows.map((row, i) => ys[i] - row.reduce((sum, v, k) => sum + v * coefficients[k], 0));
  const degreesOfFreedom = n - p;
  const variance = residuals.reduce((sum, r, i) => sum + weights[i] * r * r, 0) / degreesOfFreedom;
  return {
    coefficients,
    covariance: inverse.map((row) => row.map((v) => v * variance)),
    residualSd: Math.sqrt(variance),
    degreesOfFreedom,
    residuals,
  };
}

/** Lower-triangular L with L Lᵀ = A (A symmetric positive semi-definite; tiny negative pivots count as 0). */
export function cholesky(a: readonly number[][]): number[][] {
  const n = a.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i][j];
      for (let k = 0; k < j; k++) sum -= l[i][k] * l[j][k];
      if (i === j) l[i][j] = Math.sqrt(Math.max(sum, 0));
      else l[i][j] = l[j][j] > 0 ? sum / l[j][j] : 0;
    }
  }
  return l;
}

export { seededRandom } from '../../../platform/domain/seeded-random.js';

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The q-quantile (0..1) of sorted values, linearly interpolated. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export interface MixedRegression extends Regression {
  /** τ: the spread of the groups' own intercepts around the pooled one (0 when the groups do not differ beyond noise). */
  betweenSd: number;
  /** Each group's own offset from the pooled intercept, shrunk towards 0 by how little it was observed (BLUP), and its variance. */
  groups: Map<string, { offset: number; variance: number }>;
}

/**
 * A random-intercept model fitted by feasible generalised least squares:
 * yᵢⱼ = xᵢⱼ·β + bᵢ + εᵢⱼ with bᵢ ~ N(0, τ²) per group and εᵢⱼ ~ N(0, σ²/wᵢⱼ).
 * σ² comes from the residuals around each group's own mean, τ² by the method of moments from
 * the groups' mean residuals; β and its covariance by GLS with these (so observations of one
 * group are not counted as independent); each group's offset is its mean residual shrunk towards
 * 0 in proportion to how thinly it was observed. Null when the design is singular.
 */
export function randomInterceptRegression(
  rows: readonly number[][],
  ys: readonly number[],
  weights: readonly number[],
  groups: readonly string[],
): MixedRegression | null {
  const ols = weightedLeastSquares(rows, ys, weights);
  if (!ols) return null;
  const n = rows.length;
  const p = rows[0].length;
  const ids = [...new Set(groups)];
  const total = new Map<string, number>(ids.map((g) => [g, 0]));
  const weighted = new Map<string, number>(ids.map((g) => [g, 0]));
  groups.forEach((g, i) => {
    total.set(g, total.get(g)! + weights[i]);
    weighted.set(g, weighted.get(g)! + weights[i] * ols.residuals[i]);
  });
  const groupMean = (g: string) => weighted.get(g)! / total.get(g)!;
  const within = groups.reduce((s, g, i) => s + weights[i] * (ols.residuals[i] - groupMean(g)) ** 2, 0);
  const flat = { ...ols, betweenSd: 0, groups: new Map(ids.map((g) => [g, { offset: 0, variance: 0 }])) };
  if (n - ids.length < 1 || within <= 1e-12) return flat;
  const sigma2 = within / (n - ids.length);
  const sumT = ids.reduce((s, g) => s + total.get(g)!, 0);
  const sumT2 = ids.reduce((s, g) => s + total.get(g)! ** 2, 0);
  const q = ids.reduce((s, g) => s + total.get(g)! * groupMean(g) ** 2, 0);
  const tau2 = ids.length > 1 ? Math.max(0, (q - Math.max(ids.length - p, 0) * sigma2) / (sumT - sumT2 / sumT)) : 0;
  const shrink = (g: string) => tau2 / (sigma2 + tau2 * total.get(g)!);
  const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const c = new Array<number>(p).fill(0);
  const wx = new Map<string, number[]>(ids.map((g) => [g, new Array<number>(p).fill(0)]));
  const wy = new Map<string, number>(ids.map((g) => [g, 0]));
  for (let i = 0; i < n; i++) {
    const g = groups[i];
    wy.set(g, wy.get(g)! + weights[i] * ys[i]);
    for (let j = 0; j < p; j++) {
      wx.get(g)![j] += weights[i] * rows[i][j];
      c[j] += weights[i] * rows[i][j] * ys[i];
      for (let k = 0; k < p; k++) a[j][k] += weights[i] * rows[i][j] * rows[i][k];
    }
  }
  for (const g of ids) {
    const s = shrink(g);
    const x = wx.get(g)!;
    for (let j = 0; j < p; j++) {
      c[j] -= s * x[j] * wy.get(g)!;
      for (let k = 0; k < p; k++) a[j][k] -= s * x[j] * x[k];
    }
  }
  const inverse = invert(a);
  if (!inverse) return null;
  const coefficients = inverse.map((row) => row.reduce((sum, v, k) => sum + v * c[k], 0));
  const residuals = rows.map((row, i) => ys[i] - row.reduce((sum, v, k) => sum + v * coefficients[k], 0));
  const residualSum = new Map<string, number>(ids.map((g) => [g, 0]));
  groups.forEach((g, i) => residualSum.set(g, residualSum.get(g)! + weights[i] * residuals[i]));
  return {
    coefficients,
    // (Xᵀ V⁻¹ X)⁻¹ with V = σ² W⁻¹ + τ² per group: `a` was built without the 1/σ² factor.
    covariance: inverse.map((row) => row.map((v) => v * sigma2)),
    residualSd: Math.sqrt(sigma2),
    degreesOfFreedom: n - p,
    residuals,
    betweenSd: Math.sqrt(tau2),
    groups: new Map(
      ids.map((g) => [g, { offset: shrink(g) * residualSum.get(g)!, variance: tau2 === 0 ? 0 : (tau2 * sigma2) / (sigma2 + tau2 * total.get(g)!) }]),
    ),
  };
}
