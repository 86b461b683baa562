import type { SchemaRelationResponse, SchemaTableResponse } from '../../../shared/api/generated/admin';

export const TABLE_WIDTH = 230;
export const HEADER_HEIGHT = 26;
export const ROW_HEIGHT = 18;
const GROUP_PADDING = 12;
const GROUP_TITLE = 26;
const TABLE_GAP = 14;
const COLUMN_GAP = 60;
const GROUP_GAP = 28;

export const PLATFORM_GROUP = 'platform';

export interface TableBox {
  table: SchemaTableResponse;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GroupBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RelationLine {
  relation: SchemaRelationResponse;
  /** SVG path from the referencing column to the referenced one. */
  path: string;
}

export interface DiagramLayout {
  groups: GroupBox[];
  tables: TableBox[];
  lines: RelationLine[];
  width: number;
  height: number;
}

export const tableHeight = (table: SchemaTableResponse) => HEADER_HEIGHT + Math.max(1, table.columns.length) * ROW_HEIGHT + 4;

/** Groups in reading order: the modules' projections by name, the platform's tables last. */
export function groupOrder(tables: readonly SchemaTableResponse[]): string[] {
  const names = [...new Set(tables.map((t) => t.group))];
  return names.sort((a, b) => (a === PLATFORM_GROUP ? 1 : b === PLATFORM_GROUP ? -1 : a.localeCompare(b)));
}

/** The tables whose name or a column's name contains `text` (case-insensitive), in `group` when one is given. */
export function filterTables(tables: readonly SchemaTableResponse[], text: string, group: string | undefined): SchemaTableResponse[] {
  const needle = text.trim().toLowerCase();
  return tables.filter(
    (t) => (group === undefined || t.group === group) && (needle === '' || t.name.toLowerCase().includes(needle) || t.columns.some((c) => c.name.toLowerCase().includes(needle))),
  );
}

/** How many columns of groups give the diagram the shape of the window it is shown in (`aspect`: width / height), 1 to 12. */
export function columnCount(totalHeight: number, aspect: number): number {
  const width = TABLE_WIDTH + 2 * GROUP_PADDING + COLUMN_GAP;
  return Math.max(1, Math.min(12, Math.round(Math.sqrt((aspect * totalHeight) / width))));
}

/**
 * Places each group as a box of its tables stacked, the boxes in columns (each group into the
 * shortest column, masonry style; as many columns as give the window's shape, `aspect`), and draws each relation between the referencing column's row
 * and the referenced column's row, from the facing sides of the two boxes.
 */
export function layoutDiagram(tables: readonly SchemaTableResponse[], relations: readonly SchemaRelationResponse[], aspect = 1.6): DiagramLayout {
  const order = groupOrder(tables);
  const members = new Map(order.map((group) => [group, tables.filter((t) => t.group === group).sort((a, b) => a.name.localeCompare(b.name))]));
  const groupHeight = (group: string) => {
    const list = members.get(group) ?? [];
    return GROUP_TITLE + GROUP_PADDING + list.reduce((sum, t) => sum + tableHeight(t) + TABLE_GAP, 0) - TABLE_GAP + GROUP_PADDING;
  };
  const total = order.reduce((sum, g) => sum + groupHeight(g) + GROUP_GAP, 0);
  const columns = columnCount(total, aspect);
  const heights = Array<number>(columns).fill(0);
  const columnWidth = TABLE_WIDTH + 2 * GROUP_PADDING;
  const groups: GroupBox[] = [];
  const boxes: TableBox[] = [];
  for (const group of order) {
    const column = heights.indexOf(Math.min(...heights));
    const x = column * (columnWidth + COLUMN_GAP);
    const y = heights[column];
    const height = groupHeight(group);
    groups.push({ name: group, x, y, width: columnWidth, height });
    let top = y + GROUP_TITLE + GROUP_PADDING;
    for (const table of members.get(group) ?? []) {
      const h = tableHeight(table);
      boxes.push({ table, x: x + GROUP_PADDING, y: top, width: TABLE_WIDTH, height: h });
      top += h + TABLE_GAP;
    }
    heights[column] = y + height + GROUP_GAP;
  }
  const byName = new Map(boxes.map((box) => [box.table.name, box]));
  const rowY = (box: TableBox, column: string | undefined) => {
    const index = Math.max(0, box.table.columns.findIndex((c) => c.name === column));
    return box.y + HEADER_HEIGHT + index * ROW_HEIGHT + ROW_HEIGHT / 2;
  };
  const lines: RelationLine[] = [];
  for (const relation of relations) {
    const from = byName.get(relation.table);
    const to = byName.get(relation.toTable);
    if (!from || !to) continue;
    const y1 = rowY(from, relation.columns[0]);
    const y2 = rowY(to, relation.toColumns[0]);
    let path: string;
    if (Math.abs(from.x - to.x) < 1) {
      // Same column: loop out on the left side.
      const x = from.x;
      const bulge = 30 + Math.min(60, Math.abs(y2 - y1) / 8);
      path = `M ${x} ${y1} C ${x - bulge} ${y1}, ${x - bulge} ${y2}, ${x} ${y2}`;
    } else {
      const rightward = from.x < to.x;
      const x1 = rightward ? from.x + from.width : from.x;
      const x2 = rightward ? to.x : to.x + to.width;
      const dx = Math.max(40, Math.abs(x2 - x1) / 2);
      path = `M ${x1} ${y1} C ${x1 + (rightward ? dx : -dx)} ${y1}, ${x2 + (rightward ? -dx : dx)} ${y2}, ${x2} ${y2}`;
    }
    lines.push({ relation, path });
  }
  const width = Math.max(columnWidth, ...groups.map((g) => g.x + g.width));
  const height = Math.max(0, ...groups.map((g) => g.y + g.height));
  return { groups, tables: boxes, lines, width, height };
}

/** The tables a selected table is linked to, itself included. */
export function neighbours(name: string, relations: readonly SchemaRelationResponse[]): Set<string> {
  const linked = new Set([name]);
  for (const r of relations) {
    if (r.table === name) linked.add(r.toTable);
    if (r.toTable === name) linked.add(r.table);
  }
  return linked;
}
