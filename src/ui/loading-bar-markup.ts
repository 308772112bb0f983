import { h, type ElementNode } from './element-tree';

/**
 * The loading bar's markup (spec section 9) for inside its theme root, at a progress `value` between 0 and 1: slid
 * left by what is still missing, faded out at 1 (the `data-done` rule of loading-bar.styles.ts). Rendered without
 * React by loading-bar.ts, with React by src/react/loading-bar/loading-bar.tsx.
 */
export const loadingBarMarkup = (value: number): ElementNode =>
  h(
    'div',
    {
      part: 'bar',
      class: 'bar',
      'data-done': String(value >= 1),
      'aria-hidden': 'true',
      style: `transform:translate3d(${(value - 1) * 100}%,0,0)`,
    },
    h('div', { part: 'peg', class: 'peg' }),
  );
