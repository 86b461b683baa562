import { ExperimentOutlined, LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { teamMessages } from '../../../locales/ja-JP/teams';
import { useSampleTeamCreateSampleTeamMutation } from '../../../shared/api/generated/sample-team';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { notifySuccess } from '../../../shared/ui/notify';
// The team dialogs' forms load when one is opened, not with the dashboard's first screen (docs/decisions/0094, 0104).
import { CreateTeamDialog, JoinTeamDialog } from '../../../shared/teams/team-dialogs';
import '../write-failures';

const texts = dashboardTexts.movement;


/**
 * The user belongs to no team yet: create one, join one that exists, or try the boards with a
 * sample team of fictional members in one click (the landing page's FAQ promises it).
 */
export function NoTeamEmptyState({ joinableTeams, onSelected }: { joinableTeams: TeamResponse[]; onSelected: (teamId: string) => void }) {
  const [open, setOpen] = useState<'create' | 'join' | null>(null);
  const [createSampleTeam, { isLoading: creatingSample }] = useSampleTeamCreateSampleTeamMutation();

  const trySampleTeam = async () => {
    try {
      const { id } = await createSampleTeam().unwrap();
      notifySuccess(texts.sampleTeamCreated);
      onSelected(id);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <>
      <EmptyState
        size="compact"
        illustration="team"
        title={texts.noTeamTitle}
        description={joinableTeams.length > 0 ? texts.noTeamJoinText : texts.noTeamText}
        actions={
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('create')}>
              {teamMessages.createTeam}
            </Button>
            <Button icon={<ExperimentOutlined />} loading={creatingSample} onClick={trySampleTeam}>
              {texts.sampleTeam}
            </Button>
            {joinableTeams.length > 0 && (
              <Button icon={<LoginOutlined />} onClick={() => setOpen('join')}>
                {teamMessages.joinTeam}
              </Button>
            )}
          </Space>
        }
      />
      {/* Mounted only while open: the first-login welcome dialog may be open on the same page, and
          closed dialogs kept in the page would sit beside it in the accessibility tree. */}
      {open === 'create' && <CreateTeamDialog open onClose={() => setOpen(null)} onCreated={onSelected} />}
      {open === 'join' && <JoinTeamDialog open teams={joinableTeams} onClose={() => setOpen(null)} onJoined={onSelected} />}
    </>
  );
}
