#!/usr/bin/env node
// `npx consent-elements <command> ...`: each command lives in bin/commands/<command>.mjs and exports `run(argv)`,
// which resolves to the exit status.
const COMMANDS = {
  scan: () => import('./commands/scan.mjs'),
};

const [name, ...argv] = process.argv.slice(2);
const load = Object.hasOwn(COMMANDS, name ?? '') ? COMMANDS[/** @type {keyof typeof COMMANDS} */ (name)] : undefined;
if (!load) {
  const known = Object.keys(COMMANDS).join(', ');
  const problem = name ? `Unknown command "${name}"` : 'No command given';
  console.error(`${problem}. Usage: consent-elements <command> (${known}) [--help]`);
  process.exit(2);
}
const { run } = await load();
process.exitCode = await run(argv);
