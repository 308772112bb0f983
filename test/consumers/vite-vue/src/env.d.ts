// The tags' Vue typings (GlobalComponents), as docs/frameworks/vue.md tells a Vue app to load them.
import type {} from 'consent-elements/types/vue';
