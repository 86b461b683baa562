import { HistoryOutlined } from '@ant-design/icons';
import { Button, Flex, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { memo } from 'react';
import type { MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { brand } from '../../../shared/ui/brand-tokens';
import type { DepartmentGroup } from '../lib/department-groups';

interface MemberListProps {
  groups: readonly DepartmentGroup[];
  selectedEntryId: string | null;
  canEdit: boolean;
  onSelect: (entryId: string) => void;
  onShowAudit: (entry: MsMatrixEntryResponse) => void;
}

/** The side panel's members by department, with their levels; managers open a member's audit from here. */
export const MemberList = memo(function MemberList({ groups, selectedEntryId, canEdit, onSelect, onShowAudit }: MemberListProps) {
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <Panel size="small" title={m.side.membersTitle} extra={<Typography.Text type="secondary">{count}</Typography.Text>}>
      {count === 0 ? (
        <EmptyState size="compact" illustration="list" title={m.side.noMembers} />
      ) : (
        <Flex vertical gap="small" style={{ maxHeight: 420, overflowY: 'auto' }}>
          {groups.map((group) => (
            <div key={group.key}>
              <Flex align="center" gap={6} style={{ marginBottom: 4 }}>
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: group.color, display: 'inline-block' }} />
                <Typography.Text type="secondary" strong>
                  {group.name ?? m.legend.noDepartment}
                </Typography.Text>
              </Flex>
              <Flex vertical gap={2} role="list" aria-label={group.name ?? m.legend.noDepartment}>
                {group.entries.map((entry) => (
                  <Flex
                    key={entry.id}
                    role="listitem"
                    align="center"
                    justify="space-between"
                    gap="small"
                    onClick={() => onSelect(entry.id)}
                    style={{
                      padding: '4px 8px',
                      borderRadius: 6,
                      cursor: 'pointer',
                      background: entry.id === selectedEntryId ? brand.primarySoft : undefined,
                    }}
                  >
                    <Flex align="center" gap="small" style={{ minWidth: 0 }}>
                      <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: memberColor(entry.memberName), flex: 'none' }} />
                      <AntTypography.Text ellipsis style={{ maxWidth: 140 }}>
                        {entry.memberName}
                      </AntTypography.Text>
                      <Typography.Text
                        type="secondary"
                        title={m.side.levelsShortTitle(entry.skillLevel, entry.mindsetLevel)}
                        style={{ fontSize: 12, whiteSpace: 'nowrap' }}
                      >
                        {m.side.levelsShort(entry.skillLevel, entry.mindsetLevel)}
                      </Typography.Text>
                    </Flex>
                    {canEdit && (
                      <Button
                        type="text"
                        size="small"
                        icon={<HistoryOutlined />}
                        title={m.side.audit}
                        aria-label={m.side.auditOf(entry.memberName)}
                        onClick={(event) => {
                          event.stopPropagation();
                          onShowAudit(entry);
                        }}
                      />
                    )}
                  </Flex>
                ))}
              </Flex>
            </div>
          ))}
        </Flex>
      )}
    </Panel>
  );
});
