/**
 * Each category's name as the dialog shows it in English (`consentTypes.<category>.title`), from the strings the
 * build writes for the scan; the ids themselves when the build is missing.
 * @returns {Promise<Record<string, string>>}
 */
export async function categoryTitles() {
  try {
    const built = '../dist/scan/en.js'; // not a literal: a checkout without a build still type-checks
    /** @type {{ consentTypes: Record<string, { title: string }> }} */
    const en = (await import(built)).default;
    return Object.fromEntries(Object.entries(en.consentTypes).map(([name, { title }]) => [name, title]));
  } catch {
    return {};
  }
}
