import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves web/dist at / (see api/src/platform/http/static.ts); `npm run dev -w web` proxies /api to it.
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // A font is fetched only by the pages that show its characters (unicode-range): never inlined into the CSS.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
});
