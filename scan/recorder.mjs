import { hostOf, isFirstParty, parseCookieWrite } from './site.mjs';
import { scriptFromStack } from './instrument.mjs';

/**
 * What set something: a response's `Set-Cookie` header, or a script (its URL and line; `inline` when it is part of
 * the page's HTML).
 * @typedef {{ kind: 'header', url: string } | { kind: 'script', url: string, line: number, inline: boolean }
 *   | { kind: 'unknown' }} Source
 */

/**
 * @typedef {object} Write one cookie or storage write, in the order the scan learnt of it
 * @property {'cookie' | 'localStorage' | 'sessionStorage'} type
 * @property {string} name
 * @property {string} domain the cookie's domain, or the document's host for storage
 * @property {Source} source
 * @property {boolean} afterDecision
 */

/**
 * @typedef {object} ThirdPartyRequest
 * @property {string} url
 * @property {string} host
 * @property {string} resourceType
 * @property {string} [initiator] the script (or document) that made it, when Chromium knows
 * @property {boolean} afterDecision
 */

/**
 * Collects, for one fresh profile, every write and every request the scan can attribute.
 * @param {string} pageHost the scanned site's host: requests to another site are third party. `state.pageHost`
 *   changes it when the start page moved to another host (the final page is the first party)
 */
export function createRecorder(pageHost) {
  /** @type {Write[]} */
  const writes = [];
  /** @type {ThirdPartyRequest[]} */
  const requests = [];
  /** @type {{ url: string, afterDecision: boolean }[]} */
  const scripts = [];
  /** @type {Map<string, string>} request URL -> the script that asked for it */
  const initiators = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  const state = { decided: false, pageHost };
  /** @type {Set<string>} the scan's own navigations that answered with a redirect: not the page's requests */
  const redirects = new Set();

  return {
    state,
    writes,
    requests,
    scripts,
    /**
     * A report from the init script.
     * @param {string} frameUrl
     * @param {{ kind: Write['type'], text: string, stack: string }} report
     */
    fromPage(frameUrl, report) {
      const found = scriptFromStack(report.stack, frameUrl);
      /** @type {Source} */
      const source = found ? { kind: 'script', ...found } : { kind: 'unknown' };
      if (report.kind === 'cookie') {
        const written = parseCookieWrite(report.text, hostOf(frameUrl));
        if (written) writes.push({ type: 'cookie', ...written, source, afterDecision: state.decided });
      } else {
        const domain = hostOf(frameUrl);
        writes.push({ type: report.kind, name: report.text, domain, source, afterDecision: state.decided });
      }
    },
    /** @param {string} url @param {string} script */
    initiator(url, script) {
      if (script && !initiators.has(url)) initiators.set(url, script);
    },
    /** @param {import('playwright-core').Request} request */
    onRequest(request) {
      const url = request.url();
      if (!/^https?:/.test(url)) return;
      const afterDecision = state.decided;
      if (request.resourceType() === 'script') scripts.push({ url, afterDecision });
      const host = hostOf(url);
      // Which party is decided in flush(): the first party is known once the start page has stopped moving.
      requests.push({ url, host, resourceType: request.resourceType(), afterDecision, initiator: initiators.get(url) });
    },
    /** @param {import('playwright-core').Response} response */
    onResponse(response) {
      const afterDecision = state.decided;
      const url = response.url();
      pending.push(
        response.headersArray().then(
          (headers) => {
            for (const { name, value } of headers) {
              if (name.toLowerCase() !== 'set-cookie') continue;
              for (const line of value.split('\n')) {
                const written = parseCookieWrite(line, hostOf(url));
                if (written)
                  writes.push({ type: 'cookie', ...written, source: { kind: 'header', url }, afterDecision });
              }
            }
          },
          () => {},
        ),
      );
    },
    /** @param {string[]} urls the redirects the start page's navigation went through */
    navigatedThrough(urls) {
      for (const url of urls) redirects.add(url);
    },
    /** Waits for the headers still being read; keeps only the third-party requests the pages made. */
    async flush() {
      await Promise.all(pending.splice(0));
      const made = requests
        .splice(0)
        .filter((request) => !redirects.has(request.url) && !isFirstParty(request.host, state.pageHost));
      for (const request of made) request.initiator ??= initiators.get(request.url);
      requests.push(...made);
    },
  };
}
