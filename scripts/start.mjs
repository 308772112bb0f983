// `npm start`: builds the package and the React demo, then serves demo/ (see demo/server.mjs).
import { buildDist, buildReactDemo } from './build-demo.mjs';

console.log('[start] building dist/ (rollup) and demo/react/app.js (esbuild)...');
buildDist();
await buildReactDemo();
const { main } = await import('../demo/server.mjs');
await main();
