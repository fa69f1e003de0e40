/**
 * deletion's public surface. No feature uses deletion (deletion uses every feature's forget
 * module through registry.ts); this is what tools and the composition roots may call.
 */
export { deletionService } from './service.js';
export { RETENTION, retentionService } from './retention.js';
export { bookEraser, KEPT_DATA, personForgetter } from './registry.js';
