import { Button, Checkbox, Flex, Tag } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { memberColor } from '../../../shared/lib/member-colors';
import { brand } from '../../../shared/ui/brand-tokens';

interface MemberRowProps {
  entry: OneOnOneEntryResponse;
  visible: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/** A member in the side panel: visibility on the board, the name (opens the member's 1on1 details), the follow-up flag. */
export function MemberRow({ entry, visible, onToggle, onOpen }: MemberRowProps) {
  return (
    <Flex align="center" gap={8} style={{ padding: '4px 8px 4px 24px' }}>
      <Checkbox checked={visible} onChange={onToggle} aria-label={m.members.memberToggle(entry.employeeName)} />
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          flex: 'none',
          borderRadius: '50%',
          background: memberColor(entry.employeeName),
        }}
      />
      <Button
        type="link"
        size="small"
        onClick={onOpen}
        aria-label={m.members.openDetail(entry.employeeName)}
        style={{ flex: 1, minWidth: 0, padding: 0, justifyContent: 'flex-start', color: visible ? undefined : brand.inkDisabled }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{entry.employeeName}</span>
      </Button>
      {entry.isStale && (
        <Tag color="warning" style={{ marginInlineEnd: 0, flex: 'none' }}>
          {m.followUp}
        </Tag>
      )}
    </Flex>
  );
}
