import type { ConsentManager, Feature } from '../core/consent-manager';
import { isCategoryName } from '../core/categories';
import { onConsentsChange } from '../core/page-effects';
import { watchElements } from './watch-elements';

/**
 * Adds each `<consent-frame category>`'s category to the displayed ones (c15t 1.7), marks the frame with a `granted`
 * attribute while its category is granted (a CSS hook that also lets a granted frame show its children before the UI
 * code has arrived), and stamps `<template>` children into the page once granted, so parked markup loads nothing before
 * consent.
 */
export const frameGate: Feature = (manager) => {
  const doc = globalThis.document;
  if (!doc) return () => {};
  const apply = (frame: Element) => update(manager, frame);
  const stopWatching = watchElements(doc, 'consent-frame', ['category', 'service'], apply);
  const unsubscribe = onConsentsChange(manager, () => doc.querySelectorAll('consent-frame').forEach(apply));
  return () => {
    stopWatching();
    unsubscribe();
  };
};

function update(manager: ConsentManager, frame: Element) {
  const category = frame.getAttribute('category');
  const service = frame.getAttribute('service');
  if (isCategoryName(category)) manager.addConsentCategories([category]);
  // A frame's service is its gate (its category the service's); an undeclared one never grants.
  const declared = service != null && manager.config.services.some((known) => known.id === service);
  const granted =
    service != null ? declared && manager.has({ service }) : isCategoryName(category) && manager.has(category);
  frame.toggleAttribute('granted', granted);
  if (!granted) return;
  for (const template of frame.querySelectorAll(':scope > template:not([slot])')) {
    template.replaceWith((template as HTMLTemplateElement).content.cloneNode(true));
  }
}
