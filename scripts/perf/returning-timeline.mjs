// When a returning visit's gated script is requested, arrives and runs, beside the page's own milestones, on bench
// pages at 4x CPU without the HTTP cache, as the bench's returning visit (run from the project root, after
// build-anchors ours):
// node scripts/perf/returning-timeline.mjs [page ...] [rounds]   (default: ours cookieconsent-v3, 8 rounds)
// Pages are visited in turn, round after round. Per page, the medians; with --each, every visit's events in order.
import { returningVisit, startReturningBench } from './returning-page.mjs';

const args = process.argv.slice(2);
const each = args.includes('--each');
const pages = args.filter((arg) => !/^(\d+|--each)$/.test(arg));
if (!pages.length) pages.push('ours', 'cookieconsent-v3');
const rounds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 8);

/** In the page, before anything else: the milestones as [name, ms since navigation]. */
const init = () => {
  const events = (window.__timeline = []);
  const record = (name, time = performance.now()) => events.push([name, time]);
  const queue = (window.__benchGated = window.__benchGated || []);
  const push = queue.push;
  queue.push = function (...items) {
    record('gated ran');
    return push.apply(this, items);
  };
  document.addEventListener('DOMContentLoaded', () => record('DOMContentLoaded'));
  addEventListener('load', () => record('load'));
  let frames = 0;
  const frame = () => (record('frame'), ++frames < 12 && requestAnimationFrame(frame));
  requestAnimationFrame(frame);
  const observe = (type, each) => new PerformanceObserver((list) => list.getEntries().forEach(each));
  observe('longtask', (task) => record(`long task ${Math.round(task.duration)} ms`, task.startTime)).observe({
    type: 'longtask',
    buffered: true,
  });
  observe('resource', (entry) => {
    if (!entry.name.includes('/gated.js')) return;
    record('gated requested', entry.startTime);
    record('gated arrived', entry.responseEnd);
  }).observe({ type: 'resource', buffered: true });
};
const read = () => window.__timeline.sort((a, b) => a[1] - b[1]);

const { url, browser, close } = await startReturningBench();
const visits = Object.fromEntries(pages.map((page) => [page, []]));
for (let round = 0; round < rounds; round++) {
  for (const page of pages) visits[page].push(await returningVisit(browser, url, { page, init, read, uncached: true }));
}
await close();

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) / 2)]) : '-';
};
const at = (events, name) => events.find(([event]) => event === name)?.[1];
for (const page of pages) {
  const list = visits[page];
  const of = (name) => median(list.map((events) => at(events, name)));
  const wait = median(list.map((events) => at(events, 'gated ran') - at(events, 'gated requested')));
  const long = list.filter((events) => events.some(([name]) => name.startsWith('long task'))).length;
  console.log(
    `${page}: DOMContentLoaded ${of('DOMContentLoaded')}, load ${of('load')}, gated script requested ` +
      `${of('gated requested')}, arrived ${of('gated arrived')}, ran ${of('gated ran')} ms (${wait} ms after its ` +
      `request); a long task in ${long} of ${list.length} visits`,
  );
  if (each) for (const events of list) console.log('  ' + events.map(([n, t]) => `${n}@${Math.round(t)}`).join(' '));
}
