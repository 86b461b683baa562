import { Flex, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useMemo } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { groupByDepartment, toggleDepartment, toggleMember } from '../lib/department-visibility';
import { DepartmentGroup } from './DepartmentGroup';

interface MemberVisibilityPanelProps {
  entries: OneOnOneEntryResponse[];
  hidden: ReadonlySet<string>;
  onHiddenChange: (hidden: Set<string>) => void;
  /** The team's departments when the user may rename them. */
  departments: DepartmentResponse[] | undefined;
  onOpen: (entry: OneOnOneEntryResponse) => void;
}

/** The members on the board by department, each shown or hidden (spec part 1 §4); all shown on load. */
export function MemberVisibilityPanel({ entries, hidden, onHiddenChange, departments, onOpen }: MemberVisibilityPanelProps) {
  const groups = useMemo(() => groupByDepartment(entries), [entries]);
  const visibleCount = entries.filter((entry) => !hidden.has(entry.id)).length;
  const followUpCount = entries.filter((entry) => entry.isStale).length;

  return (
    <Panel
      title={m.members.title}
      size="small"
      extra={
        entries.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.members.count(visibleCount, entries.length)}
          </Typography.Text>
        )
      }
    >
      {entries.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={m.members.empty} />
      ) : (
        <Flex vertical gap="small">
          {followUpCount > 0 && (
            <Tag color="warning" style={{ alignSelf: 'flex-start' }}>
              {m.members.followUpCount(followUpCount)}
            </Tag>
          )}
          <Flex vertical gap="middle" style={{ maxHeight: 520, overflowY: 'auto' }}>
            {groups.map((group) => (
              <DepartmentGroup
                key={group.departmentId ?? 'none'}
                group={group}
                hidden={hidden}
                department={departments?.find((department) => department.id === group.departmentId)}
                onToggleDepartment={(entryIds) => onHiddenChange(toggleDepartment(entryIds, hidden))}
                onToggleMember={(entryId) => onHiddenChange(toggleMember(entryId, hidden))}
                onOpen={onOpen}
              />
            ))}
          </Flex>
        </Flex>
      )}
    </Panel>
  );
}
