/**
 * The scan's result in a few lines for the terminal (and a CI log): counts, then each violation with its reason.
 * @param {import('./declaration.mjs').Declaration} declaration
 */
export function summary(declaration) {
  const counts = Object.entries(declaration.categories).map(([name, items]) => `${name} ${items.length}`);
  const lines = [
    `Scanned ${declaration.pages.length} page(s): ${counts.join(', ') || 'nothing classified'}, ` +
      `unknown ${declaration.unknown.length}, warnings ${declaration.warnings.length}, ` +
      `violations ${declaration.violations.length}.`,
  ];
  for (const { phase, item, reason } of declaration.violations) {
    lines.push(`  VIOLATION ${phase}: ${item.type} "${item.name}" (${item.domain}): ${reason}`);
  }
  for (const warning of declaration.warnings) {
    const item = 'item' in warning ? ` ${warning.item.type} "${warning.item.name}" (${warning.item.domain})` : '';
    lines.push(`  warning ${warning.phase}:${item}: ${warning.reason}`);
  }
  return lines.join('\n');
}
