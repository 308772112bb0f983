import { configure, getConsentManager } from 'consent-elements';
import 'consent-elements/define'; // registers the tags; their views and React load only when one must show

configure({ consentCategories: ['necessary', 'measurement', 'marketing'] });

document.addEventListener('consent-change', (event) => console.log(event.detail.consents));
if (getConsentManager().has('measurement')) import('./analytics.js');

// The app itself (below the README's ESM quick start, copied verbatim above): zone.js, or zoneless in the
// `zoneless` build configuration.
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { changeDetection } from './change-detection';

bootstrapApplication(App, { providers: [changeDetection] }).catch((error) => console.error(error));
