import { Flex, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { memo } from 'react';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import type { DepartmentGroup } from '../lib/department-groups';
import { VisibilityToggle } from './VisibilityToggle';

interface LegendPanelProps {
  groups: readonly DepartmentGroup[];
  isVisible: (entryId: string) => boolean;
  onToggle: (entryIds: readonly string[]) => void;
}

function visibilityOf(ids: readonly string[], isVisible: (id: string) => boolean): 'all' | 'some' | 'none' {
  const visible = ids.filter(isVisible).length;
  if (visible === ids.length) return 'all';
  return visible === 0 ? 'none' : 'some';
}

/** Members by department, each department in its colour, with per-group, per-member and overall show/hide. */
export const LegendPanel = memo(function LegendPanel({ groups, isVisible, onToggle }: LegendPanelProps) {
  const allIds = groups.flatMap((group) => group.entries.map((entry) => entry.id));
  const visibleCount = allIds.filter(isVisible).length;
  return (
    <Panel
      size="small"
      title={m.legend.title}
      extra={
        <Flex align="center" gap={4}>
          <Typography.Text type="secondary">{m.legend.visibleCount(visibleCount, allIds.length)}</Typography.Text>
          <VisibilityToggle
            state={visibilityOf(allIds, isVisible)}
            showLabel={m.legend.showAll}
            hideLabel={m.legend.hideAll}
            onToggle={() => onToggle(allIds)}
          />
        </Flex>
      }
    >
      <Flex vertical gap="small" style={{ maxHeight: 256, overflowY: 'auto' }}>
        {groups.map((group) => {
          const ids = group.entries.map((entry) => entry.id);
          const name = group.name ?? m.legend.noDepartment;
          return (
            <Flex key={group.key} vertical gap={4} role="group" aria-label={name}>
              <Flex align="center" gap="small">
                <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: group.color, display: 'inline-block' }} />
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary">{group.entries.length}</Typography.Text>
                <VisibilityToggle
                  state={visibilityOf(ids, isVisible)}
                  showLabel={m.legend.showGroup(name)}
                  hideLabel={m.legend.hideGroup(name)}
                  onToggle={() => onToggle(ids)}
                />
              </Flex>
              <Flex wrap gap={6} style={{ paddingInlineStart: 20 }}>
                {group.entries.map((entry) => {
                  const visible = isVisible(entry.id);
                  return (
                    <Tag
                      key={entry.id}
                      role="switch"
                      aria-checked={visible}
                      aria-label={visible ? m.legend.hideMember(entry.memberName) : m.legend.showMember(entry.memberName)}
                      tabIndex={0}
                      onClick={() => onToggle([entry.id])}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          onToggle([entry.id]);
                        }
                      }}
                      style={{ cursor: 'pointer', opacity: visible ? 1 : 0.45, marginInlineEnd: 0, textDecoration: visible ? undefined : 'line-through' }}
                    >
                      <span
                        aria-hidden
                        style={{ width: 8, height: 8, borderRadius: '50%', background: memberColor(entry.memberName), display: 'inline-block', marginInlineEnd: 6 }}
                      />
                      {entry.memberName}
                    </Tag>
                  );
                })}
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Panel>
  );
});
