import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { markdownPlugin } from './build/markdown';
import { siteFilesPlugin } from './build/siteFiles';

const root = fileURLToPath(new URL('.', import.meta.url));
const contract = fileURLToPath(new URL('../functions/src/contract', import.meta.url));

// The Functions emulator serves the functions of the demo project here. In production Firebase
// Hosting rewrites /user/** and /public/** to `api` and /stripe/webhook to `stripeWebhook`
// (firebase.json); `npm run dev` puts this dev server in front of the emulators the same way.
const functionsBase = 'http://127.0.0.1:5001/demo-storysprout/us-central1';

export default defineConfig(({ mode }) => ({
  root,
  plugins: [
    react(),
    tailwindcss(),
    markdownPlugin(),
    siteFilesPlugin(root, loadEnv(mode, root, 'VITE_').VITE_SITE_URL || 'https://storysprout.com'),
  ],
  resolve: { alias: { '@contract': contract } },
  server: {
    proxy: {
      '/user': { target: `${functionsBase}/api`, changeOrigin: true },
      '/public': { target: `${functionsBase}/api`, changeOrigin: true },
      '/stripe/webhook': { target: `${functionsBase}/stripeWebhook`, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline assets as data: URLs: the production CSP allows fonts only from 'self'.
    assetsInlineLimit: 0,
  },
}));
