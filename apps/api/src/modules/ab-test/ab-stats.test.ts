import { describe, expect, it } from 'vitest';
import {
  betaCdf,
  betaQuantile,
  compareVariants,
  probabilityBetaGreater,
  sampleRatioMismatch,
  upperGammaRegularized,
} from './ab-stats';

describe('A/B results maths against known values', () => {
  it('P(X > Y) of two Betas matches closed forms', () => {
    // Two uniform posteriors: a coin toss.
    expect(probabilityBetaGreater(1, 1, 1, 1)).toBeCloseTo(0.5, 12);
    // X ~ Beta(2,1) (density 2x), Y uniform: ∫ 2x · x dx = 2/3.
    expect(probabilityBetaGreater(2, 1, 1, 1)).toBeCloseTo(2 / 3, 12);
    // X ~ Beta(1,2) (density 2(1-x)), Y uniform: ∫ 2(1-x) x dx = 1/3.
    expect(probabilityBetaGreater(1, 2, 1, 1)).toBeCloseTo(1 / 3, 12);
    // Identical posteriors are a coin toss whatever their shape.
    expect(probabilityBetaGreater(51, 951, 51, 951)).toBeCloseTo(0.5, 6);
    // Symmetry: P(X > Y) + P(Y > X) = 1 for continuous variables.
    const p = probabilityBetaGreater(121, 881, 101, 901);
    expect(p + probabilityBetaGreater(101, 901, 121, 881)).toBeCloseTo(1, 9);
  });

  it('agrees with a large-sample normal approximation', () => {
    // 120/1000 vs 100/1000: normal approximation of the difference of the posteriors.
    const [a, b] = [
      { a: 121, b: 881 },
      { a: 101, b: 901 },
    ];
    const mean = (x: { a: number; b: number }) => x.a / (x.a + x.b);
    const variance = (x: { a: number; b: number }) =>
      (x.a * x.b) / ((x.a + x.b) ** 2 * (x.a + x.b + 1));
    const z = (mean(a) - mean(b)) / Math.sqrt(variance(a) + variance(b));
    // Φ(z) for z ≈ 1.425 is about 0.923.
    expect(z).toBeCloseTo(1.425, 2);
    expect(probabilityBetaGreater(a.a, a.b, b.a, b.b)).toBeCloseTo(0.924, 2);
  });

  it('Beta CDF and quantiles match closed forms', () => {
    // Beta(2,1) has CDF x²; Beta(1,1) is uniform.
    expect(betaCdf(0.5, 2, 1)).toBeCloseTo(0.25, 12);
    expect(betaQuantile(0.025, 1, 1)).toBeCloseTo(0.025, 10);
    expect(betaQuantile(0.975, 2, 1)).toBeCloseTo(Math.sqrt(0.975), 10);
    expect(betaQuantile(0.025, 2, 1)).toBeCloseTo(Math.sqrt(0.025), 10);
  });

  it('chi-square p-values match the tables', () => {
    // Critical values: χ²(1) 3.841 → 0.05, χ²(1) 10.828 → 0.001, χ²(2) 5.991 → 0.05.
    expect(upperGammaRegularized(0.5, 3.841 / 2)).toBeCloseTo(0.05, 4);
    expect(upperGammaRegularized(0.5, 10.828 / 2)).toBeCloseTo(0.001, 5);
    expect(upperGammaRegularized(1, 5.991 / 2)).toBeCloseTo(0.05, 4);
  });

  it('warns of a sample-ratio mismatch only when the split is implausible', () => {
    expect(sampleRatioMismatch([5000, 5000], [0.5, 0.5])).toEqual({ p_value: 1, warning: false });
    const fair = sampleRatioMismatch([5050, 4950], [0.5, 0.5]);
    expect(fair.warning).toBe(false);
    // χ² = 2 · 100² / 5000 = 4 → p ≈ 0.0455.
    expect(sampleRatioMismatch([5100, 4900], [0.5, 0.5]).p_value).toBeCloseTo(0.0455, 3);
    expect(sampleRatioMismatch([5300, 4700], [0.5, 0.5]).warning).toBe(true);
    // Weighted 80/20 split observed as expected.
    expect(sampleRatioMismatch([800, 200], [0.8, 0.2]).warning).toBe(false);
    // Too few visitors for a verdict.
    expect(sampleRatioMismatch([7, 1], [0.5, 0.5])).toEqual({ p_value: null, warning: false });
  });

  it('compares variants to the control', () => {
    const [control, variant] = compareVariants([
      { visitors: 1000, conversions: 100 },
      { visitors: 1000, conversions: 120 },
    ]);
    expect(control!.chance_to_beat_control).toBeNull();
    expect(control!.conversion_rate).toBe(0.1);
    expect(variant!.chance_to_beat_control).toBeCloseTo(0.924, 2);
    const [low, high] = variant!.credible_interval;
    expect(low).toBeLessThan(0.12);
    expect(high).toBeGreaterThan(0.12);
    // Beta(121, 881): 95% interval about 0.101 to 0.141.
    expect(low).toBeCloseTo(0.101, 2);
    expect(high).toBeCloseTo(0.141, 2);
  });

  it('gives a chance to beat control only from the minimum sample on', () => {
    const [, tiny] = compareVariants([
      { visitors: 0, conversions: 0 },
      { visitors: 1, conversions: 1 },
    ]);
    // Without the minimum this was Beta(2,1) against U(0,1): 2/3, a verdict from one visitor.
    expect(tiny!.chance_to_beat_control).toBeNull();
    expect(tiny!.chance_withheld).toMatch(/100 visitors each \(the smaller has 0\)/);
    const [, fewConversions] = compareVariants([
      { visitors: 100, conversions: 4 },
      { visitors: 100, conversions: 5 },
    ]);
    expect(fewConversions!.chance_to_beat_control).toBeNull();
    expect(fewConversions!.chance_withheld).toMatch(/10 conversions between them \(they have 9\)/);
    const [, enough] = compareVariants([
      { visitors: 100, conversions: 5 },
      { visitors: 100, conversions: 5 },
    ]);
    expect(enough!.chance_withheld).toBeNull();
    expect(enough!.chance_to_beat_control).toBeCloseTo(0.5, 1);
  });
});
