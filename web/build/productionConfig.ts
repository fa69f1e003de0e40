/**
 * What a production build of the web app must be given (web/.env.production): the Firebase web
 * config of the real project and the site's address. Without them the app would silently talk
 * to the local demo project, so the build stops and names what is missing.
 *
 * The auth domain must be the site's own host: Firebase Hosting serves /__/auth/* on every
 * domain of the site, the sign-in iframe then comes from the site itself, and the site's CSP
 * (firebase.json) frames nothing but 'self'. It is also what keeps Google sign-in working in
 * browsers that block third-party storage.
 */
export const REQUIRED_WEB_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_SITE_URL',
] as const;

export function productionConfigProblems(env: Record<string, string | undefined>): string[] {
  const problems = REQUIRED_WEB_SETTINGS.filter((name) => !env[name]?.trim()).map(
    (name) => `${name} is not set`,
  );
  const project = env.VITE_FIREBASE_PROJECT_ID?.trim() ?? '';
  if (project.startsWith('demo-')) problems.push(`VITE_FIREBASE_PROJECT_ID is the emulators' ${project}`);
  const site = env.VITE_SITE_URL?.trim();
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim();
  if (site) {
    let url: URL | null = null;
    try {
      url = new URL(site);
    } catch {
      problems.push(`VITE_SITE_URL is not an address: ${site}`);
    }
    if (url && url.protocol !== 'https:') problems.push(`VITE_SITE_URL must be https: ${site}`);
    if (url && authDomain && authDomain !== url.host)
      problems.push(
        `VITE_FIREBASE_AUTH_DOMAIN (${authDomain}) must be the site's own host (${url.host}): the CSP frames only the site itself`,
      );
  }
  return problems;
}
