import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { brand } from '../../../shared/ui/brand-tokens';

interface DashboardEmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** What to do next: a link or button that does it. */
  action?: ReactNode;
}

/** A card's empty state on the dashboard: what is missing, why it matters, and the next step. */
export function DashboardEmptyState({ icon, title, text, action }: DashboardEmptyStateProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap="small" style={{ paddingBlock: token.paddingLG, textAlign: 'center' }}>
      <Flex
        align="center"
        justify="center"
        aria-hidden
        style={{ width: 48, height: 48, borderRadius: '50%', background: brand.primarySoft, color: token.colorPrimary, fontSize: 22 }}
      >
        {icon}
      </Flex>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary" style={{ maxWidth: 360, fontSize: token.fontSizeSM }}>
        {text}
      </Typography.Text>
      {action && <div style={{ marginTop: token.marginXS }}>{action}</div>}
    </Flex>
  );
}
