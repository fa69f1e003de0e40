import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { markdownPlugin } from './build/markdown';
import { messageCataloguesPlugin } from './build/messageCatalogues';
import { siteFilesPlugin } from './build/siteFilesPlugin';
import { productionConfigProblems } from './build/productionConfig';

const root = fileURLToPath(new URL('.', import.meta.url));
const contract = fileURLToPath(new URL('../functions/src/contract', import.meta.url));
// The offline illustrator's pure modules (portrait.ts, art/palette.ts): never its index.ts, which
// re-exports the Node-only PNG renderer (@resvg/resvg-js).
const illustrator = fileURLToPath(new URL('../functions/src/engines/illustrator', import.meta.url));

// The Functions emulator serves the functions of the demo project here. In production Firebase
// Hosting rewrites /user/** and /public/** to `api` and /stripe/webhook to `stripeWebhook`
// (firebase.json); `npm run dev` puts this dev server in front of the emulators the same way.
const functionsBase = 'http://127.0.0.1:5001/demo-storysprout/us-central1';

/**
 * The web fonts are shown only if they are there for the first paint ('optional'); otherwise
 * that visit keeps the fallback, so text never reflows. They are not preloaded: on a slow
 * network they would hold back the first paint, which matters more than the typeface.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'storysprout-font-display',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string')
          file.source = file.source.replaceAll(/font-display:\s*swap/g, 'font-display:optional');
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // A production build is for a real project (web/.env.production); the local stack builds in
  // `demo` mode (npm run build:demo), where the demo project's defaults apply.
  if (command === 'build' && mode === 'production') {
    const problems = productionConfigProblems(env);
    if (problems.length > 0)
      throw new Error(
        `The production web build needs the real project's settings in web/.env.production (see web/.env.example): ${problems.join('; ')}. For the local stack run npm run build:demo -w web.`,
      );
  }
  return {
    root,
    plugins: [
      react(),
      messageCataloguesPlugin(),
      fontDisplayOptional(),
      tailwindcss(),
      markdownPlugin(),
      siteFilesPlugin(root, env.VITE_SITE_URL || 'https://storysprout.com'),
    ],
    resolve: { alias: { '@contract': contract, '@engines/illustrator': illustrator } },
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
  };
});
