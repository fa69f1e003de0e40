/**
 * The app's shell (web/dist/app.html) as Hosting serves it, for the share pages. Functions are
 * deployed apart from the site, so the shell is read from the site itself (at `/app`, its clean
 * URL) and kept a few minutes: a deployment of the site is picked up without redeploying the
 * function. Null when the site cannot be reached; the page then falls back to a plain one.
 */
const KEEP_MS = 5 * 60_000;
const TIMEOUT_MS = 3_000;

export function shellLoader(appUrl: string, fetchImpl: typeof fetch = fetch): () => Promise<string | null> {
  let kept: { html: string; at: number } | null = null;
  return async () => {
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.html;
    try {
      const answer = await fetchImpl(`${appUrl.replace(/\/+$/, '')}/app`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const html = answer.ok ? await answer.text() : '';
      // Only a page the app starts from: anything else (an error page) is not kept.
      if (!html.includes('<div id="root"></div>')) return kept?.html ?? null;
      kept = { html, at: Date.now() };
      return html;
    } catch {
      return kept?.html ?? null;
    }
  };
}
