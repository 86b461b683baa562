import {
  ApartmentOutlined,
  AuditOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DownloadOutlined,
  MailOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Col, Flex, Row } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import { brand } from '../../../shared/ui/brand-tokens';

const links = adminConsoleTexts.dashboard.links;

/** The admin console's screens, one card each; `adminOnly` ones are shown to admins (the companion lists). */
const HUB: { key: keyof typeof links; path: string; icon: ReactNode; adminOnly?: boolean }[] = [
  { key: 'migration', path: '/community/admin', icon: <DatabaseOutlined /> },
  { key: 'projections', path: '/community/admin/projections', icon: <DeploymentUnitOutlined />, adminOnly: true },
  { key: 'eventLog', path: '/community/admin/event-log', icon: <UnorderedListOutlined />, adminOnly: true },
  { key: 'ledger', path: '/community/points/ledger', icon: <AuditOutlined /> },
  { key: 'members', path: '/community/members', icon: <ApartmentOutlined /> },
  { key: 'registrants', path: '/community/admin/download-registrants', icon: <DownloadOutlined />, adminOnly: true },
  { key: 'inquiries', path: '/community/admin/inquiries', icon: <MailOutlined />, adminOnly: true },
  { key: 'mail', path: '/community/admin/mail', icon: <SendOutlined />, adminOnly: true },
];

/** The hub of the admin console: where each admin screen is and what it is for. */
export function AdminHubLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav aria-label={adminConsoleTexts.dashboard.hub}>
      <Row gutter={[12, 12]}>
        {HUB.filter((item) => isAdmin || !item.adminOnly).map((item) => (
          <Col key={item.key} xs={24} sm={12} lg={8} xl={6}>
            <Link to={item.path} style={{ display: 'block', height: '100%' }}>
              <Panel size="small" hoverable style={{ height: '100%' }}>
                <Flex gap="small" align="flex-start">
                  <span style={{ color: brand.primary, fontSize: 20 }} aria-hidden>
                    {item.icon}
                  </span>
                  <Flex vertical>
                    <Typography.Text strong>{links[item.key].label}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {links[item.key].summary}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </Panel>
            </Link>
          </Col>
        ))}
      </Row>
    </nav>
  );
}
