import {
  ConsentManagerDialog,
  ConsentManagerProvider,
  ConsentManagerWidget,
  CookieBanner,
  Frame,
  LoadingBar,
  useConsentManager,
} from 'consent-elements/react';
import { Catch } from './catch.js';

let renders = 0;

/** The hook's flat state and actions; its text changes with every decision. */
function ConsentStatus() {
  const { consents, consentInfo, has, setIsPrivacyDialogOpen } = useConsentManager();
  renders++;
  return (
    <section>
      <output
        id="status"
        data-renders={renders}
      >{`marketing:${consents.marketing} type:${consentInfo?.type ?? 'none'} has:${has('marketing')}`}</output>
      <button id="open-settings" type="button" onClick={() => setIsPrivacyDialogOpen(true)}>
        Privacy settings
      </button>
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>React API consumer</h1>
      <Catch id="outside-error">
        <ConsentStatus />
      </Catch>
      <ConsentManagerProvider
        options={{ mode: 'offline', consentCategories: ['necessary', 'measurement', 'marketing'] }}
      >
        <LoadingBar />
        <ConsentStatus />
        <Frame category="marketing" placeholder={<p id="custom-placeholder">Accept marketing to watch this video.</p>}>
          <iframe data-src="https://www.youtube-nocookie.com/embed/VIDEO" width="560" height="315" title="Video" />
        </Frame>
        <CookieBanner trapFocus={false} />
        <ConsentManagerDialog disableAnimation />
        <ConsentManagerWidget id="widget" />
      </ConsentManagerProvider>
    </main>
  );
}
