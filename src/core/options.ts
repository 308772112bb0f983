import type { OPTIONS } from './config-schema';
import type { OptionsInput } from './schema';

/*
 * The public option types, read from the options' table (config-schema.ts), where each option's rule and doc
 * comment live: adding an option is one entry there.
 */

/** Everything `configure()` and the JSON config accept. */
export type ConsentOptions = OptionsInput<typeof OPTIONS>;

/** c15t's store options that we honour. They win over the top-level options of the same meaning. */
export type StoreOptions = NonNullable<ConsentOptions['store']>;

/** The `translations` option: the default language, the site's own strings, whether to follow the browser. */
export type TranslationOptions = NonNullable<ConsentOptions['translations']>;

export type { ConsentCallbacks } from './config-schema';
export type { TrackingBlockerConfig } from './option-rules';
export type { ResolvedScript, ScriptCallbackInfo, ScriptDefinition } from './script-options';
