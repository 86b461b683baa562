import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import { fetchFile } from '../../../shared/api/fetch-file';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { safeFileName, saveBlob } from '../../../shared/lib/download';
import { notifyError } from '../../../shared/ui/notify';
import { today } from '../../../shared/lib/datetime';

const texts = membersTexts.csv;

/**
 * Downloads `GET /api/company-members/export` as the server wrote it (UTF-8 with a byte-order mark,
 * so Excel reads it), under the server's file name, else one made of the team's name and the date.
 */
export function ExportCsvButton({ team, disabled }: { team: TeamResponse; disabled: boolean }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchFile('/api/company-members/export', { teamId: team.id });
      saveBlob(blob, filename ?? safeFileName(texts.exportFileName(team.name, today())));
    } catch (error) {
      notifyError(error, texts.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} onClick={download} loading={busy} disabled={disabled}>
      {texts.export}
    </Button>
  );
}
