import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { TeamResponse } from '../../../shared/api/generated/api';
import { notifyError } from '../../../shared/ui/notify';
import { useLazyCompanyMembersExportCompanyMembersQuery } from '../api/members-api';
import { CSV_TYPE, UTF8_BOM, safeFileName, saveFile } from '../lib/save-file';

const texts = membersTexts.csv;

/**
 * Downloads `GET /api/company-members/export`. The client reads the body as text, which drops
 * the server's byte-order mark, so it is put back for Excel; the file is named after the team.
 */
export function ExportCsvButton({ team, disabled }: { team: TeamResponse; disabled: boolean }) {
  const [exportCsv, { isFetching }] = useLazyCompanyMembersExportCompanyMembersQuery();

  const download = async () => {
    try {
      const csv = await exportCsv({ teamId: team.id }).unwrap();
      const withBom = csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv;
      saveFile(safeFileName(texts.exportFileName(team.name, dayjs().format('YYYY-MM-DD'))), [withBom], CSV_TYPE);
    } catch (error) {
      notifyError(error, texts.exportFailed);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} onClick={download} loading={isFetching} disabled={disabled}>
      {texts.export}
    </Button>
  );
}
