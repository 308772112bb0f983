// The returning visit's long animation frames at 4x CPU, each with the scripts that ran in it (LoAF attribution: the
// drop-in's script, its yielded continuations), and the long tasks: which part of the start-up a long task is.
// Run from the project root, after build-anchors ours: node scripts/perf/returning-frames.mjs [core.js] [rounds]
import fs from 'node:fs';
import { returningVisit, startReturningBench } from './returning-page.mjs';
const args = process.argv.slice(2);
const file = args.find((arg) => !/^\d+$/.test(arg));
const rounds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const { url, browser, close } = await startReturningBench();
const observe = () => {
  window.__frames = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__frames.push({
        at: Math.round(entry.startTime),
        duration: Math.round(entry.duration),
        scripts: entry.scripts.map((script) => `${script.invoker.split('/').pop()} ${Math.round(script.duration)}`),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
};
for (let round = 0; round < rounds; round++) {
  const { frames, longTasks } = await returningVisit(browser, url, {
    core: file && fs.readFileSync(file),
    init: observe,
    read: () => ({ frames: window.__frames, longTasks: window.__longTasks }),
  });
  console.log(`round ${round + 1}: long tasks [${longTasks.join(', ')}] ms`);
  for (const frame of frames.filter((each) => each.scripts.length)) {
    console.log(`  frame at ${frame.at} ms, ${frame.duration} ms: ${frame.scripts.join(' | ')}`);
  }
}
await close();
