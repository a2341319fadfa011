// `npm run triage:report`: recall and false-alarm rate of the chat's red-flag triage on its
// labelled prompts (apps/api/src/modules/chat/safety/triage-set.ts), overall and per kind,
// with every miss listed; the held-out prompts and the blind rounds are reported apart. Ends with a
// micro-benchmark of triage() per message. `-- --unread` prints only the counts of the rounds
// kept unread. Exits 1 when the development set misses an
// emergency or raises more than 5% false alarms.
// Run as `node --import tsx scripts/triage-report.mjs` (the API is TypeScript).
import { performance } from 'node:perf_hooks';

const { evaluateTriage } = await import('../apps/api/src/modules/chat/safety/triage-evaluation.ts');
const { triageSet, heldOutSet } = await import('../apps/api/src/modules/chat/safety/triage-set.ts');
const { triage } = await import('../apps/api/src/modules/chat/safety/triage.ts');
const { blindRounds, unreadRounds } =
  await import('../apps/api/src/modules/chat/safety/blind-rounds.ts');

const percent = (x) => `${(x * 100).toFixed(1)}%`;

function report(title, cases) {
  const f = evaluateTriage(cases);
  console.log(`\n## ${title}: ${f.emergencies} emergencies, ${f.nonEmergencies} non-emergencies`);
  console.log(
    `recall            ${percent(f.recall)} (${f.emergencies - f.missedEmergencies.length}/${f.emergencies})`,
  );
  console.log(
    `false alarms      ${percent(f.falseAlarmRate)} (${f.falseAlarms.length}/${f.nonEmergencies})`,
  );
  console.log(`right kind        ${percent(f.kindAccuracy)}`);
  console.log('\nkind                  prompts  recall   right kind');
  for (const [kind, k] of Object.entries(f.perKind).sort()) {
    console.log(
      `${kind.padEnd(22)}${String(k.total).padStart(7)}  ${percent(k.flagged / k.total).padStart(6)}   ${percent(k.rightKind / k.total).padStart(6)}`,
    );
  }
  const list = (heading, misses) => {
    if (misses.length === 0) return;
    console.log(`\n${heading}:`);
    for (const m of misses)
      console.log(`  - [expected ${m.expected ?? 'none'}, got ${m.got ?? 'none'}] ${m.text}`);
  };
  list('Missed emergencies', f.missedEmergencies);
  list('False alarms', f.falseAlarms);
  list('Flagged with another kind', f.wrongKinds);
  return f;
}

// `-- --unread`: the rounds kept unread (ADR 014), counts only, four rounds (one writer) a
// line, so a claim can be measured again without anyone reading a prompt or a miss.
if (process.argv.includes('--unread')) {
  const rounds = unreadRounds();
  const line = (label, cases) => {
    const f = evaluateTriage(cases);
    const caught = f.emergencies - f.missedEmergencies.length;
    console.log(
      `${label.padEnd(10)} recall ${percent(f.recall)} (${caught}/${f.emergencies})  ` +
        `false alarms ${percent(f.falseAlarmRate)} (${f.falseAlarms.length}/${f.nonEmergencies})`,
    );
  };
  for (let i = 0; i < rounds.length; i += 4) {
    const group = rounds.slice(i, i + 4);
    const numbers = group.map((r) => r.name.replace('round ', ''));
    line(
      `${numbers[0]}–${numbers.at(-1)}`,
      group.flatMap((r) => r.cases),
    );
  }
  line(
    'all',
    rounds.flatMap((r) => r.cases),
  );
  process.exit(0);
}

const main = report('Development set (tuned on)', triageSet);
if (heldOutSet.length > 0) report('Held-out set (never tuned on)', heldOutSet);
// Blind rounds (issue 24): written by people who never saw the rules or earlier prompts.
for (const round of blindRounds) report(`Blind ${round.name} (never tuned on)`, round.cases);
if (blindRounds.length > 1) {
  report(
    `Blind rounds together (${blindRounds.map((r) => r.name.replace('round ', '')).join(', ')})`,
    blindRounds.flatMap((r) => r.cases),
  );
}

// Micro-benchmark: every prompt of both sets, many rounds, after a warm-up.
const texts = [...triageSet, ...heldOutSet].map((c) => c.text);
const long = texts.join('. ').slice(0, 4000);
for (let i = 0; i < 3; i++) for (const t of texts) triage(t);
const rounds = 50;
let start = performance.now();
for (let r = 0; r < rounds; r++) for (const t of texts) triage(t);
const perMessage = (performance.now() - start) / (rounds * texts.length);
start = performance.now();
for (let r = 0; r < 20; r++) triage(long);
const perLong = (performance.now() - start) / 20;
console.log(
  `\n## Speed\ntriage() per prompt: ${(perMessage * 1000).toFixed(1)} µs (mean over ${rounds * texts.length} calls)`,
);
console.log(`triage() on a 4,000-character message: ${perLong.toFixed(2)} ms`);

process.exitCode = main.recall === 1 && main.falseAlarmRate <= 0.05 ? 0 : 1;
