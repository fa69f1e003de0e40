export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;
export type AnalyticsSink = (event: string, params: AnalyticsParams) => void;

const sinks = new Set<AnalyticsSink>();

/** Locally every event is printed to the console; real sinks are added with addAnalyticsSink. */
export const consoleSink: AnalyticsSink = (event, params) => {
  console.info(`[analytics] ${event}`, params);
};

if (import.meta.env.DEV && import.meta.env.MODE !== 'test') sinks.add(consoleSink);

/** Registers a sink; returns a function that removes it again. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

/** Records an analytics event. A failing sink never breaks the page. */
export function track(event: string, params: AnalyticsParams = {}): void {
  for (const sink of sinks) {
    try {
      sink(event, params);
    } catch (error) {
      console.warn(`Analytics sink failed for ${event}`, error);
    }
  }
}
