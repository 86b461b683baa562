/**
 * A department's colour when none is chosen (spec part 1 data model: "color (optional; default
 * #3B82F6)"; part 2 §5). The server applies the same default to a create without a colour.
 */
export const DEFAULT_DEPARTMENT_COLOR = '#3B82F6';

/** The colour of members without a department (未所属) on both boards: a grey no department can be given by default. */
export const NO_DEPARTMENT_COLOR = '#9CA3AF';
