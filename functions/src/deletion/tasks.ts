import type { Language } from '../contract/languages.js';
import type { Deps } from '../ports/index.js';
import { deletionService } from './service.js';

/** The deleteAccount queue's work (the queue is read when used: the runner is built after this). */
export function deletionTasks(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'identity'>) {
  return {
    deleteAccount: (payload: { uid: string; email: string | null; language?: Language }) =>
      deletionService(deps).run(payload),
  };
}
