import { Typography as AntTypography } from 'antd';
import type { CSSProperties } from 'react';

/**
 * Text a user wrote, shown as text: React escapes it, line breaks are kept, nothing in it is read
 * as HTML or markdown, so no stored markup or script can run (the forum and 心の叫び).
 */
export function PlainText({ children, style, ellipsisRows }: { children: string; style?: CSSProperties; ellipsisRows?: number }) {
  return (
    <AntTypography.Paragraph
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, ...style }}
      ellipsis={ellipsisRows ? { rows: ellipsisRows } : undefined}
    >
      {children}
    </AntTypography.Paragraph>
  );
}
