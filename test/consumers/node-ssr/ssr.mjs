// A server (Node, no DOM) importing every JavaScript entry the package exports, as an SSR build does; prints each
// entry's export names as JSON. An entry that throws on import makes this script fail.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./node_modules/consent-elements/package.json', import.meta.url), 'utf8'));
const target = (value) => (typeof value === 'string' ? value : (value.default ?? value.import));
const entries = Object.entries(pkg.exports).filter(([, value]) => target(value)?.endsWith('.js'));
const loaded = {};
for (const [key] of entries) {
  const specifier = key === '.' ? 'consent-elements' : `consent-elements/${key.slice(2)}`;
  loaded[key] = Object.keys(await import(specifier)).sort();
}
await new Promise((resolve) => setTimeout(resolve, 50)); // an entry's deferred start must not throw either
console.log(JSON.stringify(loaded));
