// The package's ESM entries: one `dist/<name>.js`, one `dist/<name>.d.ts` and one `exports` key each (`./<name>`,
// `.` for index). They share chunks (one rollup input each) unless `standalone` (built alone by its own rollup config:
// the server entry, self-contained for Node and edge runtimes). `typings` are declaration files of dist/types/ that
// the entry's `.d.ts` pulls in: the React entry (`{ name: 'react', source: 'src/react-api/index.ts', typings:
// ['./types/react.js'] }`) brings the JSX typings of the tags. scripts/check-package.mjs holds package.json to it.
export const ENTRIES = [
  { name: 'index', source: 'src/index.ts' },
  { name: 'define', source: 'src/entries/define.ts' },
  // The tags' classes (HTMLElementTagNameMap, which the JSX typings index) come with define's declarations.
  { name: 'react', source: 'src/react-api/index.ts', typings: ['./types/react.js', './define.js'] },
  { name: 'server', source: 'src/server/index.ts', standalone: true },
];
