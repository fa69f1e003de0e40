export { enqueueNarration } from './queue.js';
