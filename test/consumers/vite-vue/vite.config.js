import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

/** BARE=1 builds the same app with consent-elements stubbed out, to measure what the package adds. */
const bare = {
  name: 'bare',
  enforce: 'pre',
  resolveId: (id) => (id.startsWith('consent-elements') ? `\0${id}` : null),
  load: (id) =>
    id.startsWith('\0consent-elements')
      ? 'export const configure = () => {}; export const getConsentManager = () => ({ has: () => false });'
      : null,
};

export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('consent-') } } }),
    process.env.BARE && bare,
  ],
});
