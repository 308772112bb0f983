import './quiet-expected-errors.js';
import { createRoot } from 'react-dom/client';
import { ConsentManagerProvider, CookieBanner } from 'consent-elements/react';
import { Catch } from './catch.js';

createRoot(document.getElementById('root')!).render(
  <Catch id="store-error">
    <ConsentManagerProvider>
      <CookieBanner />
    </ConsentManagerProvider>
  </Catch>,
);
