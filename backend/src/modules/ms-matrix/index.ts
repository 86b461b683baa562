// The MS matrix module's public surface: other modules (and the demo seeder) import only from here.
// Reads: `MsMatrixReader`, provided by `MsMatrixModule` (import it in your module).
export { MsMatrixModule } from './ms-matrix.module.js';
export { MsMatrixReader } from './queries/ms-matrix-reader.js';
export {
  PlaceMatrixMember,
  MoveMatrixMember,
  RemoveMatrixMember,
  DeleteMatrixGrowthPoint,
  ClearMatrixTeamHistory,
} from './domain/ms-matrix-entry.commands.js';
export { GetTeamMatrixQuery } from './queries/get-team-matrix/get-team-matrix.query.js';
export type { MsMatrixEntryView } from './queries/ms-matrix-entry.view.js';
export type {
  MsMatrixEntryEvent,
  MatrixMemberPlaced,
  MatrixMemberMoved,
  MatrixGrowthPointDeleted,
  MatrixTeamHistoryCleared,
  MatrixMemberRemoved,
} from './events/ms-matrix-entry.events.js';
export { levelsAt as msLevelsAt } from '@pivot/rules';
