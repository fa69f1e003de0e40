import { getFunctions, type Functions } from 'firebase-admin/functions';
import type { EnqueueOptions, TaskPayload, TaskQueue } from '../../ports/taskQueue.js';
import { tasksAdminApp } from '../firebaseAdmin/app.js';

export interface CloudTasksSettings {
  projectId: string;
  region: string;
  /** The account the tasks run as (the functions' runtime account; the emulator's locally). */
  serviceAccount: string;
  /** The Cloud Tasks emulator's host when firebase-admin talks to it (for the description). */
  emulator?: string;
}

/**
 * Enqueues onto the Cloud Tasks queue of an onTaskDispatched function. Locally the Functions
 * emulator points firebase-admin at the Cloud Tasks emulator (CLOUD_TASKS_EMULATOR_HOST).
 * Retry rules live on the function definition in index.ts, not here.
 */
export class CloudTasksQueue implements TaskQueue {
  readonly description: string;
  private readonly functions: Functions;
  private readonly region: string;

  constructor(settings: CloudTasksSettings) {
    this.region = settings.region;
    this.functions = getFunctions(
      tasksAdminApp({ projectId: settings.projectId, serviceAccountId: settings.serviceAccount }),
    );
    this.description = settings.emulator ? `cloud tasks emulator (${settings.emulator})` : 'cloud tasks';
  }

  async enqueue(queue: string, payload: TaskPayload, options: EnqueueOptions = {}): Promise<void> {
    const target = this.functions.taskQueue(`locations/${this.region}/functions/${queue}`);
    try {
      await target.enqueue(payload, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.delaySeconds ? { scheduleDelaySeconds: options.delaySeconds } : {}),
      });
    } catch (error) {
      // A task id seen before means this enqueue is a retry of one that already went through.
      if ((error as { code?: string }).code === 'functions/task-already-exists') return;
      throw error;
    }
  }
}
