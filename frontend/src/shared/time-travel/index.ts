export { TimeTravelBar } from './TimeTravelBar';
export { MoveList } from './MoveList';
export { useTimeTravel, useTimeTravelPlayback, type TimeTravel } from './use-time-travel';
export { compareBoards, type BoardMember, type BoardMove } from './board-moves';
export { addDays, emptyReasonText } from './time-travel-dates';
