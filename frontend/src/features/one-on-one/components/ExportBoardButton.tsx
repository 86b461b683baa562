import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState, type RefObject } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { notifyError } from '../../../shared/ui/notify';
import { exportBoardPng } from '../lib/export-board-png';

interface ExportBoardButtonProps {
  svgRef: RefObject<SVGSVGElement | null>;
  teamName: string;
}

/** Downloads the board as it is shown (visible members, names, trails) as a PNG. */
export function ExportBoardButton({ svgRef, teamName }: ExportBoardButtonProps) {
  const [exporting, setExporting] = useState(false);

  const exportPng = async () => {
    if (!svgRef.current) return;
    setExporting(true);
    try {
      await exportBoardPng(svgRef.current, m.export.fileName(teamName, dayjs().format('YYYYMMDD')));
    } catch (error) {
      notifyError(error, m.export.failed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} onClick={exportPng} loading={exporting}>
      {m.export.button}
    </Button>
  );
}
