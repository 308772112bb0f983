import { front, storage, type VendorBefore, type VendorChange } from './vendor';

// Microsoft UET consent mode: one signal, ad_storage, in the flat queue `uetq` that the UET snippet keeps until
// bat.js loads (`uetq = uetq || []`, Microsoft's documented consent-mode default does the same).

/** Before the tag: `uetq.push('consent', 'default', { ad_storage })`. */
export const before: VendorBefore = (win, states) =>
  front((win.uetq ||= []), 'consent', 'default', { ad_storage: storage(states()[0]) });

/** On a change: `uetq.push('consent', 'update', { ad_storage })`. */
export const change: VendorChange = (win, granted) =>
  (win.uetq ||= []).push('consent', 'update', { ad_storage: storage(granted[0]) });
