/**
 * A department's colour when none is chosen (spec part 1 data model: "color (optional; default
 * #3B82F6)"; part 2 §5). The server applies the same default to a create without a colour.
 */
export const DEFAULT_DEPARTMENT_COLOR = '#3B82F6';
