import { Checkbox, Flex, Tag } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { brand } from '../../../shared/ui/brand-tokens';
import { departmentVisibility, type DepartmentGroup as Group } from '../lib/department-visibility';
import { DepartmentName } from './DepartmentName';
import { MemberRow } from './MemberRow';

interface DepartmentGroupProps {
  group: Group;
  hidden: ReadonlySet<string>;
  /** The department when the user may rename it. */
  department: DepartmentResponse | undefined;
  onToggleDepartment: (entryIds: string[]) => void;
  onToggleMember: (entryId: string) => void;
  onOpen: (entry: OneOnOneEntryResponse) => void;
}

const VISIBILITY_COLOR = { all: 'success', partial: 'processing', none: 'default' } as const;

/** One department in the side panel: a tri-state show/hide toggle, its name, and its members. */
export function DepartmentGroup({ group, hidden, department, onToggleDepartment, onToggleMember, onOpen }: DepartmentGroupProps) {
  const entryIds = group.entries.map((entry) => entry.id);
  const visibility = departmentVisibility(entryIds, hidden);
  const name = group.departmentName ?? m.members.noDepartment;
  const visibleCount = entryIds.filter((id) => !hidden.has(id)).length;

  return (
    <Flex vertical gap={4} role="group" aria-label={name}>
      <Flex align="center" gap={8} style={{ padding: '6px 8px', background: brand.surfaceMuted, borderRadius: 6 }}>
        <Checkbox
          checked={visibility === 'all'}
          indeterminate={visibility === 'partial'}
          onChange={() => onToggleDepartment(entryIds)}
          aria-label={m.members.departmentToggle(name)}
        />
        <span
          aria-hidden
          style={{
            width: 10,
            height: 10,
            flex: 'none',
            borderRadius: '50%',
            background: group.color,
          }}
        />
        <Flex style={{ flex: 1, minWidth: 0 }}>
          <DepartmentName name={name} department={department} />
        </Flex>
        <Tag
          color={VISIBILITY_COLOR[visibility]}
          title={m.members.visibility[visibility]}
          aria-label={`${m.members.visibility[visibility]} ${visibleCount}/${entryIds.length}`}
          style={{ marginInlineEnd: 0, flex: 'none' }}
        >
          {visibleCount}/{entryIds.length}
        </Tag>
      </Flex>
      {group.entries.map((entry) => (
        <MemberRow
          key={entry.id}
          entry={entry}
          visible={!hidden.has(entry.id)}
          onToggle={() => onToggleMember(entry.id)}
          onOpen={() => onOpen(entry)}
        />
      ))}
    </Flex>
  );
}
