export { TimeTravelBar } from './TimeTravelBar';
export { MoveList } from './MoveList';
export { useTimeTravel, FRAME_MS, FRAMES_PER_PLAY, type TimeTravel } from './use-time-travel';
export { compareBoards, type BoardMember, type BoardMove } from './board-moves';
export { appToday, calendarDateOf, addDays, daysBetween, formatDay, emptyReasonText, APP_TIME_ZONE } from './time-travel-dates';
