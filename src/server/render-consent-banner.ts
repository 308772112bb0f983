import { resolveConfig } from '../core/config';
import { PAINTED_LANGUAGE_ATTRIBUTE } from '../core/language-controller';
import { uiOptions } from '../core/consent-state';
import { ConsentConfigError } from '../core/errors';
import { decisionCounts } from '../core/compliance/revision';
import { languageTag, describe } from '../core/validate';
import { BUILT_IN_LANGUAGES, chooseLanguage, primarySubtag, textDirection } from '../i18n/languages';
import { mergeTranslations } from '../i18n/merge-translations';
import { asOptOutNotice } from '../i18n/opt-out-notice';
import type { Translations } from '../i18n/translation-types';
import { bannerSheets } from '../ui/banner.styles';
import { functionalSheet, themeSheet } from '../ui/theme.styles';
import { SHELL_ATTRIBUTE } from '../ui/handoff';
import { rootAttributes } from '../ui/root-attributes';
import { bannerMarkup } from '../ui/banner/banner-markup';
import { bannerOptions } from '../ui/banner/banner-options';
import { PAINTED_ATTRIBUTE, SHOWN_RULE } from '../ui/banner/painted-banner';
import { h } from '../ui/element-tree';
import { escapeHtml, toHtml } from '../ui/element-html';
import type { ConsentOptions } from '../core/options';
import { acceptedLanguages } from './accept-language';
import { bannerPolicy, type VisitorLocation } from './banner-model';
import { LOCALES } from './locales';
import { parseConsentCookie } from './parse-consent-cookie';
import { paintedScript } from './painted-script';

/** What `renderConsentBanner` is given about the request and the site (CONTRACT.md "Banner at first paint"). */
export interface RenderConsentBannerInput {
  /** The request's `Cookie` header: a decision that counts there means no banner (`''`). */
  cookie?: string | null;
  /** The request's `Accept-Language` header. */
  acceptLanguage?: string | null;
  /** Forces the language (wins over the `language` option and the header). */
  language?: string;
  /** Where the visitor is (a server or CDN header), for the `policies` option; default: the `location` option. */
  location?: VisitorLocation;
  /** The same options as `configure()`, validated the same way (ConsentConfigError). */
  options?: ConsentOptions;
  /** The CSP nonce of this response, given to the `<style>` and `<script>` (default: the `nonce` option). */
  nonce?: string;
}

/**
 * The `<consent-banner>` element with a declarative shadow root holding the banner's markup and styles, as the
 * element renders them itself (src/ui/banner/banner-markup.ts, the same sheets), in the visitor's language,
 * followed by its small inline script (painted-script.ts); the browser paints it before any script runs, and the
 * drop-in or `define` adopt it. `''` when no banner is needed. With the `policies` option, the policy of `location`
 * (banner-model.ts) decides: nothing for `none`, the opt-out notice as the element renders it under `opt-out`.
 * Synchronous and DOM-free: Node and edge runtimes.
 */
export function renderConsentBanner(input: RenderConsentBannerInput = {}): string {
  const { cookie, acceptLanguage, language, location, options, nonce } = checkInput(input);
  const config = resolveConfig(options ?? {});
  const policy = bannerPolicy(config, location);
  if (policy?.model === 'none') return '';
  // Under policies, a decision counts only if made under the policy painted (the store reads it so too).
  const counts = { ...config, policyId: policy?.id };
  const decision = config.cookie && typeof cookie === 'string' ? parseConsentCookie(cookie, config.cookie.name) : null;
  const record = decision && { ...decision, revision: decision.revision ?? undefined, services: undefined };
  if (record && decisionCounts(record, counts, Date.now())) {
    return '';
  }

  const chosen = chooseLanguage({
    forced: language ?? config.language,
    browser: acceptedLanguages(acceptLanguage),
    available: [...BUILT_IN_LANGUAGES, ...Object.keys(config.translations)],
    defaultLanguage: config.defaultLanguage,
    disableAutoLanguageSwitch: config.disableAutoLanguageSwitch,
  });
  const ui = uiOptions(config, policy);
  const banner = bannerOptions(() => undefined, ui);
  const root = h(
    'div',
    {
      ...rootAttributes(config.colorScheme === 'dark' ? 'dark' : 'light', banner.animate, {
        dir: textDirection(chosen),
        language: chosen,
      }),
      ...(Object.keys(ui.theme).length
        ? {
            style: Object.entries(ui.theme)
              .map(([property, value]) => `${property}: ${value};`)
              .join(' '),
          }
        : {}),
    },
    ...bannerMarkup(strings(chosen, config.translations, ui.notice), ui.legalLinks, banner, true),
  );

  // A language the server was told is kept by the page's store too (src/core/language-controller.ts).
  const kept = (language ?? config.language) ? ` ${PAINTED_LANGUAGE_ATTRIBUTE}="${escapeHtml(chosen)}"` : '';
  const sheets = banner.noStyle ? [functionalSheet] : [functionalSheet, themeSheet, ...bannerSheets];
  const nonceAttribute = (nonce ?? config.nonce) ? ` nonce="${escapeHtml((nonce ?? config.nonce)!)}"` : '';
  const css = [SHOWN_RULE, ...sheets.map((sheet) => sheet.css)].join('\n').replace(/<\//g, '<\\/');
  return (
    `<consent-banner ${SHELL_ATTRIBUTE} ${PAINTED_ATTRIBUTE}${kept}><template shadowrootmode="open">` +
    `<style${nonceAttribute}>${css}</style>` +
    `${toHtml(root)}</template></consent-banner>` +
    `<script${nonceAttribute}>${paintedScript(config, policy)}</script>`
  );
}

/**
 * The strings as the language controller layers them (no backend here): English, built-in, the site's own; the
 * opt-out notice's wording.
 */
function strings(language: string, own: Record<string, object>, notice: boolean): Translations {
  const key = primarySubtag(language);
  const builtIn = (LOCALES as Partial<Record<string, Translations>>)[key] ?? null;
  const exact = language !== key ? (own[language] ?? null) : null;
  const merged = mergeTranslations(LOCALES.en, builtIn, own[key] ?? null, exact);
  return notice ? asOptOutNotice(merged) : merged;
}

function checkInput(input: unknown): RenderConsentBannerInput {
  if (!input || typeof input !== 'object') {
    throw new ConsentConfigError('input', `expected an object, got ${describe(input)}`);
  }
  const { cookie, acceptLanguage, language, location, nonce } = input as Record<string, unknown>;
  for (const [field, value] of Object.entries({ cookie, acceptLanguage, nonce })) {
    if (value != null && typeof value !== 'string') {
      throw new ConsentConfigError(field, `expected a string, got ${describe(value)}`);
    }
  }
  if (language !== undefined) languageTag('language', language);
  const place = location as Partial<VisitorLocation> | undefined;
  if (
    place !== undefined &&
    (typeof place?.countryCode !== 'string' || (place.regionCode !== undefined && typeof place.regionCode !== 'string'))
  ) {
    throw new ConsentConfigError('location', `expected { countryCode, regionCode? }, got ${describe(location)}`);
  }
  return input as RenderConsentBannerInput;
}
