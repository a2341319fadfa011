/**
 * Axis ticks a reader takes in at a glance: 0 (or the lowest value, when below 0) up to the
 * first round number above the highest value, in 1, 2 or 5 × a power of ten steps, at most
 * `most` of them ("0, 5, 10, 15" rather than "0, 6.9, 13.8").
 */
export function niceTicks(low: number, high: number, most = 4): number[] {
  const from = Math.min(0, low);
  const to = high > from ? high : from + 1;
  const rough = (to - from) / Math.max(1, most - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const first = Math.floor(from / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < to + step; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= to) break;
  }
  return ticks;
}
