/**
 * Imports an optional peer dependency when consentStats() first needs it. The name is a variable and the bundler
 * hints keep an app's bundler from resolving it, so consent-elements/server stays importable (renderConsentBanner,
 * parseConsentCookie) on edge runtimes and in apps that installed none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the package's exports, typed where they are used
export async function loadOptional(name: string, purpose: string): Promise<any> {
  try {
    return await import(/* webpackIgnore: true */ /* @vite-ignore */ name);
  } catch (error) {
    const missing = (error as { code?: string })?.code === 'ERR_MODULE_NOT_FOUND' && String(error).includes(name);
    if (!missing) throw error;
    throw new Error(`consentStats() needs the package "${name}" ${purpose}: npm install ${name}`, { cause: error });
  }
}
