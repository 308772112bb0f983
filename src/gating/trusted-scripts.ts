/** Our Trusted Types policy's name: a page enforcing Trusted Types allows it with `trusted-types consent-elements`. */
const POLICY_NAME = 'consent-elements';

/** Sets an inserted script's `src` or text; throws an Error saying what the page's CSP must allow when it cannot. */
export type ScriptWriter = (script: HTMLScriptElement, source: { src?: string; text?: string }) => void;

interface Policy {
  createScript(text: string): unknown;
  createScriptURL(url: string): unknown;
}
type Rules = { createScript(text: string): string; createScriptURL(url: string): string };
type TrustedTypesWindow = typeof globalThis & { trustedTypes?: { createPolicy(name: string, rules: Rules): Policy } };

let policy: Policy | undefined;

/**
 * Our policy, created the first time a script needs it. It passes the site's own scripts through unchanged: the
 * `scripts` option and the page's parked scripts are what the site asked to run. Kept in this module, never on a
 * global, so no other code can use it. Undefined without Trusted Types, or when the page's CSP refuses the policy:
 * plain strings then go through the page's default policy, if it has one. A refusal is asked again next time.
 */
function trusted(): Policy | undefined {
  const types = (globalThis as TrustedTypesWindow).trustedTypes;
  if (policy || !types) return policy;
  try {
    policy = types.createPolicy(POLICY_NAME, { createScript: (text) => text, createScriptURL: (url) => url });
  } catch {
    // refused by the page's `trusted-types` directive: the assignment below says so if it matters
  }
  return policy;
}

/**
 * Writes a script through the `consent-elements` policy. The drop-in creates one writer (in its core) and hands it to
 * its on-demand chunks: a second copy would ask for the policy again, which CSP refuses without 'allow-duplicates'.
 */
export const writeScript: ScriptWriter = (script, { src, text }) => {
  const types = trusted();
  try {
    if (src !== undefined) script.src = (types?.createScriptURL(src) ?? src) as string;
    if (text !== undefined) script.text = (types?.createScript(text) ?? text) as string;
  } catch (cause) {
    throw new Error(
      `Trusted Types refused a script: allow our policy with "trusted-types ${POLICY_NAME}" in the page's ` +
        'Content-Security-Policy (the script is tried again on the next consent change)',
      { cause },
    );
  }
};
