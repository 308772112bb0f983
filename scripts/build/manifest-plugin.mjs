// Analyzer plugin: the manifest describes the package as shipped. The element classes live in one module,
// dist/define.js (the source files elements/*.ts are not in the tarball), which exports each class and defines
// each tag; every element lists the theme's shared `--consent-*` properties beside its own.
import { themeTokens } from './theme-tokens.mjs';

/** The shared custom properties (CONTRACT.md "Styling"), their defaults in the light scheme. */
const { THEME_TOKENS, THEME_TOKEN_DESCRIPTIONS } = await themeTokens();
export const SHARED_CSS_PROPERTIES = Object.entries(THEME_TOKENS).map(([name, [light]]) => ({
  name: `--consent-${name}`,
  description: THEME_TOKEN_DESCRIPTIONS[name],
  default: light,
}));

/** Each attribute's value when it is absent (the banner's and dialog's follow the options, whose defaults these are). */
const ATTRIBUTE_DEFAULTS = {
  variant: "'dialog'",
  'trap-focus': 'true',
  'scroll-lock': 'false',
  'disable-animation': 'false',
  'no-style': 'false',
};
/** Attributes the library sets, for CSS: documented on the element, not offered as a prop to set. */
const READ_ONLY = { granted: 'while its category is granted' };
const camelCase = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/**
 * The element's attributes as the class has them: each is also a property under its camelCase name (reflecting the
 * attribute's text; a boolean one is also a boolean property under its own name), with its default.
 */
function describeAttributes(declaration) {
  const readOnly = (declaration.attributes ?? []).filter((attribute) => attribute.name in READ_ONLY);
  const attributes = (declaration.attributes ?? []).filter((attribute) => !(attribute.name in READ_ONLY));
  for (const attribute of attributes) {
    attribute.fieldName = camelCase(attribute.name);
    if (attribute.name in ATTRIBUTE_DEFAULTS) attribute.default = ATTRIBUTE_DEFAULTS[attribute.name];
  }
  declaration.attributes = attributes;
  declaration.members = attributes.map(({ name, fieldName, description, type, default: value }) => ({
    kind: 'field',
    name: fieldName,
    privacy: 'public',
    attribute: name,
    reflects: true,
    description,
    type: type?.text === 'boolean' ? { text: 'string | undefined' } : type,
    ...(value === undefined ? {} : { default: value }),
  }));
  const notes = readOnly.map(
    ({ name }) =>
      `The library sets the \`${name}\` attribute ${READ_ONLY[name]} (read-only; ` +
      `for CSS: \`${declaration.tagName}[${name}]\`).`,
  );
  if (notes.length) declaration.description = [declaration.description, ...notes].join(' ');
  // The class extends what r2wc builds from HTMLElement, not a class of its own that users can name.
  declaration.superclass = { name: 'HTMLElement', package: 'global:' };
}

export function shipManifest({ module }) {
  return {
    name: 'consent-elements-ship-manifest',
    packageLinkPhase({ customElementsManifest: manifest }) {
      const declarations = manifest.modules.flatMap((entry) => entry.declarations ?? []).filter((item) => item.tagName);
      for (const declaration of declarations) {
        const own = declaration.cssProperties ?? [];
        const shared = SHARED_CSS_PROPERTIES.filter((property) => !own.some((mine) => mine.name === property.name));
        declaration.cssProperties = [...own, ...shared];
        describeAttributes(declaration);
      }
      manifest.readme = 'README.md';
      manifest.modules = [
        {
          kind: 'javascript-module',
          path: module,
          declarations,
          exports: declarations.flatMap(({ name, tagName }) => [
            { kind: 'js', name, declaration: { name, module } },
            { kind: 'custom-element-definition', name: tagName, declaration: { name, module } },
          ]),
        },
      ];
    },
  };
}
