import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { membersTexts } from '../../../locales/ja-JP/members';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';

const texts = membersTexts.common;

async function copyId(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(id);
    notifySuccess(texts.idCopied);
  } catch {
    notifyError(undefined, texts.idCopyFailed);
  }
}

/** An id in monospace with a copy button (shown while the page's ID toggle is on). */
export function IdCell({ id }: { id: string }) {
  return (
    <Flex align="center" gap={4}>
      <Typography.Text code style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {id}
      </Typography.Text>
      <Tooltip title={texts.copyId}>
        <Button type="text" size="small" icon={<CopyOutlined />} aria-label={texts.copyId} onClick={() => copyId(id)} />
      </Tooltip>
    </Flex>
  );
}
