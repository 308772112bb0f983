import type { CSSProperties } from 'react';

/**
 * The box the frame's content will take (from the first child's width/height attributes or its aspect-ratio),
 * so the placeholder occupies the same space and granting shifts nothing.
 */
export function reservedSize(host: Element | undefined): CSSProperties {
  if (!host) return {};
  const child = [...host.children].find((element) => element.getAttribute('slot') !== 'placeholder');
  const target = child instanceof HTMLTemplateElement ? child.content.firstElementChild : child;
  if (!target) return {};
  const width = Number(target.getAttribute('width'));
  const height = Number(target.getAttribute('height'));
  if (width > 0 && height > 0) return { aspectRatio: `${width} / ${height}`, width: `min(100%, ${width}px)` };
  const ratio = (target as HTMLElement).style?.aspectRatio;
  return ratio && ratio !== 'auto' ? { aspectRatio: ratio, width: '100%' } : {};
}
