/** classroom's public surface: its data for deletion (routes and the queue are wired by the roots). */
export { CLASSROOM_DATA } from './forget.js';
