// The package's ESM entries: one rollup input, one `dist/<name>.js`, one `dist/<name>.d.ts` and one `exports` key each
// (`./<name>`, `.` for index). `typings` are declaration files of dist/types/ that the entry's `.d.ts` pulls in:
// the React entry (`{ name: 'react', source: 'src/react-api/index.ts', typings: ['./types/react.js'] }`) brings the
// JSX typings of the tags. scripts/check-package.mjs holds package.json to this list.
export const ENTRIES = [
  { name: 'index', source: 'src/index.ts' },
  { name: 'define', source: 'elements/define.ts' },
];
