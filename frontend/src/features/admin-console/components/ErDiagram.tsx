import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import type { SchemaRelationResponse, SchemaTableResponse } from '../../../shared/api/generated/admin';
import { MEMBER_PALETTE } from '../../../shared/lib/member-colors';
import { brand } from '../../../shared/ui/brand-tokens';
import { filterTables, groupOrder, HEADER_HEIGHT, layoutDiagram, neighbours, PLATFORM_GROUP, ROW_HEIGHT } from '../lib/diagram-layout';

const texts = adminConsoleTexts.diagram;
const MIN_SCALE = 0.1;
const MAX_SCALE = 3;
const MARGIN = 24;

interface View {
  x: number;
  y: number;
  scale: number;
}

/** The view that shows the whole diagram in a box of `width` × `height`. */
function fitted(layout: { width: number; height: number }, width: number, height: number): View {
  const scale = Math.max(MIN_SCALE, Math.min(1, (width - 2 * MARGIN) / Math.max(1, layout.width), (height - 2 * MARGIN) / Math.max(1, layout.height)));
  return { scale, x: (width - layout.width * scale) / 2, y: MARGIN };
}

const groupLabel = (group: string) => (group === PLATFORM_GROUP ? texts.platform : group);

/**
 * The ER diagram, drawn by us: each module's tables in a box of their group, a table as a card of
 * its columns (key, name, type), references as curves (solid: a declared foreign key; dashed:
 * read from a column name). Dozens of tables stay usable: a filter by name or column and by
 * group, pan by dragging, zoom with the wheel or the buttons, and a click on a table that
 * highlights what it is linked to.
 */
export function ErDiagram({ tables, relations, height }: { tables: SchemaTableResponse[]; relations: SchemaRelationResponse[]; height: number }) {
  const [text, setText] = useState('');
  const [group, setGroup] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | undefined>();
  const visible = useMemo(() => filterTables(tables, text, group), [tables, text, group]);
  const boxRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height });
  const aspect = Math.round((size.width / size.height) * 10) / 10;
  const layout = useMemo(() => layoutDiagram(visible, relations, aspect), [visible, relations, aspect]);
  const colours = useMemo(() => new Map(groupOrder(tables).map((g, i) => [g, g === PLATFORM_GROUP ? brand.inkMuted : MEMBER_PALETTE[i % MEMBER_PALETTE.length]])), [tables]);
  const linked = selected ? neighbours(selected, relations) : undefined;

  const [view, setView] = useState<View>(() => fitted(layout, size.width, size.height));
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);
  const [grabbing, setGrabbing] = useState(false);
  const fitView = () => fitted(layout, size.width, size.height);

  // A new filter or a new size shows the whole of what is left: the view is set again while
  // rendering (react.dev, "adjusting some state when a prop changes"), not in an effect.
  const [fittedTo, setFittedTo] = useState({ layout, width: size.width, height: size.height });
  if (fittedTo.layout !== layout || fittedTo.width !== size.width || fittedTo.height !== size.height) {
    setFittedTo({ layout, width: size.width, height: size.height });
    setView(fitView());
  }

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      if (width > 0) setSize({ width, height });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [height]);

  const zoomAt = (factor: number, cx = size.width / 2, cy = size.height / 2) =>
    setView((v) => {
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
      const k = scale / v.scale;
      return { scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
    });
  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    zoomAt(event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - rect.left, event.clientY - rect.top);
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 4) return;
    if (!start.moved) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setGrabbing(true);
    }
    start.moved = true;
    setView({ ...start.view, x: start.view.x + dx, y: start.view.y + dy });
  };
  const onPointerUp = () => {
    drag.current = null;
    setGrabbing(false);
  };
  const choose = (name: string) => {
    if (drag.current?.moved) return;
    setSelected((current) => (current === name ? undefined : name));
  };

  const dim = (name: string) => linked !== undefined && !linked.has(name);
  const shownRelations = layout.lines.length;

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        <Input.Search allowClear placeholder={texts.filter} aria-label={texts.filter} value={text} onChange={(e) => setText(e.target.value)} style={{ width: 260, maxWidth: '100%' }} />
        <Select
          allowClear
          placeholder={texts.allGroups}
          aria-label={texts.groups}
          value={group}
          onChange={(value?: string) => setGroup(value)}
          options={groupOrder(tables).map((g) => ({ value: g, label: groupLabel(g) }))}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Typography.Text type="secondary">
          {texts.shown(visible.length, tables.length)}・{texts.relations(shownRelations)}
        </Typography.Text>
      </Flex>
      <Flex gap="small" wrap align="center" justify="space-between">
        <Flex gap="small" align="center" wrap>
          <svg width="34" height="10" aria-hidden>
            <line x1="0" y1="5" x2="34" y2="5" stroke={brand.primary} strokeWidth="2" />
          </svg>
          <Typography.Text type="secondary">{texts.legendDeclared}</Typography.Text>
          <svg width="34" height="10" aria-hidden>
            <line x1="0" y1="5" x2="34" y2="5" stroke={brand.primary} strokeWidth="2" strokeDasharray="5 4" />
          </svg>
          <Typography.Text type="secondary">{texts.legendInferred}</Typography.Text>
          {selected && (
            <Tag closable onClose={() => setSelected(undefined)} color="blue" closeIcon={<span aria-label={texts.clearSelection}>×</span>}>
              {texts.selected(selected)}
            </Tag>
          )}
        </Flex>
        <Flex gap={4}>
          <Button size="small" icon={<ZoomOutOutlined />} aria-label={texts.zoomOut} onClick={() => zoomAt(1 / 1.25)} />
          <Button size="small" icon={<ZoomInOutlined />} aria-label={texts.zoomIn} onClick={() => zoomAt(1.25)} />
          <Button size="small" icon={<CompressOutlined />} aria-label={texts.fit} onClick={() => setView(fitView())} />
        </Flex>
      </Flex>
      <div ref={boxRef} style={{ border: `1px solid ${brand.border}`, borderRadius: 8, background: brand.canvas, overflow: 'hidden' }}>
        {visible.length === 0 ? (
          <Flex align="center" justify="center" style={{ height: 160 }}>
            <Typography.Text type="secondary">{texts.noMatch}</Typography.Text>
          </Flex>
        ) : (
          <svg
            role="img"
            aria-label={texts.label}
            width="100%"
            height={size.height}
            style={{ display: 'block', touchAction: 'none', cursor: grabbing ? 'grabbing' : 'grab', userSelect: 'none' }}
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerLeave={onPointerUp}
            data-testid="er-diagram"
          >
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
              {layout.groups.map((g) => (
                <g key={g.name} data-group={g.name}>
                  <rect x={g.x} y={g.y} width={g.width} height={g.height} rx={10} fill={brand.surface} stroke={colours.get(g.name)} strokeOpacity={0.5} strokeWidth={1.5} />
                  <rect x={g.x} y={g.y} width={g.width} height={24} rx={10} fill={colours.get(g.name)} fillOpacity={0.12} />
                  <text x={g.x + 12} y={g.y + 17} fontSize={13} fontWeight={600} fill={colours.get(g.name)}>
                    {groupLabel(g.name)}
                  </text>
                </g>
              ))}
              {layout.lines.map(({ relation, path }) => {
                const hot = selected !== undefined && (relation.table === selected || relation.toTable === selected);
                return (
                  <path
                    key={relation.name}
                    d={path}
                    fill="none"
                    stroke={hot ? brand.accent : brand.primary}
                    strokeOpacity={selected === undefined ? 0.45 : hot ? 0.95 : 0.08}
                    strokeWidth={hot ? 2.5 : 1.5}
                    strokeDasharray={relation.inferred ? '6 4' : undefined}
                    data-relation={relation.name}
                  >
                    <title>{`${relation.table}.${relation.columns.join(', ')} → ${relation.toTable}.${relation.toColumns.join(', ')}`}</title>
                  </path>
                );
              })}
              {layout.tables.map(({ table, x, y, width, height: h }) => (
                <g
                  key={table.name}
                  opacity={dim(table.name) ? 0.25 : 1}
                  onClick={() => choose(table.name)}
                  style={{ cursor: 'pointer' }}
                  data-table={table.name}
                  role="button"
                  aria-pressed={selected === table.name}
                  aria-label={table.name}
                >
                  <rect x={x} y={y} width={width} height={h} rx={6} fill={brand.surface} stroke={selected === table.name ? brand.accent : brand.border} strokeWidth={selected === table.name ? 2 : 1} />
                  <rect x={x} y={y} width={width} height={HEADER_HEIGHT} rx={6} fill={colours.get(table.group)} />
                  <text x={x + 8} y={y + 17} fontSize={12.5} fontWeight={700} fill="#fff">
                    {table.name}
                  </text>
                  {table.columns.map((column, i) => {
                    const cy = y + HEADER_HEIGHT + i * ROW_HEIGHT + 13;
                    return (
                      <g key={column.name}>
                        <text x={x + 8} y={cy} fontSize={11} fill={column.primaryKey ? brand.accent : brand.ink} fontWeight={column.primaryKey ? 700 : 400}>
                          {column.primaryKey ? '◆ ' : ''}
                          {column.name.length > 22 ? `${column.name.slice(0, 21)}…` : column.name}
                          {column.primaryKey && <title>{texts.primaryKey}</title>}
                        </text>
                        <text x={x + width - 8} y={cy} fontSize={10} textAnchor="end" fill={brand.inkMuted}>
                          {shortType(column.type)}
                          {column.nullable ? '?' : ''}
                        </text>
                      </g>
                    );
                  })}
                </g>
              ))}
            </g>
          </svg>
        )}
      </div>
    </Flex>
  );
}

/** PostgreSQL's long type names shortened for the box (`timestamp with time zone` → `timestamptz`). */
export function shortType(type: string): string {
  return type
    .replace('timestamp with time zone', 'timestamptz')
    .replace('timestamp without time zone', 'timestamp')
    .replace('character varying', 'varchar')
    .replace('double precision', 'float8');
}
