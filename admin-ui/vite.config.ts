import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The admin UI is served by the API under /admin (api/src/admin-ui/mount.ts), so every
 * asset URL starts with /admin/. `npm run dev -w admin-ui` proxies /api to a local server.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5173,
    // the shared contract lives in ../contract (a workspace package, linked from node_modules)
    fs: { allow: ['..'] },
    proxy: { '/api': process.env.VITRINE_API_URL ?? 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // maps are written for our own debugging but not linked from the bundles, and the
    // server never serves them in production (api/src/admin-ui/mount.ts)
    sourcemap: 'hidden',
    // a warning when a lazy screen chunk grows past this (kB, before gzip)
    chunkSizeWarningLimit: 400,
  },
});
