import { configure, getConsentManager } from 'consent-elements';
import 'consent-elements/define'; // registers the tags; their views and React load only when one must show

configure({ consentCategories: ['necessary', 'measurement', 'marketing'] });

document.addEventListener('consent-change', (event) => console.log(event.detail.consents));
if (getConsentManager().has('measurement')) import('./analytics.js');
