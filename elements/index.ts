/**
 * Every tag with its views bundled (the drop-in's UI chunk, the demo and the tests): the elements mount without
 * fetching anything. Packages import elements/define.ts instead, which fetches the views on demand.
 */
import './static-views';

export * from './define';
