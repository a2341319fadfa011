// Options of `npm run bench:pages`: each flag has an environment twin (BENCH_*), the flag wins.

export const PARTS = ['lighthouse', 'hydration', 'ttfb', 'throughput'];
export const BRANDS = ['stud', 'varicocele', 'varicoceleorg', 'careapp'];

export const USAGE = `Usage: npm run bench:pages -- [options]; each can also be set as BENCH_<NAME>.

  --only=PARTS      parts to run, of ${PARTS.join(',')} (default: all)
  --pages=BRANDS    brands whose pages Lighthouse and TTFB load, of
                    ${BRANDS.join(',')} (default: all)
  --runs=N          Lighthouse runs per page and throughput rounds, reported by median (3)
  --requests=N      sequential requests per TTFB series, reported by median (40)
  --seconds=N       seconds per throughput run (5)
  --connections=N   throughput connections (10)
  --help`;

const NUMBERS = { runs: 3, requests: 40, seconds: 5, connections: 10 };

/** Reads argv (`--name=value`) and env; throws on an unknown flag or a bad value. */
export function parseOptions(argv, env) {
  const flags = {};
  for (const arg of argv) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument "${arg}"\n\n${USAGE}`);
    flags[match[1]] = match[2] ?? '';
  }
  const known = ['only', 'pages', 'help', ...Object.keys(NUMBERS)];
  const unknown = Object.keys(flags).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown option --${unknown[0]}\n\n${USAGE}`);

  const value = (name) => flags[name] ?? env[`BENCH_${name.toUpperCase()}`];
  const list = (name, allowed) => {
    const items = (value(name) || allowed.join(','))
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = items.find((item) => !allowed.includes(item));
    if (bad) throw new Error(`--${name}: "${bad}" is not one of ${allowed.join(', ')}`);
    return new Set(items);
  };
  const numbers = Object.fromEntries(
    Object.entries(NUMBERS).map(([name, fallback]) => {
      const raw = value(name);
      const number = raw === undefined || raw === '' ? fallback : Number(raw);
      if (!Number.isInteger(number) || number < 1) {
        throw new Error(`--${name} must be a whole number of at least 1, not "${raw}"`);
      }
      return [name, number];
    }),
  );
  return {
    help: 'help' in flags,
    only: list('only', PARTS),
    brands: list('pages', BRANDS),
    ...numbers,
  };
}
