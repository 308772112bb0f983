import { CmpApi, CmpDisplayStatus, CmpStatus, SignalStatus } from '@iabgpp/cmpapi';
import type { ConsentManager } from '../../core/consent-manager';
import type { ConsentState } from '../../core/consent-state';
import type { GppConfig, GppSectionName } from '../../core/gpp-options';
import { gppFields, SECTION_IDS, sectionFor } from './gpp-fields';
import { publish, type GppResponder, type GppWindow } from './gpp-responder';

/** What the API says it supports: `<id>:<name>` for each section it can give. */
const SUPPORTED = Object.entries(SECTION_IDS).map(([name, id]) => `${id}:${name}`);

/**
 * IAB's GPP CMP API (@iabgpp/cmpapi, its commands and its encoder) under an opt-out policy: one US section, the
 * visitor's, its fields following the consent in force. Loaded on demand (gpp.ts): a page under any other policy never
 * downloads the encoder. The stub's queued calls are answered after the section is set, in their order.
 */
export function startGpp(manager: ConsentManager, config: GppConfig, win: GppWindow): GppResponder {
  const queued = [...((win.__gpp?.() as unknown[][] | undefined) ?? [])];
  // CmpApi takes over `__gpp` and answers the queue at once: it gets none, so the calls see the section set.
  win.__gpp = () => [];
  const api = new CmpApi(config.cmpId, config.cmpVersion);
  api.setSupportedAPIs(SUPPORTED);
  let section: GppSectionName | undefined;
  let encoded: string | undefined;
  let shown: boolean | undefined;

  /** Brings the API up to the consent in force; listeners hear of a changed string, never of the same one. */
  function sync(state: ConsentState, announce: boolean): string {
    const next = sectionFor(state, manager.config);
    if (next !== section) {
      if (section) api.deleteSection(section);
      section = next;
      api.setApplicableSections([SECTION_IDS[next]]);
    }
    for (const [field, value] of gppFields(state, config)) {
      try {
        api.setFieldValue(next, field, value);
      } catch {
        // Not a field of this section (a state section has fewer than usnat).
      }
    }
    const string = api.getGppString();
    if (string !== encoded) {
      const first = encoded === undefined;
      encoded = string;
      if (announce && !first) {
        api.setSignalStatus(SignalStatus.NOT_READY);
        api.fireSectionChange(next);
      }
      api.setSignalStatus(SignalStatus.READY);
    }
    return string;
  }
  function display(state: ConsentState) {
    if (state.showPopup === shown) return;
    shown = state.showPopup;
    api.setCmpDisplayStatus(shown ? CmpDisplayStatus.VISIBLE : CmpDisplayStatus.HIDDEN);
  }

  const state = manager.getState();
  sync(state, false);
  display(state);
  api.setCmpStatus(CmpStatus.LOADED);
  for (const call of queued) (win.__gpp as (...args: unknown[]) => void)(...call);
  const unsubscribe = manager.subscribe((next, prev) => {
    if (next.consents !== prev.consents || next.gpc !== prev.gpc || next.locationInfo !== prev.locationInfo) {
      sync(next, true);
    }
    display(next);
  });
  return publish({
    stop: unsubscribe,
    gppString: () => sync(manager.getState(), true),
  });
}
