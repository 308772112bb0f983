// The demo pages share their long identical parts (the article, the header's theme toggle) through partials:
// a line `<!-- include: partials/x.html -->` in a page is replaced by that file, indented as the comment was, so
// the page the browser gets is the one that was written out by hand before. Partials do not include others.
import path from 'node:path';
import { readFile } from 'node:fs/promises';

const INCLUDE = /^([ \t]*)<!-- include: (partials\/[\w-]+\.html) -->$/gm;

/**
 * @param {string} html a demo page
 * @param {string} root the demo folder, which the include paths are relative to
 * @returns {Promise<string>} the page with every include replaced by its partial
 */
export async function expandIncludes(html, root) {
  const names = [...new Set([...html.matchAll(INCLUDE)].map((match) => match[2]))];
  const partials = new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(root, name), 'utf8')])),
  );
  return html.replace(INCLUDE, (_, indent, name) =>
    partials
      .get(name)
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => (line ? indent + line : line))
      .join('\n'),
  );
}
