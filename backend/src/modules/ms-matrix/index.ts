// The MS matrix module's public surface: other modules (and the demo seeder) import only from here.
export { PlaceMatrixMemberCommand, type PlaceMatrixMemberInput } from './commands/place-matrix-member/place-matrix-member.command.js';
export { MoveMatrixMemberCommand } from './commands/move-matrix-member/move-matrix-member.command.js';
export { RemoveMatrixMemberCommand } from './commands/remove-matrix-member/remove-matrix-member.command.js';
export { DeleteMatrixGrowthPointCommand } from './commands/delete-matrix-growth-point/delete-matrix-growth-point.command.js';
export { ClearMatrixTeamHistoryCommand } from './commands/clear-matrix-team-history/clear-matrix-team-history.command.js';
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
export { levelsAt as msLevelsAt } from './domain/ms-matrix-board.js';
