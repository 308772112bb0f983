import { afterEveryRender, Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import type { ConsentChangeDetail } from 'consent-elements';

/**
 * The tags in a standalone component's template (CUSTOM_ELEMENTS_SCHEMA), the document's consent-change and an
 * element's event bound the Angular way. Plain fields, not signals: the view updates only if zone.js sees the events.
 */
@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  host: { '(document:consent-change)': 'onConsentChange($event)' },
  template: `
    <main>
      <h1>Angular consumer</h1>
      <p id="marketing">marketing: {{ marketing }}</p>
      <p id="banner">banner: {{ banner }}</p>
      <consent-frame category="marketing">
        <iframe data-src="https://www.youtube-nocookie.com/embed/VIDEO" width="560" height="315" title="Video"></iframe>
      </consent-frame>
      @if (showSecondFrame) {
        <consent-frame id="added" category="marketing">
          <iframe data-src="https://maps.example/embed" width="560" height="315" title="Map"></iframe>
        </consent-frame>
      }
      <a href="#" data-consent-action="open-dialog">Cookie settings</a>
      <button id="add-frame" type="button" (click)="showSecondFrame = true">Add a map</button>
      <consent-banner
        trap-focus="false"
        (consent-banner-show)="banner = 'shown'"
        (consent-banner-hide)="banner = 'hidden'"
      ></consent-banner>
      <consent-dialog></consent-dialog>
    </main>
  `,
})
export class App {
  marketing = 'undecided';
  banner = 'none';
  showSecondFrame = false;

  constructor() {
    // Counts Angular's render passes, for the check that nothing of ours keeps change detection running.
    const page = window as { __angularRenders?: number };
    afterEveryRender(() => (page.__angularRenders = (page.__angularRenders ?? 0) + 1));
  }

  onConsentChange(event: CustomEvent<ConsentChangeDetail>): void {
    this.marketing = event.detail.consents.marketing ? 'granted' : 'denied';
  }
}
