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

// Served by the API server under /admin (api/src/http/static.ts).
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
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
