import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { companionAdminTexts } from '../../../locales/ja-JP/companion-admin';
import { fetchFile } from '../../../shared/api/fetch-file';
import { saveBlob } from '../../../shared/lib/download';
import { notifyError } from '../../../shared/ui/notify';
import { today } from '../../../shared/lib/datetime';

/** Downloads the CSV the server writes for the list's current filter (UTF-8 with BOM, no formula cells). */
export function ExportCsvButton({
  path,
  params,
  fileName,
}: {
  path: string;
  params: Record<string, string>;
  fileName: (date: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await fetchFile(path, params);
      saveBlob(blob, fileName(today()));
    } catch (error) {
      notifyError(error, companionAdminTexts.common.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={download} loading={busy}>
      {companionAdminTexts.common.exportCsv}
    </Button>
  );
}
