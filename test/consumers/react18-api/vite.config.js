import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the app, and one whose JSON config is broken so that its provider cannot create the store.
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { main: 'index.html', 'store-error': 'store-error.html' } } },
});
