/** What the board shows (spec part 1 §2 toggles); names and the legend are on at first. */
export interface BoardOptions {
  plotMode: boolean;
  showNames: boolean;
  showTrajectory: boolean;
  showDetail: boolean;
  showLegend: boolean;
}

export const DEFAULT_BOARD_OPTIONS: BoardOptions = {
  plotMode: false,
  showNames: true,
  showTrajectory: false,
  showDetail: false,
  showLegend: true,
};

/** The switches in the order they are shown. */
export const BOARD_OPTION_ORDER = [
  'plotMode',
  'showNames',
  'showTrajectory',
  'showDetail',
  'showLegend',
] as const satisfies readonly (keyof BoardOptions)[];
