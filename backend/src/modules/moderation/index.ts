// The moderation module's public surface.
export { ModerationModule } from './moderation.module.js';
