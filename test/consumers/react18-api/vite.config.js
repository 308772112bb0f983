import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Three pages: the app, one whose JSON config is broken so that its provider cannot create the store, and one that
// declares services.
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: { input: { main: 'index.html', 'store-error': 'store-error.html', services: 'services.html' } },
  },
});
