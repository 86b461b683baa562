// The culture simulation's public surface. It reads other modules only through their events; others
// may project its scenario events.
export { CultureSimulationModule } from './culture-simulation.module.js';
export type { CultureScenarioEvent, CultureScenarioSaved, CultureScenarioShared } from './events/culture-scenario.events.js';
