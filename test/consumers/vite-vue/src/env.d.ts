// The tags' Vue typings (GlobalComponents), as the README tells a Vue app to load them.
import type {} from 'consent-elements/types/vue';
