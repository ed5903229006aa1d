// The figures the benches print: medians, quantiles and a bootstrap interval of a difference.
import { seededRandom } from '../../tools/seeded-random.cjs';

/** The q-quantile of `values` (any order), interpolated between the two nearest ranks. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

export const median = (values) => quantile(values, 0.5);

/** The nearest-rank q-quantile of values already sorted ascending (latency percentiles of many samples). */
export const rankOfSorted = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

/**
 * A 90 % bootstrap interval of median(b) − median(a). Seeded, so that the same figures give the same
 * interval.
 */
export function medianDifference(a, b, rounds = 2000) {
  const random = seededRandom(20261202);
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const diffs = Array.from({ length: rounds }, () => median(resample(b)) - median(resample(a)));
  return { low: quantile(diffs, 0.05), high: quantile(diffs, 0.95) };
}
