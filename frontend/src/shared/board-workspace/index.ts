export { BoardPage } from './BoardPage';
export { BoardWorkspaceLayout } from './BoardWorkspaceLayout';
export { PastBoards, type PastBoardSide } from './PastBoards';
export {
  useBoardAsOf,
  useBoardPast,
  type AsOfAnswer,
  type AsOfQueryResult,
  type BoardAsOf,
  type BoardAsOfSource,
  type BoardPast,
} from './use-board-past';
