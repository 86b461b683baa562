export { EventLogModule } from './event-log.module.js';
