// CI: no tracked .ts/.tsx/.mjs line under src/ and elements/ is longer than 120 characters (docs/ARCHITECTURE.md).
// Translation data in src/i18n/locales/ is exempt: a translator's string stays whole on its line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MAX_LENGTH = 120;
const SOURCE = /\.(ts|tsx|mjs)$/;
const EXEMPT = ['src/i18n/locales/'];

/** The tracked source files under the given folders, as paths relative to the root. */
function trackedFiles(root, roots) {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...roots], { cwd: root, encoding: 'utf8' });
  return listed.split('\0').filter((file) => SOURCE.test(file) && !EXEMPT.some((folder) => file.startsWith(folder)));
}

/** Every line over the limit, as { file, line, length }; length counts characters (code points), not bytes. */
export function checkLineLength({ root = repo, roots = ['src', 'elements'], max = MAX_LENGTH } = {}) {
  return trackedFiles(root, roots).flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split(/\r?\n/)
      .map((text, index) => ({ file, line: index + 1, length: [...text].length }))
      .filter(({ length }) => length > max),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const long = checkLineLength();
  for (const { file, line, length } of long) console.log(`check-line-length: ${file}:${line}: ${length} characters`);
  const summary = long.length ? `${long.length} line(s) over ${MAX_LENGTH} characters` : `lines ≤ ${MAX_LENGTH}`;
  console.log(`check-line-length: ${summary}`);
  process.exit(long.length ? 1 : 0);
}
