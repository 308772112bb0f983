import { configure, getConsentManager } from 'consent-elements';
import 'consent-elements/define'; // registers the tags; their views and React load only when one must show

configure({ consentCategories: ['necessary', 'measurement', 'marketing'] });

document.addEventListener('consent-change', (event) => console.log(event.detail.consents));
if (getConsentManager().has('measurement')) import('./analytics.js');

// The app itself (below the README's ESM quick start, copied verbatim above), with zone.js change detection.
import { provideZoneChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';

bootstrapApplication(App, { providers: [provideZoneChangeDetection()] }).catch((error) => console.error(error));
