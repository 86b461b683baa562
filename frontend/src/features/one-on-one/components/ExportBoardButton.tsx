import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState, type RefObject } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { notifyError } from '../../../shared/ui/notify';
import { saveBlob } from '../../../shared/lib/download';
import { svgToPng } from '../../../shared/lib/svg-to-png';
import { BOARD_HEIGHT, BOARD_WIDTH } from '../../../shared/lib/matrix-board';

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
      const png = await svgToPng(svgRef.current, { width: BOARD_WIDTH, height: BOARD_HEIGHT, scale: 3 });
      saveBlob(png, m.export.fileName(teamName, dayjs().format('YYYYMMDD')));
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
