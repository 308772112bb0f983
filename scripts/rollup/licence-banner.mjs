// One line on top of every shipped script naming the package, its version and licence, which minifiers would strip
// if it were in the source. The source map is shifted by the added line. List it before compileHints, whose hint must
// stay the first line.
import { readFileSync } from 'node:fs';

const { name, version, license } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
export const LICENCE_BANNER = `/*! ${name} ${version} | ${license} */\n`;

export function licenceBanner() {
  return {
    name: 'licence-banner',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = LICENCE_BANNER + file.code;
        const map = bundle[`${file.fileName}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source));
          json.mappings = `;${json.mappings}`;
          map.source = JSON.stringify(json);
        }
      }
    },
  };
}
