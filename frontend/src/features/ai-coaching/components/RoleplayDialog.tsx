import { RightOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Radio, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingScenariosQuery, type ScenarioResponse } from '../../../shared/api/generated/ai-coaching';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { practiceOf, useStartRoleplay } from '../lib/roleplay';
import { ScenarioTags } from './ScenarioTags';

const t = aiCoachingTexts.roleplay;

function ScenarioGroup({ title, scenarios }: { title: string; scenarios: ScenarioResponse[] }) {
  if (scenarios.length === 0) return null;
  return (
    <Flex vertical gap={6}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {scenarios.map((s) => (
        <Radio key={s.id} value={s.id} style={{ alignItems: 'flex-start' }}>
          <Flex vertical gap={2}>
            <Typography.Text strong>{s.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.description}
            </Typography.Text>
            <ScenarioTags scenario={s} />
          </Flex>
        </Radio>
      ))}
    </Flex>
  );
}

/**
 * The AI coach's role-play dialog (spec part 2 §2, §9): the coach's four scenarios first, then the
 * role-play screen's six; the chosen one starts a role-play session and opens its practice on the
 * role-play screen.
 */
export function RoleplayDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const scenarios = useAiCoachingScenariosQuery(undefined, { skip: !open });
  const [startRoleplay, { isLoading }] = useStartRoleplay();
  const navigate = useNavigate();
  const all = scenarios.data ?? [];

  const submit = async ({ scenarioId }: { scenarioId: string }) => {
    const scenario = all.find((s) => s.id === scenarioId);
    if (!scenario) return false;
    const session = await startRoleplay(scenario);
    void navigate(practiceOf(session.id));
  };

  return (
    <FormDialog<{ scenarioId: string }>
      name="roleplay-scenario"
      open={open}
      texts={t.dialog}
      width={560}
      loading={isLoading}
      okDisabled={all.length === 0}
      onSubmit={submit}
      onClose={onClose}
      before={<Typography.Paragraph style={{ margin: 0 }}>{t.dialog.lead}</Typography.Paragraph>}
    >
      {scenarios.error !== undefined ? (
        <LoadFailure title={t.dialog.loadFailed} error={scenarios.error} onRetry={scenarios.refetch} />
      ) : scenarios.isLoading ? (
        <Skeleton active />
      ) : (
        <Form.Item name="scenarioId" label={t.dialog.scenario} rules={[{ required: true, message: t.scenarioRequired }]}>
          <Radio.Group style={{ width: '100%' }}>
            <Flex vertical gap="middle" style={{ maxHeight: '55vh', overflowY: 'auto', paddingInlineEnd: 4 }}>
              <ScenarioGroup title={t.dialog.coachGroup} scenarios={all.filter((s) => s.offeredOn === 'coach')} />
              <ScenarioGroup title={t.dialog.otherGroup} scenarios={all.filter((s) => s.offeredOn !== 'coach')} />
            </Flex>
          </Radio.Group>
        </Form.Item>
      )}
    </FormDialog>
  );
}

/** The coach's quick action that opens the role-play dialog, drawn like the card's other actions. */
export function RoleplayDialogButton({ label, icon }: { label: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={icon} onClick={() => setOpen(true)} style={{ justifyContent: 'flex-start' }}>
        <Flex justify="space-between" style={{ flex: 1 }}>
          <span>{label}</span>
          <RightOutlined aria-hidden />
        </Flex>
      </Button>
      <RoleplayDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
