import { Flex, Statistic, theme } from 'antd';
import { Panel } from './Panel';
import type { ReactNode } from 'react';
import { Typography } from './Typography';

interface StatCardProps {
  title: string;
  value: number | undefined;
  unit: string;
  hint: string;
  icon: ReactNode;
  color: string;
  loading: boolean;
}

/** A figure card (dashboard, members): icon, title, value with its unit, a line saying what it counts; a skeleton while loading. */
export function StatCard({ title, value, unit, hint, icon, color, loading }: StatCardProps) {
  const { token } = theme.useToken();
  return (
    <Panel style={{ height: '100%' }}>
      <Flex gap="middle" align="flex-start">
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{ width: 48, height: 48, flex: 'none', borderRadius: token.borderRadiusLG, background: `${color}1A`, color, fontSize: 22 }}
        >
          {icon}
        </Flex>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Statistic title={title} value={value} suffix={unit} loading={loading} />
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {hint}
          </Typography.Text>
        </Flex>
      </Flex>
    </Panel>
  );
}
