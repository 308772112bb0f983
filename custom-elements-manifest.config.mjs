// The Custom Elements Manifest (dist/custom-elements.json) as the package ships it: `npm run build` runs the analyzer
// over the element declarations, then scripts/build/manifest-plugin.mjs points it at the shipped files.
import { shipManifest } from './scripts/build/manifest-plugin.mjs';

export default {
  globs: ['elements/consent-*.ts'],
  outdir: 'dist',
  plugins: [shipManifest({ module: 'dist/define.js' })],
};
