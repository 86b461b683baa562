// Forgetting a person (decision 0044): the module and its event.
export { PrivacyModule } from './privacy.module.js';
export type { PersonForgotten, ForgottenKind } from './events/person-forgotten.events.js';
