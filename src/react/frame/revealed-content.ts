import { focusableWithin } from '../../ui/focus';

/** The frame's own content: its light-DOM children but a `slot="placeholder"` one. */
function contentOf(host: Element): Element[] {
  return [...host.children].filter((element) => element.getAttribute('slot') !== 'placeholder');
}

/**
 * What the content is called, for the placeholder to say what it holds: the first `title` or `aria-label` in it
 * (an embed's iframe has one), looking inside a `<template>` too.
 */
export function contentName(host: Element | undefined): string | undefined {
  if (!host) return undefined;
  for (const child of contentOf(host)) {
    const root = child instanceof HTMLTemplateElement ? child.content : child;
    const named =
      root instanceof Element && (root.hasAttribute('title') || root.hasAttribute('aria-label'))
        ? root
        : root.querySelector('[title], [aria-label]');
    const name = named?.getAttribute('aria-label') || named?.getAttribute('title');
    if (name?.trim()) return name.trim();
  }
  return undefined;
}

/**
 * Puts focus on the content the visitor just revealed (its first focusable element, else the frame itself),
 * without scrolling: the content appears where the placeholder was.
 */
export function focusRevealed(host: HTMLElement): void {
  const [target] = focusableWithin(host).filter((element) => !element.closest('[slot="placeholder"]'));
  if (target) return target.focus({ preventScroll: true });
  if (!host.hasAttribute('tabindex')) host.setAttribute('tabindex', '-1');
  host.focus({ preventScroll: true });
}
