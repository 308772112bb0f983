import { themeVar } from '../../ui/theme-tokens';
import { lazySheet } from '../../ui/lazy-sheet';
import { controlsSheet } from '../../ui/controls.styles';
import type { ViewSheets } from '../../ui/adopt-sheets';

export const dialogSheet = lazySheet(`
.modal {
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 16px;
  border: 0;
  background: transparent;
  display: grid;
  place-items: center;
  z-index: ${themeVar('z-index')};
  opacity: 0;
  transition: opacity var(--_duration) ease-out;
}
.modal:not([open]):not([data-state="closed"]) { display: none; }
.modal[data-state="open"] { opacity: 1; }
.modal[data-state="closed"] { pointer-events: none; }
.modal::backdrop { background: transparent; }
.overlay { position: fixed; inset: 0; background: rgb(0 0 0 / 0.5); }
.root[data-scheme="dark"] .overlay { background: rgb(0 0 0 / 0.72); }
.panel {
  position: relative;
  width: 100%;
  max-width: ${themeVar('dialog-max-width')};
  max-height: calc(100dvh - 32px);
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: var(--_bg);
  color: var(--_fg);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  box-shadow: var(--_shadow);
  transform: scale(0.97);
  transition: transform var(--_duration) ease-out;
}
.modal[data-state="open"] .panel { transform: none; }
@starting-style {
  .modal[data-state="open"] { opacity: 0; }
  .modal[data-state="open"] .panel { transform: scale(0.97); }
}
.panel.widget {
  max-width: var(--consent-dialog-max-width, 32rem); max-height: none; box-shadow: none; transform: none;
}
.header { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; padding: 20px 20px 12px; align-items: start; }
.header .description { grid-column: 1 / -1; }
.close {
  display: grid; place-items: center; width: 32px; height: 32px; margin: -6px -6px 0 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--_muted); cursor: pointer;
}
.close:hover { color: var(--_fg); background: color-mix(in srgb, var(--_fg) 8%, transparent); }
/* Shadows at the scrolled edges say there is more to see (overlay scrollbars hide until touched). */
.panel {
  --_scroll-hint:
    linear-gradient(var(--_bg) 30%, transparent) top / 100% 24px no-repeat local,
    linear-gradient(transparent, var(--_bg) 70%) bottom / 100% 24px no-repeat local,
    radial-gradient(farthest-side at 50% 0, rgb(0 0 0 / 0.25), transparent) top / 100% 10px no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, rgb(0 0 0 / 0.25), transparent) bottom / 100% 10px no-repeat scroll,
    var(--_bg);
}
.content { background: var(--_scroll-hint); }
.header, .footer { flex: none; }
.content { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 0 20px; border-top: 1px solid var(--_border); }
/* Short viewports (400% zoom, a phone on its side): the whole card scrolls instead of squeezing the list to nothing. */
@media (max-height: 480px) {
  .modal { padding: 8px; place-items: start center; }
  .panel { max-height: calc(100dvh - 16px); background: var(--_scroll-hint); }
  .content { flex: none; overflow: visible; background: none; }
  .header { padding: 12px 16px 8px; }
  .content { padding: 0 16px; }
  .footer { padding: 12px 16px 16px; }
}
.category { border-bottom: 1px solid var(--_border); padding: 12px 0; }
.services { list-style: none; margin: 8px 0 0; padding: 0; padding-inline-start: 16px; }
.services { border-inline-start: 2px solid var(--_border); }
.service { padding: 8px 0; }
.service-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.service-title { font-weight: bold; }
.service-description, .service-cookies { margin: 4px 0 0; }
.service-link { display: inline-block; margin-top: 4px; color: inherit; }
.category:last-child { border-bottom: 0; }
.category-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.category-title {
  display: flex; align-items: center; gap: 8px; padding: 4px 0; border: 0; background: none;
  font: inherit; font-weight: 700; color: inherit; cursor: pointer; text-align: start;
}
.category-title:focus-visible { border-radius: 4px; }
.chevron {
  width: 8px; height: 8px; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(-45deg);
  transition: transform var(--_duration);
}
.root[dir="rtl"] .chevron { transform: rotate(135deg); }
.category-title[aria-expanded="true"] .chevron { transform: rotate(45deg); }
.category-description { margin: 6px 0 0; padding-inline-start: 16px; font-size: 13px; }
/* Off: a muted track with a thumb of the panel's colour; both are text colours, so well over 3:1 (WCAG 1.4.11). */
.switch {
  position: relative; flex: none; width: 40px; height: 24px; padding: 0; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--_muted); background: var(--_muted);
  transition: background-color var(--_duration);
}
.switch[aria-checked="true"] { background: var(--_accent); border-color: var(--_accent); }
.switch[aria-disabled="true"] { cursor: not-allowed; }
.toggle { display: flex; align-items: center; gap: 8px; flex: none; font-size: 13px; color: var(--_muted); }
.thumb {
  position: absolute; top: 2px; inset-inline-start: 2px; width: 18px; height: 18px; border-radius: 50%;
  background: var(--_bg); box-shadow: 0 1px 2px rgb(0 0 0 / 0.3); transition: transform var(--_duration);
}
.switch[aria-checked="true"] .thumb { background: var(--_accent-fg); }
.switch[aria-checked="true"] .thumb { transform: translateX(16px); }
.root[dir="rtl"] .switch[aria-checked="true"] .thumb { transform: translateX(-16px); }
.footer { display: grid; gap: 12px; padding: 16px 20px 20px; border-top: 1px solid var(--_border); }
.footer-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.footer-actions .button { flex: 1 1 auto; }
.branding { justify-self: center; font-size: 12px; color: var(--_muted); text-decoration: none; border-radius: 4px; }
.branding:hover { color: var(--_fg); }
@media (forced-colors: active) {
  .switch, .thumb { forced-color-adjust: none; }
  .switch { background: Canvas; border-color: CanvasText; }
  .thumb { background: CanvasText; box-shadow: none; }
  .switch[aria-checked="true"] { background: Highlight; border-color: Highlight; }
  .switch[aria-checked="true"] .thumb { background: HighlightText; }
  .switch[aria-disabled="true"] { background: GrayText; border-color: GrayText; }
  .switch[aria-disabled="true"] .thumb { background: Canvas; }
  .switch:focus-visible { outline: 2px solid Highlight; }
  .panel { border-color: CanvasText; }
  .content, .panel { background: Canvas; }
}
`);

/** What the dialog adopts after the tokens (adopt-sheets.ts). */
export const dialogSheets: ViewSheets = [controlsSheet, dialogSheet];
