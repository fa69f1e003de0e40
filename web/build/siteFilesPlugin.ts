import path from 'node:path';
import type { Plugin } from 'vite';
import type { siteFiles } from './siteFiles';

const SITE_FILE = /^\/(robots\.txt|sitemap(-[a-z]{2})?\.xml)$/;

/**
 * The dev server's sitemaps and robots.txt (the build writes them after prerendering,
 * build/prerender.ts). siteFiles.ts reads the app's own modules, whose `@contract` imports only
 * Vite resolves: it is loaded through the dev server, not imported by the config.
 */
export function siteFilesPlugin(webDir: string, siteUrl: string): Plugin {
  return {
    name: 'storysprout-site-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = SITE_FILE.exec(req.url ?? '')?.[1];
        if (!name) return next();
        server
          .ssrLoadModule(path.join(webDir, 'build', 'siteFiles.ts'))
          .then((module) => {
            const file = (module.siteFiles as typeof siteFiles)(webDir, siteUrl)[name];
            if (file === undefined) return next();
            res.setHeader('content-type', name.endsWith('.xml') ? 'application/xml' : 'text/plain');
            res.end(file);
          })
          .catch(next);
      });
    },
  };
}
