// The package's ESM entries: one rollup input, one `dist/<name>.js`, one `dist/<name>.d.ts` and one `exports` key each
// (`./<name>`, `.` for index). `typings` are declaration files of dist/types/ that the entry's `.d.ts` pulls in
// (the JSX typings of the tags come with `consent-elements/react`). scripts/check-package.mjs holds package.json to it.
export const ENTRIES = [
  { name: 'index', source: 'src/index.ts' },
  { name: 'define', source: 'elements/define.ts' },
];
