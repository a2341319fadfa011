/**
 * The maths of A/B results (docs/ab-testing.md). Each variant's conversion rate gets a
 * Beta(1 + conversions, 1 + visitors - conversions) posterior (a uniform prior, as
 * GrowthBook's Bayesian engine for binomial metrics); the chance to beat control is the exact
 * P(rate_variant > rate_control) of two Betas (Evan Miller's closed form, a finite sum for
 * whole-number parameters); the credible interval is the 2.5% and 97.5% quantiles of the
 * posterior. Sample-ratio mismatch is Pearson's chi-square test of the visitors per variant
 * against the weights. Pure functions, no I/O.
 */

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7; ~15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  for (let i = 0; i < LANCZOS.length; i += 1) sum += LANCZOS[i]! / (z + i + 1);
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/**
 * P(X > Y) for X ~ Beta(aX, bX), Y ~ Beta(aY, bY) with whole-number aX (Evan Miller,
 * "Formulas for Bayesian A/B testing"): Σ_{i<aX} B(aY+i, bX+bY) / ((bX+i) B(1+i, bX) B(aY, bY)).
 */
export function probabilityBetaGreater(aX: number, bX: number, aY: number, bY: number): number {
  let total = 0;
  for (let i = 0; i < aX; i += 1) {
    total += Math.exp(
      logBeta(aY + i, bX + bY) - Math.log(bX + i) - logBeta(1 + i, bX) - logBeta(aY, bY),
    );
  }
  return Math.min(1, Math.max(0, total));
}

/** Continued fraction of the incomplete beta (Numerical Recipes' betacf). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return h;
}

/** Regularised incomplete beta I_x(a, b): the CDF of Beta(a, b) at x. */
export function betaCdf(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - logBeta(a, b));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** The p-quantile of Beta(a, b), by bisection on the CDF (60 halvings: exact to 1e-15). */
export function betaQuantile(p: number, a: number, b: number): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (betaCdf(mid, a, b) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Regularised upper incomplete gamma Q(s, x) (series below s + 1, continued fraction above). */
export function upperGammaRegularized(s: number, x: number): number {
  if (x <= 0) return 1;
  if (x < s + 1) {
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + s * Math.log(x) - logGamma(s));
  }
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + s * Math.log(x) - logGamma(s)) * h;
}

/** Below this p-value the split is reported as a sample-ratio mismatch (GrowthBook's default). */
export const SRM_P_THRESHOLD = 0.001;
/** No SRM verdict until every variant has this many visitors (GrowthBook: 8 units per arm). */
export const SRM_MIN_PER_VARIANT = 8;

/** Pearson's chi-square test of observed counts against the weights; null p below the minimum. */
export function sampleRatioMismatch(
  observed: readonly number[],
  weights: readonly number[],
): { p_value: number | null; warning: boolean } {
  const total = observed.reduce((sum, n) => sum + n, 0);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (observed.length < 2 || weightSum <= 0 || observed.some((n) => n < SRM_MIN_PER_VARIANT)) {
    return { p_value: null, warning: false };
  }
  let chi2 = 0;
  observed.forEach((n, i) => {
    const expected = (total * weights[i]!) / weightSum;
    if (expected > 0) chi2 += (n - expected) ** 2 / expected;
  });
  const pValue = upperGammaRegularized((observed.length - 1) / 2, chi2 / 2);
  return { p_value: pValue, warning: pValue < SRM_P_THRESHOLD };
}

export interface VariantCounts {
  visitors: number;
  conversions: number;
}

/**
 * The least a comparison needs before a chance to beat control is shown (docs/ab-testing.md):
 * below it the uniform prior, not the data, decides the figure (1 visitor against 0 gives
 * 66.7%), and a handful of visitors reads as a verdict.
 */
export const MIN_VISITORS_PER_ARM = 100;
export const MIN_CONVERSIONS_PER_COMPARISON = 10;

/** Why the chance of `variant` against `control` is not shown yet, or null when it may be. */
export function chanceWithheld(control: VariantCounts, variant: VariantCounts): string | null {
  const fewest = Math.min(control.visitors, variant.visitors);
  if (fewest < MIN_VISITORS_PER_ARM) {
    return `Not enough data yet: the control and this variant need ${MIN_VISITORS_PER_ARM} visitors each (the smaller has ${fewest}).`;
  }
  const conversions = control.conversions + variant.conversions;
  if (conversions < MIN_CONVERSIONS_PER_COMPARISON) {
    return `Not enough data yet: the control and this variant need ${MIN_CONVERSIONS_PER_COMPARISON} conversions between them (they have ${conversions}).`;
  }
  return null;
}

/**
 * Rate, 95% credible interval and chance to beat the control (the first entry); the chance is
 * null, with the reason, until the comparison has the minimum sample.
 */
export function compareVariants(variants: readonly VariantCounts[]) {
  const posterior = (v: VariantCounts) => ({
    a: 1 + v.conversions,
    b: 1 + Math.max(0, v.visitors - v.conversions),
  });
  const control = variants[0] ? posterior(variants[0]) : null;
  return variants.map((v, index) => {
    const { a, b } = posterior(v);
    const withheld = index === 0 || !control ? null : chanceWithheld(variants[0]!, v);
    const judged = index !== 0 && control !== null && withheld === null;
    return {
      conversion_rate: v.visitors > 0 ? v.conversions / v.visitors : 0,
      credible_interval: [betaQuantile(0.025, a, b), betaQuantile(0.975, a, b)] as [number, number],
      chance_to_beat_control: judged ? probabilityBetaGreater(a, b, control.a, control.b) : null,
      chance_withheld: withheld,
    };
  });
}
