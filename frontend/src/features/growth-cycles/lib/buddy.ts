/** The highest level the buddy card shows (spec part 2 §9); the server's level grows on. */
export const MAX_SHOWN_LEVEL = 10;
