import { DownloadOutlined, FileExcelOutlined, FileImageOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import dayjs from 'dayjs';
import { useState, type RefObject } from 'react';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { fetchFile } from '../../../shared/api/fetch-file';
import { saveBlob } from '../../../shared/lib/download';
import { svgToPng } from '../../../shared/lib/svg-to-png';
import { BOARD_HEIGHT, BOARD_WIDTH } from '../../../shared/lib/matrix-board';

interface ExportMenuProps {
  teamId: string;
  teamName: string;
  svgRef: RefObject<SVGSVGElement | null>;
}

/** Exports the board as a PNG picture or the team's growth points as CSV (the server's file). */
export function ExportMenu({ teamId, teamName, svgRef }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);

  const run = async (kind: 'png' | 'csv') => {
    setBusy(true);
    try {
      if (kind === 'csv') {
        const { blob, filename } = await fetchFile(`/api/ms-matrix/team/${encodeURIComponent(teamId)}/export.csv`);
        saveBlob(blob, filename ?? m.export.csvFallbackName);
      } else {
        if (!svgRef.current) throw new Error('The board is not on screen');
        const png = await svgToPng(svgRef.current, { width: BOARD_WIDTH, height: BOARD_HEIGHT, scale: 2 });
        saveBlob(png, m.export.pngFileName(teamName, dayjs().format('YYYYMMDD')));
      }
      notifySuccess(m.export.done);
    } catch (error) {
      notifyError(error, kind === 'csv' ? m.export.csvFailed : m.export.pngFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'png', icon: <FileImageOutlined />, label: m.export.png },
          { key: 'csv', icon: <FileExcelOutlined />, label: m.export.csv },
        ],
        onClick: ({ key }) => void run(key as 'png' | 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {m.export.button}
      </Button>
    </Dropdown>
  );
}
