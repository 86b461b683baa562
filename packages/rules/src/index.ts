/**
 * @pivot/rules: the rules both the server and the client enforce, written once (decision 0078).
 * Plain TypeScript without dependencies: the backend's request DTOs and deciders and the client's
 * forms import it.
 */
export * from './board.js';
export * from './ms-board.js';
export * from './one-on-one-board.js';
export * from './text-limit.js';
export * from './limits/growth-cycles.js';
export * from './limits/ai-coaching.js';
export * from './limits/forum.js';
export * from './limits/anonymous-posts.js';
export * from './limits/users.js';
export * from './limits/learning.js';
export * from './limits/companion.js';
export * from './limits/community-events.js';
export * from './limits/knowledge-and-simulation.js';
export * from './limits/organization.js';
export * from './limits/one-on-one.js';
export * from './notifications.js';
export * from './limits/search.js';
export * from './limits/files.js';
export * from './durations.js';
