import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each page loads, for scripts/check-bundle-budgets.mjs: `npm run build` builds once per
    // language (scripts/build-client.mjs) and writes each build's to dist/client/<locale>/.vite/manifest.json.
    manifest: true,
    // Paraglide output and machines are split per route by lazy imports; nothing to force here.
  },
});
