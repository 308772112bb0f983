// The drop-in UI build's files, three kinds and no shared chunk: what the banner's first paint uses (its markup,
// controller, styles, colour scheme, focus, scroll lock) is in banner-shell.js, which the UI chunk imports, so a
// first paint is one file and each module one instance for both; what several views loaded on demand share (the
// dialog and the frame) is in the UI chunk, loaded before them anyway; the rest of a view is in its own file, named
// after its source (`dialog.js`).

/** The modules `entry` imports statically, directly or not, itself included. */
function staticGraph(entry, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

/** rollup's manualChunks for one build: it reads that build's module graph on its first call. */
function placeModules({ ui, shell, uiName, shellName }) {
  let graphs;
  return (id, { getModuleInfo }) => {
    graphs ??= {
      shell: staticGraph(shell, getModuleInfo),
      ui: staticGraph(ui, getModuleInfo),
      views: [...staticGraph(ui, getModuleInfo)]
        .flatMap((module) => getModuleInfo(module)?.dynamicallyImportedIds ?? [])
        .map((view) => staticGraph(view, getModuleInfo)),
    };
    if (graphs.shell.has(id)) return shellName;
    if (id === ui) return uiName;
    const sharers = graphs.views.filter((view) => view.has(id)).length;
    return !graphs.ui.has(id) && sharers > 1 ? uiName : undefined;
  };
}

/**
 * Plugin: places the UI build's modules (above). Its manualChunks is made afresh for each output, so nothing of one
 * build's module graph is kept for the next (watch mode).
 * @param {{ ui: string, shell: string, uiName: string, shellName: string }} options absolute sources, chunk names
 */
export function uiChunks(options) {
  return {
    name: 'ui-chunks',
    outputOptions: (output) => ({ ...output, manualChunks: placeModules(options) }),
  };
}
