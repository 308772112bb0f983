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

// The fixture's check reads whether Angular settles (no task of ours keeps zone.js or the scheduler busy).
const page = window as { __angularStable?: boolean };
bootstrapApplication(App, { providers: [changeDetection] })
  .then((app) => app.isStable.subscribe((stable) => (page.__angularStable = stable)))
  .catch((error) => console.error(error));
