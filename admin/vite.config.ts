import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API server under /admin (api/src/http/static.ts).
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
