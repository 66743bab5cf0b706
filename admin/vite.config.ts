import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractData } from './src/providers/contract-data';

/** 'virtual:lebe-contracts': the domain's admin contracts and fixed lists as data (see its module). */
const contracts = {
  name: 'lebe-contracts',
  resolveId: (id: string) => (id === 'virtual:lebe-contracts' ? '\0virtual:lebe-contracts' : undefined),
  load: (id: string) =>
    id === '\0virtual:lebe-contracts' ? `export default ${JSON.stringify(contractData())};` : undefined,
};

// Served by the API server under /admin (api/src/platform/http/static.ts).
export default defineConfig({
  plugins: [react(), contracts],
  base: '/admin/',
  resolve: {
    alias: [
      // See src/vendor/react-router-dom.ts: react-router without the data router react-admin never uses here.
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/vendor/react-router-dom.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries every screen needs, in chunks of their own that a new release of the console does not change,
        // so a returning admin's browser keeps them. The rest of MUI and react-admin is split by screen, as each
        // uses it: grouping it here would pull parts only the edit forms use into the first download.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          if (/node_modules\/(@mui\/(system|utils|styled-engine)|@emotion\/[^/]+|stylis)\//.test(id))
            return 'mui-system';
          return undefined;
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
