import { Alert, Flex, Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { growthTrailTexts as texts } from '../../../locales/ja-JP/growth-trail';
import { useMsMatrixGetEntryAuditQuery, useMsMatrixGetTeamMatrixQuery } from '../../../shared/api/generated/ms-matrix';
import { useOneOnOneMatrixGetEntryAuditQuery, useOneOnOneMatrixListManagerEntriesQuery, type OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { TrailSection } from '../components/TrailSection';
import { PageTitle } from '../../../shared/ui/PageTitle';

/**
 * `/community/members/:memberId/growth-trail?team=…`: a member's growth trail on the MS matrix
 * and on the caller's 1on1 board, read from the entries' events (who moved them, when, from where
 * to where, which points were deleted by whom). The server decides who may read each: the team's
 * managers for the MS matrix, the entry's manager and admins for the 1on1 board.
 */
export default function GrowthTrailPage() {
  const { memberId = '' } = useParams();
  const [search] = useSearchParams();
  const teamId = search.get('team') ?? '';
  const board = useMsMatrixGetTeamMatrixQuery({ teamId }, { skip: !teamId });
  const msEntry = board.data?.find((e) => e.memberId === memberId);
  const msAudit = useMsMatrixGetEntryAuditQuery({ id: msEntry?.id ?? '' }, { skip: !msEntry });
  const oneOnOne = useOneOnOneMatrixListManagerEntriesQuery({ teamId }, { skip: !teamId });
  const oneOnOneEntry = oneOnOne.data?.find((e: OneOnOneEntryResponse) => e.employeeId === memberId);
  const name = msEntry?.memberName ?? oneOnOneEntry?.employeeName;

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1400 }}>
      <PageTitle title={name ? texts.title(name) : texts.titleUnknown} lead={texts.lead}>
        <div>
          <LinkButton to="/community/members">{texts.back}</LinkButton>
        </div>
      </PageTitle>
      {!teamId ? (
        <Alert type="warning" showIcon title={texts.noTeam} />
      ) : (
        <>
          {board.isLoading ? (
            <Skeleton active />
          ) : msEntry ? (
            <TrailSection
              title={texts.ms.title}
              memberName={msEntry.memberName}
              records={msAudit.data}
              isLoading={msAudit.isLoading}
              error={msAudit.error}
              xLabel={texts.ms.x}
              yLabel={texts.ms.y}
              describe={(p) => texts.ms.levels(p.skillLevel, p.mindsetLevel)}
            />
          ) : (
            <Alert type="info" showIcon title={texts.ms.title} description={texts.ms.none} />
          )}
          {oneOnOne.isLoading ? (
            <Skeleton active />
          ) : oneOnOneEntry ? (
            <OneOnOneTrail entry={oneOnOneEntry} />
          ) : (
            <Alert type="info" showIcon title={texts.oneOnOne.title} description={texts.oneOnOne.none} />
          )}
        </>
      )}
    </Flex>
  );
}

function OneOnOneTrail({ entry }: { entry: OneOnOneEntryResponse }) {
  const audit = useOneOnOneMatrixGetEntryAuditQuery({ id: entry.id });
  return (
    <TrailSection
      title={texts.oneOnOne.title}
      memberName={entry.employeeName}
      records={audit.data}
      isLoading={audit.isLoading}
      error={audit.error}
      xLabel={texts.oneOnOne.x}
      yLabel={texts.oneOnOne.y}
      describe={(p) => texts.oneOnOne.levels(p.trustLevel, p.mindsetLevel)}
      color="#7C3AED"
    />
  );
}
