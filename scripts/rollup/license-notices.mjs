// Keeps the licence notices of the third-party code a bundle carries (React, React DOM, scheduler, r2wc): a `/*!`
// banner naming each package, its licence and copyright on every output file that bundles it (added after the
// minifiers, which strip comments), and the full licence texts in dist/THIRD-PARTY-LICENSES.txt.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const NOTICES_FILE = 'THIRD-PARTY-LICENSES.txt';

const packageOf = (id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];

function describe(root, name) {
  const dir = path.join(root, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const licenseFile = ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].map((file) => path.join(dir, file)).find(existsSync);
  // A package that ships no licence file (@iabgpp/cmpapi) is pointed at the standard text of its licence, which the
  // package ships once in LICENSES/ at its root (the cookie database's licence is the same text).
  const standard = `LICENSES/${manifest.license}.txt`;
  const text = licenseFile
    ? readFileSync(licenseFile, 'utf8')
    : existsSync(path.join(root, standard))
      ? `${manifest.license}: the licence's standard text is ${standard} at the root of the consent-elements package.\n`
      : undefined;
  const author = typeof manifest.author === 'string' ? manifest.author : manifest.author?.name;
  const repository = manifest.repository?.url?.replace(/^git\+/, '').replace(/\.git$/, '');
  const copyright =
    (licenseFile && text?.match(/^Copyright.*$/m)?.[0]) ??
    (author ? `Copyright (c) ${author}` : `see ${repository ?? manifest.homepage}`);
  return { name, version: manifest.version, license: manifest.license, copyright, text };
}

const MIT = (copyright) => `MIT License

${copyright}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation the
rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit
persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the
Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;

function notice(chunk, describeOnce, textsFile) {
  const names = [...new Set(chunk.moduleIds.map(packageOf).filter(Boolean))].sort();
  if (!names.length) return '';
  const line = (pkg) => ` * ${pkg.name} ${pkg.version} (${pkg.license}): ${pkg.copyright}`;
  const lines = names.map(describeOnce).map(line);
  const head = `/*! Bundled third-party code; full licence texts in ${textsFile} beside this file.`;
  return `${head}\n${lines.join('\n')}\n */\n`;
}

/**
 * Rollup plugin: the notice on each chunk that bundles third-party packages (after minification, with the source
 * map shifted by the lines added; list it before compileHints, whose hint must stay first), and the texts file
 * (`textsFile`: a build row of its own writes its own, so that the rows do not overwrite each other's).
 */
export function licenseNotices({ root, textsFile = NOTICES_FILE }) {
  const seen = new Map();
  const describeOnce = (name) => seen.get(name) ?? seen.set(name, describe(root, name)).get(name);
  return {
    name: 'license-notices',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const text = notice(file, describeOnce, textsFile);
        if (!text) continue;
        file.code = text + file.code;
        const map = bundle[`${file.fileName}.map`];
        if (map?.type !== 'asset') continue;
        const json = JSON.parse(String(map.source));
        json.mappings = ';'.repeat(text.split('\n').length - 1) + json.mappings;
        map.source = JSON.stringify(json);
      }
      if (!seen.size) return;
      const texts = [...seen.values()].map((pkg) => `${pkg.name} ${pkg.version}\n\n${pkg.text ?? MIT(pkg.copyright)}`);
      this.emitFile({ type: 'asset', fileName: textsFile, source: texts.join(`\n${'-'.repeat(72)}\n\n`) });
    },
  };
}
