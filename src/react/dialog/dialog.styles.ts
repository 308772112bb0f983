import { lazySheet } from '../../ui/lazy-sheet';

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
  z-index: var(--consent-z-index, 999999998);
  opacity: 0;
  transition: opacity var(--_duration) ease-out;
}
.modal:not([open]) { display: none; }
.modal[data-state="open"] { opacity: 1; }
.modal::backdrop { background: transparent; }
.overlay { position: fixed; inset: 0; background: rgb(0 0 0 / 0.5); }
.root[data-scheme="dark"] .overlay { background: rgb(0 0 0 / 0.72); }
.panel {
  position: relative;
  width: 100%;
  max-width: var(--consent-dialog-max-width, 28rem);
  max-height: calc(100dvh - 32px);
  display: flex;
  flex-direction: column;
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
.panel.widget { max-width: var(--consent-dialog-max-width, 32rem); max-height: none; box-shadow: none; transform: none; }
.header { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; padding: 20px 20px 12px; align-items: start; }
.header .description { grid-column: 1 / -1; }
.close {
  display: grid; place-items: center; width: 32px; height: 32px; margin: -6px -6px 0 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--_muted); cursor: pointer;
}
.close:hover { color: var(--_fg); background: color-mix(in srgb, var(--_fg) 8%, transparent); }
.content { overflow-y: auto; padding: 0 20px; border-top: 1px solid var(--_border); }
.category { border-bottom: 1px solid var(--_border); padding: 12px 0; }
.category:last-child { border-bottom: 0; }
.category-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.category-title {
  display: flex; align-items: center; gap: 8px; padding: 4px 0; border: 0; background: none;
  font: inherit; font-weight: 600; color: inherit; cursor: pointer; text-align: start;
}
.category-title:focus-visible { outline: none; box-shadow: var(--_focus); border-radius: 4px; }
.chevron { width: 8px; height: 8px; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(-45deg); transition: transform var(--_duration); }
.root[dir="rtl"] .chevron { transform: rotate(135deg); }
.category-title[aria-expanded="true"] .chevron { transform: rotate(45deg); }
.category-description { margin: 6px 0 0; padding-inline-start: 16px; font-size: 13px; }
.switch {
  position: relative; flex: none; width: 40px; height: 24px; padding: 0; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--_border); background: color-mix(in srgb, var(--_fg) 18%, var(--_bg));
  transition: background-color var(--_duration);
}
.switch[aria-checked="true"] { background: var(--_accent); border-color: var(--_accent); }
.switch[aria-disabled="true"] { cursor: not-allowed; opacity: 0.6; }
.thumb {
  position: absolute; top: 2px; inset-inline-start: 2px; width: 18px; height: 18px; border-radius: 50%;
  background: #fff; box-shadow: 0 1px 2px rgb(0 0 0 / 0.3); transition: transform var(--_duration);
}
.switch[aria-checked="true"] .thumb { transform: translateX(16px); }
.root[dir="rtl"] .switch[aria-checked="true"] .thumb { transform: translateX(-16px); }
.footer { display: grid; gap: 12px; padding: 16px 20px 20px; border-top: 1px solid var(--_border); }
.footer-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.footer-actions .button { flex: 1 1 auto; }
.branding { justify-self: center; font-size: 12px; color: var(--_muted); text-decoration: none; border-radius: 4px; }
.branding:hover { color: var(--_fg); }
`);
