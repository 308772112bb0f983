#!/usr/bin/env node
// `npx consent-elements <command> …`: each command is its own module, bin/commands/<command>.mjs, exporting
// `run(args, io) → Promise<exit code>` and `summary` (one line for the help). Adding a command is adding its file.
import { readdirSync } from 'node:fs';

const [name, ...args] = process.argv.slice(2);
const io = { stdout: process.stdout, stderr: process.stderr };
const commands = () =>
  readdirSync(new URL('./commands/', import.meta.url))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.slice(0, -4))
    .sort();

if (!name || name === '--help' || name === '-h' || !/^[a-z][a-z-]*$/.test(name) || !commands().includes(name)) {
  const lines = await Promise.all(
    commands().map(
      async (command) => `  ${command.padEnd(14)}${(await import(`./commands/${command}.mjs`)).summary ?? ''}`,
    ),
  );
  const unknown = name && !['--help', '-h'].includes(name) ? `Unknown command: ${name}\n\n` : '';
  (unknown ? io.stderr : io.stdout).write(
    `${unknown}Usage: consent-elements <command> [options]\n\n${lines.join('\n')}\n`,
  );
  process.exit(unknown ? 2 : 0);
}
const { run } = await import(`./commands/${name}.mjs`);
process.exitCode = await run(args, io);
