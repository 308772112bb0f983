// `consent-elements banner-html [--config FILE.json] [--lang xx]`: the banner painted at first paint, for a static
// site (no server per request): stdout has the <consent-banner> with its declarative shadow root and its inline
// script (renderConsentBanner, consent-elements/server); stderr has that script's CSP hash, for `script-src`.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

export const summary = 'print the banner painted before any script runs (HTML on stdout, CSP hash on stderr)';

const USAGE = `Usage: consent-elements banner-html [--config FILE.json] [--lang xx]

  --config FILE.json  the options, as given to configure() or the #consent-config script
  --lang xx           the banner's language (default: the options' language, else English)

Paste stdout into the page's <body> before the drop-in's <script>; allow the inline script with the hash printed on
stderr (Content-Security-Policy: script-src 'sha256-…').
With the \`policies\` option, it paints for the options' \`location\`, else for the fallback policy (nothing for a
'none' policy, the "Your Privacy Choices" notice for 'opt-out').
`;

/**
 * The CSP source of an inline script's text: `'sha256-<base64>'`.
 * @param {string} text
 */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** @typedef {{ help?: boolean, config?: string, lang?: string }} Flags */

/**
 * @param {string[]} args
 * @returns {Flags}
 */
function parse(args) {
  /** @type {Record<string, string>} */
  const flags = {};
  for (let index = 0; index < args.length; index++) {
    const [flag, inline] = args[index].split(/=(.*)/s);
    if (flag === '--help' || flag === '-h') return { help: true };
    if (flag !== '--config' && flag !== '--lang') throw new Error(`unknown option ${flag}`);
    const value = inline ?? args[++index];
    if (!value) throw new Error(`${flag} needs a value`);
    flags[flag.slice(2)] = value;
  }
  return flags;
}

/**
 * @param {string[]} args the arguments after `banner-html`
 * @param {{ stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream }} io
 * @returns {Promise<0 | 2>}
 */
export async function run(args, { stdout, stderr }) {
  /** @type {Flags} */
  let flags;
  let options = {};
  try {
    flags = parse(args);
    if (flags.help) {
      stdout.write(USAGE);
      return 0;
    }
    if (flags.config) options = JSON.parse(await readFile(flags.config, 'utf8'));
  } catch (error) {
    stderr.write(`consent-elements banner-html: ${/** @type {Error} */ (error).message}\n\n${USAGE}`);
    return 2;
  }
  let html;
  try {
    // The built entry (the package's own `consent-elements/server`), typed by its declarations, not checked as JS here.
    /** @type {{ renderConsentBanner: (input: object) => string }} */
    const { renderConsentBanner } = await import(new URL('../../dist/server.js', import.meta.url).href);
    html = renderConsentBanner({ options, language: flags.lang });
  } catch (error) {
    stderr.write(`consent-elements banner-html: ${/** @type {Error} */ (error).message}\n`);
    return 2;
  }
  const script = /<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
  stdout.write(`${html}\n`);
  if (script) stderr.write(`${cspHash(script)}\n`);
  return 0;
}
