// Analyzer plugin: the manifest describes the package as shipped. The element classes live in one module,
// dist/define.js (the source files elements/*.ts are not in the tarball), which exports each class and defines
// each tag; every element lists the theme's shared `--consent-*` properties beside its own.

/** The shared custom properties (CONTRACT.md "Styling"), their defaults in the light scheme. */
export const SHARED_CSS_PROPERTIES = [
  ['--consent-font', 'Font family.', 'system-ui, sans-serif'],
  ['--consent-bg', 'Background colour.', '#ffffff'],
  ['--consent-fg', 'Text colour.', '#18181b'],
  ['--consent-muted', 'Secondary text colour.', '#52525b'],
  ['--consent-accent', 'Primary button and switch colour.', '#1d4ed8'],
  ['--consent-accent-fg', 'Text on the accent colour.', '#ffffff'],
  ['--consent-border', 'Border colour.', '#d4d4d8'],
  ['--consent-radius', 'Corner radius.', '12px'],
  ['--consent-shadow', 'Box shadow of the banner and dialog.', '0 12px 32px rgb(0 0 0 / 0.14)'],
  ['--consent-z-index', 'Stacking order.', '999999998'],
  ['--consent-banner-max-width', 'Maximum width of the banner.', '440px'],
  ['--consent-dialog-max-width', 'Maximum width of the dialog.', '28rem'],
  ['--consent-animation-duration', 'Duration of fades.', '200ms'],
].map(([name, description, defaultValue]) => ({ name, description, default: defaultValue }));

export function shipManifest({ module }) {
  return {
    name: 'consent-elements-ship-manifest',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const declarations = manifest.modules.flatMap((entry) => entry.declarations ?? []).filter((item) => item.tagName);
      for (const declaration of declarations) {
        const own = declaration.cssProperties ?? [];
        const shared = SHARED_CSS_PROPERTIES.filter((property) => !own.some((mine) => mine.name === property.name));
        declaration.cssProperties = [...own, ...shared];
      }
      manifest.modules = [{
        kind: 'javascript-module',
        path: module,
        declarations,
        exports: declarations.flatMap(({ name, tagName }) => [
          { kind: 'js', name, declaration: { name, module } },
          { kind: 'custom-element-definition', name: tagName, declaration: { name, module } },
        ]),
      }];
    },
  };
}
