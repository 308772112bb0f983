import { configure } from 'consent-elements';
import 'consent-elements/define';
import { mount } from 'svelte';
import App from './App.svelte';

configure({ consentCategories: ['necessary', 'measurement', 'marketing'] });
mount(App, { target: document.getElementById('app')! });
