// The global search module's public surface.
export { SearchModule } from './search.module.js';
