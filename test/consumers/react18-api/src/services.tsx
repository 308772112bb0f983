import { createRoot } from 'react-dom/client';
import { ConsentManagerProvider, CookieBanner, Frame, useConsentManager } from 'consent-elements/react';

// Per-service consent through the React API: `services`, `Frame service`, the hook's serviceConsents and actions.
function ServiceStatus() {
  const { serviceConsents, setServiceConsent } = useConsentManager();
  return (
    <section>
      <output id="services">{JSON.stringify(serviceConsents)}</output>
      <button id="allow-maps" type="button" onClick={() => void setServiceConsent('maps', true)}>
        Allow Maps
      </button>
    </section>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConsentManagerProvider
    options={{
      mode: 'offline',
      consentCategories: ['necessary', 'functionality', 'marketing'],
      services: [
        { id: 'youtube', category: 'marketing', name: 'YouTube' },
        { id: 'meta', category: 'marketing', name: 'Meta Pixel', vendor: 'meta-pixel' },
        { id: 'maps', category: 'functionality', name: 'Maps' },
      ],
      scripts: [{ id: 'pixel', service: 'meta', callbackOnly: true }],
    }}
  >
    <CookieBanner />
    <ServiceStatus />
    <Frame service="youtube">
      <iframe data-src="https://www.youtube-nocookie.com/embed/VIDEO" width="560" height="315" title="Video" />
    </Frame>
  </ConsentManagerProvider>,
);
