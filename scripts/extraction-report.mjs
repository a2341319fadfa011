// `npm run extraction:report`: precision and recall of the local health-fact extraction
// (apps/api/src/modules/health/extraction/) on its labelled messages, the development set and
// the held-out sets apart, overall and per fact type, with every miss listed. Exits 1 when the development set falls under
// 95% precision or recall.
// Run as `node --import tsx scripts/extraction-report.mjs` (the API is TypeScript). An unread
// blind set prints its figures without its messages or misses, so it stays unread;
// `-- --misses` prints them too, and from then on the set is spent.
import { readFileSync } from 'node:fs';

const { evaluateExtraction, evaluateLabels } =
  await import('../apps/api/src/modules/health/extraction/extraction-evaluation.ts');
const { extractionSet, heldOutSet } =
  await import('../apps/api/src/modules/health/extraction/extraction-set.ts');
const { blindSet } =
  await import('../apps/api/src/modules/health/extraction/extraction-blind-set.ts');
const { extractFacts } = await import('../apps/api/src/modules/health/extraction/extract-local.ts');

const percent = (x) => `${(x * 100).toFixed(1)}%`;

const showUnread = process.argv.includes('--misses');

/** The figures of every set still unread, pooled at the end: the claim on text nobody read. */
const unreadFigures = [];

function report(title, cases, { unread = false } = {}) {
  const f = evaluateExtraction(cases, extractFacts);
  if (unread) unreadFigures.push(f);
  console.log(`\n## ${title}: ${cases.length} messages, ${f.expected} labelled facts`);
  console.log(
    `precision  ${percent(f.precision)} (${f.correct}/${f.found} facts found were right)`,
  );
  console.log(`recall     ${percent(f.recall)} (${f.correct}/${f.expected} labelled facts found)`);
  for (const [type, t] of Object.entries(f.byType)) {
    console.log(
      `  ${type.padEnd(11)} precision ${percent(t.precision).padStart(6)} (${t.correct}/${t.found})` +
        `  recall ${percent(t.recall).padStart(6)} (${t.correct}/${t.expected})`,
    );
  }
  if (unread && !showUnread) {
    console.log(
      `  (unread: ${f.misses.length} messages with a miss not shown; --misses shows them)`,
    );
    return f;
  }
  for (const m of f.misses) {
    console.log(`  - ${m.text}`);
    if (m.missed.length) console.log(`      missed: ${m.missed.join(', ')}`);
    if (m.extra.length) console.log(`      wrong:  ${m.extra.join(', ')}`);
  }
  return f;
}

const dev = report('Development set (tuned on)', extractionSet);
// Both held-out sets were read in the second round of issue 24 (ADR 018): spent, now development
// data.
/** A blind set kept as JSON beside the extraction (extraction-blind-N.json). */
const blindSetFile = (n) =>
  JSON.parse(
    readFileSync(
      new URL(
        `../apps/api/src/modules/health/extraction/extraction-blind-${n}.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  );
report('Held-out set of issue 11 (spent: read in issue 24)', heldOutSet);
report('Held-out set of issue 24 (spent: read in its second round)', blindSet);
// Written blind on 2026-12-05 from the label scheme alone, by a helper who never saw the rules
// or the other sets; measured before anyone read it (ADR 018).
report('Blind set 2 (spent: its misses were read)', blindSetFile(2));
// Written blind from the label scheme alone like blind set 2, and measured on 74fc250 before
// anyone read it: precision 82.6% (109/132), recall 69.0% (109/158). Its misses were then read
// (ADR 018): spent, now development data.
report('Blind set 3 (spent: its misses were read)', blindSetFile(3));
// Written blind in the same way while the third round of issue 24 was made, kept unread, and
// measured on its result (main at df3545c): precision 82.2% (111/135), recall 72.5% (111/153);
// 74fc250 on the same set 81.3% (87/107), 56.9% (87/153). Then read (numbers in words): spent.
report('Blind set 4 (spent: measured on the final state, then read)', blindSetFile(4));
// Written for the fifth pass (ADR 018) from the label scheme, in kinds of wording (brand names,
// lab shorthand, other people's facts, plans, questions, long posts); tuned on, so an upper
// bound, and its misses are what was left.
report(
  'Fifth-pass batches (tuned on)',
  JSON.parse(
    readFileSync(
      new URL('../apps/api/src/modules/health/extraction/extraction-dev-5.json', import.meta.url),
      'utf8',
    ),
  ),
);
// Written for the sixth pass (ADR 018) from the label scheme, five batches of long posts, lists,
// partners, questions and slang; each was scored before the rules it led to, then tuned on, so
// an upper bound.
report(
  'Sixth-pass batches (tuned on)',
  JSON.parse(
    readFileSync(
      new URL('../apps/api/src/modules/health/extraction/extraction-dev-6.json', import.meta.url),
      'utf8',
    ),
  ),
);
// Written blind from the sixth pass's brief (the label scheme alone) by writers who never saw the
// rules, and measured unread on arrival (a856d32): 6a precision 85.5% (171/200), recall 79.2%
// (171/216); 6b 90.5% (219/242), 82.3% (219/266); main at 3830082 82.3% / 73.1% and 86.0% /
// 76.3%. Then read and tuned on (ADR 018): spent, development data.
for (const part of ['a', 'b']) {
  report(
    `Sixth-pass blind set 6${part} (spent: measured on arrival, then tuned on)`,
    JSON.parse(
      readFileSync(
        new URL(
          `../apps/api/src/modules/health/extraction/extraction-dev-6${part}.json`,
          import.meta.url,
        ),
        'utf8',
      ),
    ),
  );
}
// Written for the seventh pass (ADR 018) from the blind writers' brief, four batches aimed at the
// weak places on unseen text (medicines named but not taken, symptom wordings, allergies, how
// often against how long); each was scored before the rules it led to, then tuned on, so an upper
// bound.
report(
  'Seventh-pass batches (tuned on)',
  JSON.parse(
    readFileSync(
      new URL('../apps/api/src/modules/health/extraction/extraction-dev-7.json', import.meta.url),
      'utf8',
    ),
  ),
);
// Written blind from the label scheme alone in issue 24's fifth session, kept unread, and
// measured: 086b9fa 80.1% / 80.1% (109/136), the fifth pass (1a0be68) 81.6% / 81.6% (111/136),
// the sixth pass (253700d) 85.1% (120/141) / 88.2% (120/136).
report('Blind set 5 (unread: figures only)', blindSetFile(5), { unread: true });
// Written blind in issue 24's seventh session from a new brief of the label scheme (the scheme,
// every key and unit, eight worked examples) by writers who never saw the rules or any set,
// and kept unread: figures only. On arrival, main's extractor (aee85f7) read 7b precision 89.1%
// (205/230), recall 81.0% (205/253); 7a precision 89.8% (219/244), recall 81.1% (219/270).
// 7a was then read (its misses, branch extraction-7a): 82.2% recall before, 86.3% after, an
// upper bound now; 7b stays unread.
report('Blind set 7a (spent: its misses were read)', blindSetFile('7a'));
report('Blind set 7b (unread: figures only)', blindSetFile('7b'), { unread: true });
// Written blind in issue 24's eighth session from the labelling guide alone
// (labelling-guide.md) by two writers who never saw the rules or any set. On arrival, 8a read
// precision 92.2% (237/257), recall 85.9% (237/276) on f4582f4; 8b 92.6% (299/323) and 89.5%
// (299/334) on f4582f4, 94.8% / 91.9% on the eighth pass (6079b13), both measured before either
// was read. 8a was then read and learnt from (ADR 018): an upper bound now; 8b stays unread.
report('Blind set 8a (spent: its misses were read)', blindSetFile('8a'));
// 8b was read in issue 24's tenth session (ADR 018): spent.
report('Blind set 8b (spent: its misses were read)', blindSetFile('8b'));

// Written blind in the same session from the labelling guide alone by four writers with their
// own emphases (9a young men at the gym, 9b older men, 9c couples in treatment writing other
// Englishes, 9d symptoms first and the hard cases: questions, negations, other people's facts).
// Measured unread on arrival after 8a was learnt from (31b49ad): 9a 89.8% (193/215) / 87.3%
// (193/221), 9b 88.6% (234/264) / 83.3% (234/281), 9c 89.3% (325/364) / 83.5% (325/389), 9d
// 84.8% (139/164) / 79.9% (139/174). 9a and 9c were then read and learnt from: an upper bound
// now. 9b and 9d stayed unread through two more passes (on e0aab50: 9b 89.1% / 84.7%, 9d 85.5%
// / 81.0%), then were read and learnt from too.
for (const part of ['9a', '9b', '9c', '9d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Written blind in the same session from the labelling guide alone by four more writers (10a
// forms and lists, 10b everyday men of 30 to 50, 10c timelines over months and years, 10d
// partners and other people's facts). Measured unread on arrival after 9a and 9c were learnt
// from (68809fc): 10a 90.1% (164/182) / 84.5% (164/194), 10b 91.2% (156/171) / 88.1% (156/177),
// 10c 78.0% (188/241) / 74.9% (188/251), 10d 90.2% (185/205) / 88.9% (185/208). 10a and 10c
// were then read and learnt from; 10b and 10d in issue 24's tenth session: all spent.
report('Blind set 10a (spent: its misses were read)', blindSetFile('10a'));
report('Blind set 10b (spent: its misses were read)', blindSetFile('10b'));
report('Blind set 10c (spent: its misses were read)', blindSetFile('10c'));
report('Blind set 10d (spent: its misses were read)', blindSetFile('10d'));

// Written blind in the same session from the labelling guide alone by four more writers asked
// for a realistic mix of what the app's users write (11a, 11b, 11c with many facts a message,
// 11d casual chat), after the last change they could judge (e0aab50), and never read. On
// arrival: 11a 95.6% (260/272) / 93.2% (260/279), 11b 95.2% (240/252) / 91.3% (240/263), 11c
// 92.4% (280/303) / 89.7% (280/312), 11d 94.4% (153/162) / 92.2% (153/166); f4582f4 on the same
// sets 93.2% / 88.5%, 93.7% / 90.1%, 92.0% / 88.8%, 93.8% / 91.0%. 11a and 11b were read in
// issue 24's tenth session: spent; 11c and 11d stay unread.
// 11c and 11d were read in issue 24's eleventh session: spent.
for (const part of ['11a', '11b', '11c', '11d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// The last four of the session, written from the guide alone after the last change they could
// judge (40a7352): 12a and 12b a realistic mix, 12c the hard cases (questions, negations, plans,
// other people's facts), 12d many voices and Englishes. On arrival: 12a 93.8% (244/260) / 93.5%
// (244/261), 12b 92.6% (224/242) / 91.1% (224/246), 12c 88.6% (171/193) / 87.7% (171/195), 12d
// 91.0% (303/333) / 83.0% (303/365); f4582f4 93.0% / 91.6%, 92.0% / 89.0%, 87.5% / 86.2%,
// 89.1% / 78.1%. 12c and 12d were then read and learnt from; 12a and 12b stay unread.
// 12a and 12b were read in issue 24's tenth session: spent.
report('Blind set 12a (spent: its misses were read)', blindSetFile('12a'));
report('Blind set 12b (spent: its misses were read)', blindSetFile('12b'));
report('Blind set 12c (spent: its misses were read)', blindSetFile('12c'));
report('Blind set 12d (spent: its misses were read)', blindSetFile('12d'));

// Four more from the guide alone after the 12c and 12d pass (565ec10): 13a and 13b a realistic
// mix, 13c the hard cases, 13d many voices. On arrival: 13a 91.2% (207/227) / 89.2% (207/232),
// 13b 93.8% (182/194) / 91.0% (182/200), 13c 86.1% (161/187) / 85.6% (161/188), 13d 95.6%
// (306/320) / 88.4% (306/346); f4582f4 88.9% / 86.6%, 92.6% / 87.5%, 81.9% / 81.9%, 92.4% /
// 81.2%. 13c and 13d were then read and learnt from; 13a and 13b stay unread.
// 13a and 13b were read in issue 24's tenth session: spent.
report('Blind set 13a (spent: its misses were read)', blindSetFile('13a'));
report('Blind set 13b (spent: its misses were read)', blindSetFile('13b'));
report('Blind set 13c (spent: its misses were read)', blindSetFile('13c'));
report('Blind set 13d (spent: its misses were read)', blindSetFile('13d'));

// Four more after the 13c and 13d pass (78d9dfd): 14a and 14b a realistic mix (14b's writer
// dropped seven messages it found hard to label), 14c the hard cases, 14d many voices. On
// arrival: 14a 94.7% (213/225) / 91.0% (213/234), 14b 96.5% (218/226) / 93.2% (218/234), 14c
// 89.8% (184/205) / 90.6% (184/203), 14d 91.3% (305/334) / 85.4% (305/357); f4582f4 92.3% /
// 87.2%, 95.1% / 91.5%, 88.1% / 87.2%, 89.1% / 77.9%. 14d was then read and learnt from.
// 14c was read in issue 24's tenth session: spent.
// 14a and 14b were read in issue 24's eleventh session: spent.
for (const part of ['14a', '14b', '14c'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));
report('Blind set 14d (spent: its misses were read)', blindSetFile('14d'));

// The last four, written from the guide alone after the session's last change (ca266d5) and
// measured once on arrival, never read: 15a and 15b a realistic mix, 15c the hard cases, 15d
// many voices. On arrival 15a 92.9% (224/241) / 90.3% (224/248), 15b 92.9% (209/225) / 91.7%
// (209/228), 15c 88.9% (168/189) / 88.9% (168/189), 15d 91.6% (306/334) / 86.0% (306/356);
// f4582f4 91.5% / 87.1%, 92.0% / 90.8%, 86.1% / 85.2%, 89.4% / 80.3%. Read and learnt from in
// issue 24's tenth session (ADR 018): spent.
for (const part of ['15a', '15b', '15c', '15d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Written from the guide alone at the start of issue 24's tenth session, while round 15 was
// read, and never read: 16a and 16b a realistic mix, 16c the hard cases, 16d many voices. On
// arrival, on f587390 (the ninth session's end): 16a 95.8% (253/264) / 94.8% (253/267), 16b
// 94.2% (244/259) / 91.7% (244/266), 16c 84.6% (159/188) / 81.5% (159/195), 16d 90.4% (284/314)
// / 81.8% (284/347); all four 91.7% (940/1025) / 87.4% (940/1075).
// At the session's end (ec0ca44), measured once: 16a 97.3% / 96.3%, 16b 95.4% / 93.6%, 16c
// 85.7% / 83.1%, 16d 91.2% / 83.3%; all four 92.8% (957/1031) / 89.0% (957/1075).
// All four were read and learnt from in issue 24's eleventh session (ADR 018): spent.
for (const part of ['16a', '16b', '16c', '16d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Four more, written from the guide alone in the same session after round 15 had been read, and
// never read: 17a and 17b a realistic mix, 17c the hard cases, 17d many voices. On arrival, on
// f587390: 17a 91.6% (186/203) / 89.4% (186/208), 17b 88.6% (240/271) / 86.0% (240/279), 17c
// 84.0% (173/206) / 77.2% (173/224), 17d 91.1% (317/348) / 84.5% (317/375); all four 89.1%
// (916/1028) / 84.3% (916/1086). On the state of that moment (round 15 learnt from; 14c, 10b, 10d
// and 8b read and partly learnt from) 89.6% (922/1029) / 84.9% (922/1086).
// At the session's end (ec0ca44), measured once: 17a 92.6% / 90.4%, 17b 90.9% / 89.6%, 17c
// 85.5% / 79.0%, 17d 92.4% / 87.5%; all four 90.7% (943/1040) / 86.8% (943/1086).
// All four were read and learnt from in issue 24's eleventh session (ADR 018): spent.
for (const part of ['17a', '17b', '17c', '17d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Two more from the guide alone in issue 24's eleventh session, written to be read: 20c the hard
// cases (several people in one message, plans, restarts, results given twice, time-lines), 20d
// many voices and Englishes. On arrival, on 5cf6f4c: 20c 83.3% (174/209) / 79.1% (174/220), 20d
// 93.5% (272/291) / 82.9% (272/328); on the state of that moment (after 16a–17d and 14a–b were
// read): 20c 83.8% / 80.0%, 20d 93.8% / 83.5%. Then read and learnt from: spent.
for (const part of ['20c', '20d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Two more written to be read, later in the same session: 21c the hard cases (the writer among
// what others said, "no longer", "except", plans with dates, loose frequencies), 21d many voices.
// On arrival, on 5cf6f4c: 21c 83.4% (161/193) / 81.7% (161/197), 21d 88.7% (275/310) / 80.2%
// (275/343); on the state of that moment (after 20c and 20d were read): 21c 84.5% / 82.7%, 21d
// 90.2% / 83.4%. Then read and learnt from: spent.
for (const part of ['21c', '21d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// The last two of the session, written to be read after every other set had been read and
// learnt from: 22c the hard cases, 22d many voices. On arrival, on 5cf6f4c: 22c 79.5% (147/185)
// / 76.2% (147/193), 22d 91.3% (272/298) / 78.8% (272/345); on the state of that moment
// (dba8940): 22c 79.9% / 76.2%, 22d 91.4% (277/303) / 80.3% (277/345). Then read: spent.
for (const part of ['22c', '22d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Written from the guide alone at the start of issue 24's eleventh session, by four writers who
// saw nothing else, and never read: 18a a realistic mix, 18b a realistic mix with long detailed
// messages, 18c the hard cases (questions, negations, plans, corrections, other people's facts),
// 18d many voices and Englishes. On arrival, on 5cf6f4c (the tenth session's end): 18a 97.5%
// (197/202) / 93.8% (197/210), 18b 91.7% (321/350) / 88.2% (321/364), 18c 89.4% (126/141) /
// 88.7% (126/142), 18d 91.2% (260/285) / 86.7% (260/300); all four 92.4% (904/978) / 89.0%
// (904/1016).
for (const part of ['18a', '18b', '18c', '18d'])
  report(`Blind set ${part} (unread: figures only)`, blindSetFile(part), { unread: true });

// Four more from the guide alone in the same session, with other emphases, never read: 19a a
// realistic mix, 19b detailed histories and form-like lists, 19c the hard cases (facts buried in
// stories about others, plans, things given up, numbers that are not results, jokes,
// corrections), 19d many voices and Englishes. On arrival, on 5cf6f4c: 19a 93.3% (194/208) /
// 90.7% (194/214), 19b 90.1% (236/262) / 87.1% (236/271), 19c 81.6% (111/136) / 79.9%
// (111/139), 19d 84.6% (248/293) / 77.7% (248/319); all four 87.8% (789/899) / 83.7% (789/943).
// (One 19a message was seen once, by mistake, in a regression check of the read sets; nothing
// was changed for it.)
for (const part of ['19a', '19b', '19c', '19d'])
  report(`Blind set ${part} (unread: figures only)`, blindSetFile(part), { unread: true });

// Written from the guide alone at the start of issue 24's twelfth session, by four writers who
// saw nothing else: 23a a realistic mix (men of 25 to 40), 23b a realistic mix (older men and
// couples, long treatment stories), 23c the hard cases, 23d many voices and Englishes. On
// arrival, on 68d6f71 (the eleventh session's end): 23a 97.3% (217/223) / 96.0% (217/226), 23b
// 95.6% (239/250) / 90.2% (239/265), 23c 90.8% (158/174) / 88.3% (158/179), 23d 92.1%
// (220/239) / 85.6% (220/257); all four 94.1% (834/886) / 90.0% (834/927). On 5cf6f4c 95.9% /
// 94.2%, 95.6% / 90.2%, 89.1% / 87.2%, 90.6% / 82.9%. 23c and 23d were then read and learnt
// from; 23a and 23b stay unread. At the session's end (b47f200), measured once: 23a 97.3% /
// 96.5%, 23b 96.4% / 90.6%; both 96.8% (458/473) / 93.3% (458/491).
for (const part of ['23a', '23b'])
  report(`Blind set ${part} (unread: figures only)`, blindSetFile(part), { unread: true });
for (const part of ['23c', '23d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Two more from the guide alone in the same session, written to be read: 24c the hard cases
// (how often against how long, restarts, cut-downs, several people, latest results), 24d many
// voices (East Africa, South Asia, the Caribbean, Wales, the North, Glasgow, rural US,
// dictated). On arrival, on 68d6f71: 24c 88.4% (198/224) / 88.0% (198/225), 24d 90.9% (271/298)
// / 86.0% (271/315); on the state of that moment (the first 23c and 23d rules): 24c 88.8% /
// 88.4%, 24d 91.0% / 87.0%; on 5cf6f4c 87.9% / 87.6%, 90.1% / 83.5%. Then read: spent.
for (const part of ['24c', '24d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Four more from the guide alone in the same session: 25c the hard cases and 25d many voices,
// kept unread and measured at the session's end (on arrival, on 68d6f71: 25c 89.5% (188/210) /
// 85.1% (188/221), 25d 86.6% (245/283) / 80.1% (245/306); on 5cf6f4c 87.3% / 84.2%, 85.1% /
// 76.8%). 25d's writer listed the folder of the sets once by mistake (names only, nothing
// opened). At the session's end (b47f200), measured once: 25c 89.7% (191/213) / 86.4%
// (191/221), 25d 88.1% (251/285) / 82.0% (251/306). 26c the hard cases and 26d many voices were
// written to be read: on arrival, on
// 68d6f71, 26c 85.3% (186/218) / 84.5% (186/220), 26d 89.7% (287/320) / 79.1% (287/363); on
// the state of that moment (the 23c and 23d rules) 85.8% / 85.5%, 90.4% / 80.7%. Then read.
for (const part of ['25c', '25d'])
  report(`Blind set ${part} (unread: figures only)`, blindSetFile(part), { unread: true });
for (const part of ['26c', '26d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// The session's last two, written to be read while the others were: 27c the hard cases, 27d
// many voices. On arrival, on 68d6f71: 27c 85.9% (171/199) / 84.7% (171/202), 27d 89.7%
// (332/370) / 84.5% (332/393); on the state of that moment (after 23c-26d were read) 87.0% /
// 86.1%, 90.9% / 86.5%; on 5cf6f4c 85.4% / 84.2%, 89.1% / 83.0%. Then read: spent.
for (const part of ['27c', '27d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// Six more from the guide alone in issue 24's thirteenth session (a brief and the guide; each
// writer saw nothing else): 28c and 29c the hard cases (29c replies in a thread, lists, things
// prescribed and not started), 28d and 29d many voices (29d trades and registers, other
// languages mixed in), written to be read; 30c the hard cases and 30d many voices, kept unread.
// On arrival, on 8bb1950 (the twelfth session's end): 28c 95.2% (178/187) / 91.3% (178/195),
// 28d 90.0% (287/319) / 83.2% (287/345), 29c 89.5% (205/229) / 86.9% (205/236), 29d 92.9%
// (249/268) / 80.6% (249/309); the four 91.6% / 84.7%. 30c 88.8% (198/223) / 85.0% (198/233),
// 30d 92.7% (292/315) / 88.5% (292/330). 30d's writer described some of its choices in its
// report (e.g. "since 4 days" labelled as a duration), without quoting a message; nothing was
// tuned on them.
for (const part of ['28c', '28d', '29c', '29d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));
for (const part of ['30c', '30d'])
  report(`Blind set ${part} (unread: figures only)`, blindSetFile(part), { unread: true });

// Two more written to be read later in the same session: 31c the hard cases (people in the
// middle of treatment: timelines, restarts, switches, advice against what was done), 31d many
// voices. On arrival, on 8bb1950: 31c 84.1% (169/201) / 77.9% (169/217), 31d 94.8% (308/325) /
// 87.7% (308/351); on the state of that moment (after 28c-29d were read) 84.2% / 78.3%, 94.8% /
// 88.9%. Then read: spent.
for (const part of ['31c', '31d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

// The session's last four, written to be read: 32c the hard cases (other people's facts, denials,
// numbers that are no results), 32d many voices (second-language English, local medicine
// names), 33c the hard cases in long messages (timelines, corrections, stacks), 33d many voices
// by age and habit of writing (text-speak, formal letters, forum short forms). On arrival, on
// 8bb1950: 32c 84.1% (185/220) / 88.1% (185/210), 32d 90.7% (282/311) / 83.4% (282/338), 33c
// 87.7% (385/439) / 86.1% (385/447), 33d 90.7% (283/312) / 84.5% (283/335); on the state of that
// moment 84.9% / 88.6%, 90.8% / 84.6%, 88.0% / 86.8%, 90.7% / 84.5%. Then read: spent.
for (const part of ['32c', '32d', '33c', '33d'])
  report(`Blind set ${part} (spent: its misses were read)`, blindSetFile(part));

{
  const pooled = (field) => unreadFigures.reduce((sum, f) => sum + f[field], 0);
  const [correct, found, expected] = ['correct', 'found', 'expected'].map(pooled);
  console.log(`\n## Every unread set together: ${expected} labelled facts`);
  console.log(`precision  ${percent(correct / found)} (${correct}/${found})`);
  console.log(`recall     ${percent(correct / expected)} (${correct}/${expected})`);
}

// How far a second careful reader agrees: a helper given only the labelling guide and the
// messages labelled them again, and those labels are scored against the set's own like an
// extractor. The most any extractor can be expected to reach.
const secondLabels = JSON.parse(
  readFileSync(
    new URL(
      '../apps/api/src/modules/health/extraction/extraction-second-labels.json',
      import.meta.url,
    ),
    'utf8',
  ),
);
console.log('\n## A second labeller against each set (figures only)');
for (const [name, labels] of Object.entries(secondLabels)) {
  const f = evaluateLabels(blindSetFile(name.replace('blind-', '')), labels);
  console.log(
    `${name.padEnd(9)} precision ${percent(f.precision)} (${f.correct}/${f.found})` +
      `  recall ${percent(f.recall)} (${f.correct}/${f.expected})`,
  );
}
if (dev.precision < 0.95 || dev.recall < 0.95) process.exitCode = 1;
