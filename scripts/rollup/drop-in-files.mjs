// How the drop-in's files find each other. The package ships them in dist/cdn/, a folder to copy whole: only its
// entry, consent-elements.js, has a stable name; every file the entry loads is named after its content
// (`i18n-<hash>.js`), so hosts may cache those forever and an entry never meets a file of another build.
// `DROP_IN_LAYOUT=flat` (the test run, scripts/test.mjs) writes them into dist/ under their plain names, which the
// tests look for.
import path from 'node:path';

/** A source's output name: `src/i18n/i18n.ts` -> `i18n.js`. */
export const outputName = (source) => `${path.basename(source).replace(/\.[cm]?[jt]sx?$/, '')}.js`;

/** @param {{ root: string, flat: boolean }} options */
export function dropInFiles({ root, flat }) {
  const dir = flat ? path.join(root, 'dist') : path.join(root, 'dist/cdn');
  const at = (source) => path.join(root, source);
  /**
   * The files by their plain names, as written ('i18n.js' -> 'i18n-<hash>.js'). The rollup CLI runs the builds one
   * after another in the order of the config's list, so a file is written before those loading it.
   */
  const written = new Map();
  return {
    dir,
    flat,
    /** A file name pattern of rollup's, content-hashed unless flat: '[name].js' -> '[name]-[hash].js'. */
    named: (pattern) => (flat ? pattern : pattern.replace(/\.js$/, '-[hash].js')),
    /** Plugin: notes the name each entry was written under. */
    record: () => ({
      name: 'record-names',
      generateBundle(options, bundle) {
        for (const chunk of Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry)) {
          const plain = path.relative(dir, path.join(options.dir, `${chunk.name}.js`));
          written.set(plain, path.relative(dir, path.join(options.dir, chunk.fileName)));
        }
      },
    }),
    /** output.paths of a file written in `outDir`: its import of a drop-in file, under the name that was written. */
    pathsFrom: (outDir) => (id) => {
      if (!id.startsWith(`${dir}${path.sep}`)) return id;
      const plain = path.relative(dir, id);
      const file = written.get(plain);
      if (!file && !flat) throw new Error(`rollup.config.mjs: ${plain} is loaded before it is built`);
      return `./${path
        .relative(outDir, path.join(dir, file ?? plain))
        .split(path.sep)
        .join('/')}`;
    },
    /** Plugin: the sources in `loads` stay files of their own (imported as `./<name>.js`). */
    split: ({ loads }) => {
      const external = new Set(loads.map(at));
      return {
        name: 'drop-in-split',
        async resolveId(source, importer) {
          if (!importer) return null;
          const resolved = await this.resolve(source, importer, { skipSelf: true });
          if (!resolved) return null;
          if (external.has(resolved.id)) return { id: path.join(dir, outputName(resolved.id)), external: true };
          return null;
        },
      };
    },
  };
}
