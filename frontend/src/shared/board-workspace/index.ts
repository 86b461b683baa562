export { BoardPage } from './BoardPage';
export { BoardWorkspaceLayout } from './BoardWorkspaceLayout';
export { PastBoards } from './PastBoards';
export { CoachOnBoardButton } from './CoachOnBoardButton';
export { useBoardPast, type BoardAsOfSource } from './use-board-past';
