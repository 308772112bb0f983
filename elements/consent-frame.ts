import { elementFromView } from './with-attribute-props';

/**
 * Consent-gated content: shows a placeholder until its category is granted, then its light-DOM children.
 * Park embeds so nothing loads early: `<iframe data-src="...">` or a `<template>` child.
 *
 * @tag consent-frame
 * @summary Placeholder for embedded content until the visitor grants its category.
 * @attr {'necessary' | 'functionality' | 'experience' | 'measurement' | 'marketing'} category - The category the
 *   content needs (required).
 * @attr {string} service - A declared service (the `services` option) the content needs instead: the placeholder
 *   names it and its button allows that one service.
 * @attr {boolean} no-style - Drops the built-in styles; the parts stay.
 * @attr {boolean} granted - Set by the library while the category is granted (read-only, for CSS).
 * @slot - The gated content.
 * @slot placeholder - Replaces the default placeholder.
 * @csspart placeholder - The default placeholder box.
 * @csspart placeholder-title - Its text.
 * @csspart placeholder-button - The button that grants the category.
 */
export class ConsentFrameElement extends elementFromView('frame', {
  category: 'string',
  service: 'string',
  'no-style': 'boolean',
}) {}

declare global {
  interface HTMLElementTagNameMap {
    'consent-frame': ConsentFrameElement;
  }
}
