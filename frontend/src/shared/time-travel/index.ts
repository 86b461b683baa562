export { TimeTravelBar } from './TimeTravelBar';
export { MoveList } from './MoveList';
export { useTimeTravel, type TimeTravel } from './use-time-travel';
export { compareBoards, type BoardMember, type BoardMove } from './board-moves';
export { appToday, calendarDateOf, addDays, formatDay, emptyReasonText } from './time-travel-dates';
