import { configure } from 'consent-elements';
import 'consent-elements/define';

// No `nonce` option: under a nonce policy the store takes the nonce of the page's first `<script nonce>`.
configure({
  consentCategories: ['necessary', 'measurement', 'marketing'],
  scripts: [{ id: 'managed', src: '/managed.js', category: 'marketing' }],
});
