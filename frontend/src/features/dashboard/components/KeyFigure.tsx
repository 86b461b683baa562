import { Flex, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';

interface KeyFigureProps {
  label: string;
  value: string;
  /** Colours a change: up in the success colour, down in the error colour. */
  trend?: 'up' | 'down' | 'none';
}

/** One compact figure of a dashboard card: a short label above its value. */
export function KeyFigure({ label, value, trend = 'none' }: KeyFigureProps) {
  const { token } = theme.useToken();
  const color = trend === 'up' ? token.colorSuccess : trend === 'down' ? token.colorError : token.colorText;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, lineHeight: 1.4 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: token.fontSizeHeading4, lineHeight: 1.3, color }}>
        {value}
      </Typography.Text>
    </Flex>
  );
}
