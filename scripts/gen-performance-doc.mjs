// `node scripts/gen-performance-doc.mjs [--bench ../shared/bench/results/<run>/runs.json ...]`: writes
// docs/performance.md, the current numbers and the commands that produce them (no history: that is docs/bench/).
// With --bench, the run's medians are saved first as docs/bench/<date>-bench.json; without, the newest saved one
// is used. Sizes come from `npm run size` (build first).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const benchDir = path.resolve('docs/bench');
const arg = process.argv.indexOf('--bench');

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const range = (values) => {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : null;
};

/** Medians and ranges per page and profile, of what the goals of issue 38 read. */
function summarize({ meta, runs }) {
  const metrics = {
    bannerVisible: (run) => run.visible,
    firstTbt: (run) => run.tbt,
    firstBytesGz: (run) => run.bytesGz,
    returnGatedAt: (run) => run.ret?.gatedAt,
    returnTbt: (run) => run.ret?.tbt,
    returnLongest: (run) => run.ret?.longest,
    returnBytesGz: (run) => run.ret?.bytesGz,
  };
  const pages = {};
  for (const run of runs.filter((each) => each.ok)) {
    ((pages[run.page] ??= {})[run.profile] ??= []).push(run);
  }
  const out = {};
  for (const [page, profiles] of Object.entries(pages)) {
    for (const [profile, list] of Object.entries(profiles)) {
      const row = ((out[page] ??= {})[profile] = { runs: list.length });
      for (const [name, read] of Object.entries(metrics)) {
        row[name] = { median: median(list.map(read)), range: range(list.map(read)) };
      }
    }
  }
  const command =
    `node ../shared/bench/run.mjs ${meta.pages.join(' ')} --runs ${meta.runs}` +
    (meta.profiles.join(',') === 'default,cpu4' ? '' : ` --profiles ${meta.profiles.join(',')}`);
  const times = meta.benchRuns > 1 ? `, run ${meta.benchRuns} times (medians and ranges over all their runs),` : '';
  return { date: meta.date, command, times, loadavg: meta.loadavg, pages: out };
}

/** Issue 38's goals as ratios within one bench run: [label, page, profile, metric, reference, goal]. */
const GOALS = [
  ['returning 4×: gated script vs vanilla', 'ours', 'cpu4', 'returnGatedAt', 'cookieconsent-v3', 1.0],
  ['returning 4×: longest task (ms)', 'ours', 'cpu4', 'returnLongest', null, 49],
  ['returning 4×: TBT over minimal (ms)', 'ours', 'cpu4', 'returnTbt', 'minimal', 5, 'difference'],
  ['returning: KB gzip', 'ours', 'cpu4', 'returnBytesGz', null, 12, 'kb'],
  ['first 1×: banner vs vanilla', 'ours', 'default', 'bannerVisible', 'cookieconsent-v3', 0.75],
  ['first 4×: banner vs vanilla', 'ours', 'cpu4', 'bannerVisible', 'cookieconsent-v3', 0.75],
  ['first 4×: banner vs minimal', 'ours', 'cpu4', 'bannerVisible', 'minimal', 2.0],
  ['ESM 4×: banner vs vanilla', 'ours-esm', 'cpu4', 'bannerVisible', 'cookieconsent-v3', 1.0],
  ['server-painted 1×: banner vs minimal', 'ours-ssr', 'default', 'bannerVisible', 'minimal', 1.15],
  ['server-painted 4×: banner vs minimal', 'ours-ssr', 'cpu4', 'bannerVisible', 'minimal', 1.15],
];

/** Each goal's value in each bench run (medians of that run): ratios to 2 places, milliseconds whole, KB to 1. */
function perRun(summaries) {
  return GOALS.map(([label, page, profile, metric, reference, goal, kind]) => {
    const values = summaries.map((each) => {
      const value = each.pages[page]?.[profile]?.[metric]?.median;
      const base = reference ? each.pages[reference]?.[profile]?.[metric]?.median : 0;
      if (value == null || base == null) return null;
      if (kind === 'kb') return Math.round(value / 100) / 10;
      if (!reference || kind === 'difference') return Math.round(value - base);
      return base ? Math.round((value / base) * 100) / 100 : null;
    });
    return { label, goal, values };
  });
}

let bench;
if (arg > 0) {
  // Several runs.json (the goals are read over three bench runs): one summary over all their runs.
  const files = process.argv.slice(arg + 1).filter((file) => file.endsWith('.json'));
  const all = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const meta = { ...all.at(-1).meta, benchRuns: all.length };
  bench = summarize({ meta, runs: all.flatMap((each) => each.runs) });
  bench.goals = perRun(all.map(summarize));
  writeFileSync(
    path.join(benchDir, `${bench.date.slice(0, 16).replace(':', '')}-bench.json`),
    `${JSON.stringify(bench, null, 1)}\n`,
  );
} else {
  const newest = readdirSync(benchDir)
    .filter((name) => name.endsWith('-bench.json'))
    .sort()
    .at(-1);
  bench = newest ? JSON.parse(readFileSync(path.join(benchDir, newest), 'utf8')) : null;
}

let sizeOutput;
try {
  sizeOutput = execFileSync(process.execPath, ['scripts/size.mjs'], { encoding: 'utf8' });
} catch (error) {
  sizeOutput = error.stdout; // over budget still lists every row
}
const sizes = [...sizeOutput.matchAll(/^\w+\s+(\d+) B gzip\s+\(budget (\d+)\)\s+(.*)$/gm)].map(
  ([, bytes, budget, label]) => `| ${label} | ${Number(bytes).toLocaleString('en')} | ${budget} |`,
);

const ms = (cell) =>
  cell?.median == null ? '–' : `${Math.round(cell.median)} (${cell.range.map(Math.round).join('–')})`;
const kb = (cell) => (cell?.median == null ? '–' : (cell.median / 1000).toFixed(1));
const benchRows = bench
  ? Object.entries(bench.pages).flatMap(([page, profiles]) =>
      Object.entries(profiles).map(
        ([profile, row]) =>
          `| ${page} | ${profile} | ${row.runs} | ${ms(row.bannerVisible)} | ${ms(row.firstTbt)} | ${kb(row.firstBytesGz)} | ` +
          `${ms(row.returnGatedAt)} | ${ms(row.returnLongest)} | ${ms(row.returnTbt)} | ${kb(row.returnBytesGz)} |`,
      ),
    )
  : [];

const goalRows = (bench?.goals ?? [])
  .filter((row) => row.values.some((value) => value !== null))
  .map(
    ({ label, goal, values }) =>
      `| ${label} | ${values.map((value) => value ?? '–').join(' | ')} | ≤ ${goal} | ` +
      `${values.every((value) => value !== null && value <= goal) ? 'met' : 'not met'} |`,
  );
const goalTable = goalRows.length
  ? `Issue 38's goals in each run (that run's medians; a goal is met when it holds in every run):

| goal | ${bench.goals[0].values.map((_, index) => `run ${index + 1}`).join(' | ')} | goal | |
|---|${bench.goals[0].values.map(() => '---|').join('')}---|---|
${goalRows.join('\n')}

`
  : '';

const doc = `# Performance

Generated by \`node scripts/gen-performance-doc.mjs\`: the current numbers and how to measure them. Earlier runs and
the reasons behind each change are in [docs/bench/](bench/) (history lives only there) and beside each budget in
\`scripts/size.mjs\`.

## How the drop-in loads

- **Returning visitor** (decision stored): only \`consent-elements.js\`, no React. It reads the decision, runs the
  consented scripts and stays out of the way; the language is chosen but its strings are not loaded. The UI loader
  travels in \`banner-shell.js\` and starts only once the page may show something (\`src/drop-in/ui-needed.ts\`).
  A deferred script (the README's tag) creates the manager in the task after the parser's, which also runs the other
  deferred scripts and DOMContentLoaded, and starts the managed scripts one task later: three tasks under 50 ms at 4×
  CPU instead of one long task. It starts at once when an option acts before any later script (the request blocker,
  GPP, vendor signals, a store global) or a server painted a banner (\`src/page/start-later.ts\`). Through
  \`consent-elements/define\` the elements ask for the manager under the same rule (\`PageAccess.whenStarting\`).
- **First visit**: the core requests the banner (\`banner-shell.js\`, no React) and the strings' code (\`i18n.js\`)
  as soon as it has read that no decision is stored, before it creates the manager; the visitor's language file
  follows once the language is chosen. React loads only when only React can show something (Customize, a frame
  placeholder, the widget, a changed attribute, language or theme). Through \`consent-elements/define\` the banner's
  painter and the strings' code are in the entry (issue 38's decision 3, \`bundleStrings\`): an English visitor's
  banner needs no file beyond the entry's static imports.
- Everything else loads on demand, each the first time it is needed: the dialog's and frame's views, the backend
  client, the DOM gates, Google consent mode, vendor signals, policies, GPP's section API, the request blocker.

## Bytes

\`npm run build && npm run size\` (gzip -9 of each built file; the budgets fail CI when exceeded):

| artifact | bytes gzip | budget |
|---|---|---|
${sizes.join('\n')}

## Beside other consent managers

${
  bench
    ? `\`${bench.command}\`${bench.times ?? ''} of ${bench.date} (load average ${bench.loadavg
        .map((value) => value.toFixed(1))
        .join(' / ')} on 2 shared cores): medians in ms, (min–max) over the runs; bytes in KB gzip. Compare pages of
one run only (absolute times are noisy; ratios are what count).

${goalTable}| page | profile | runs | first visit: banner visible | first: TBT | first: KB | returning: gated script ran at | returning: longest task | returning: TBT | returning: KB |
|---|---|---|---|---|---|---|---|---|---|
${benchRows.join('\n')}`
    : 'No saved bench run in docs/bench/.'
}

## How to measure

\`\`\`sh
npm run build && npm run size
node ../shared/bench/build-anchors.mjs ours --project .   # also ours-ssr, ours-esm
node ../shared/bench/run.mjs ours ours-ssr ours-esm cookieconsent-v3 c15t-v1 minimal blank --runs 5
node scripts/gen-performance-doc.mjs --bench ../shared/bench/results/<run>/runs.json   # several: one summary
\`\`\`

What a returning visit executes, on the bench's \`ours\` page (after \`build-anchors.mjs ours\`):
- \`node scripts/perf/returning-coverage.mjs\`: the core's bytes that run and that do not, per source file (V8 block
  coverage through the source map). On 2026-11-28, 22.4 KB of the core's 51.4 KB (raw) ran; the largest parts
  that did not: the decision actions (\`manager-decisions.ts\`), the request blocker's first layer (off on a page
  with \`scripts\`), reconfiguration, GPP's stub, the granting triggers, the option checks of options not given.
- \`node scripts/perf/returning-profile.mjs [page]\`: self time per function at 4× CPU, the core's functions named by
  their source position (profile saved for DevTools).
- Where start-up's time goes (2026-11-29, 4× CPU, \`node scripts/perf/returning-frames.mjs\`: the long animation
  frames with the scripts that ran in them): the drop-in's script in the parser's task 16–26 ms (the options'
  check and one look at storage), the manager's creation in the next task 13–27 ms (storage and the cookie mirror,
  the store, the features), the managed scripts' insertion 5–11 ms: no long task in 6 of 6 visits. Before, the
  same work was one task of the parser's, 50–123 ms in 12 of 15 visits (\`returning-ab.mjs\`). The cookie mirror is
  still read at creation (a newer decision from a sibling subdomain wins at once).
- \`node scripts/perf/returning-ab.mjs A.js B.js [C.js ...] [rounds]\`: builds of the core, interleaved, returning
  visit at 4× CPU: when the gated script ran and the longest tasks.
- \`node scripts/perf/returning-timeline.mjs [page ...] [rounds] [--each]\`: when each page's gated script is
  requested, arrives and runs, beside DOMContentLoaded, \`load\` and the frames (as the bench's returning visit, without
  the HTTP cache). On 2026-11-29 (8 rounds): ours requested it at 236 ms, after \`load\` (180), and it ran at 261;
  vanilla-cookieconsent requested it at 174, before its DOMContentLoaded, and it ran at 219. Our drop-in's second
  task (the manager, then the scripts) comes after \`load\` and often after a frame; creating the manager in the
  parser's task instead (tried) made that task long, and the script ran no sooner: its response waits for the
  page's frames either way.

Read every ratio over at least three runs and report ranges: on this machine the 4× CPU ratios move by about 0.3
between runs. \`npm run bench:customize\` measures Customize.
`;
writeFileSync('docs/performance.md', doc);
