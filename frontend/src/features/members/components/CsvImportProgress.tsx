import { Flex, Progress } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useEffect } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { MemberImportJobResponse } from '../../../shared/api/generated/company-members';
import { useCompanyMembersGetCompanyMemberImportQuery } from '../api/members-api';

const texts = membersTexts.csv;

/** How often the dialog asks how far the import is. */
const POLL_MS = 500;

/**
 * A running import: a progress bar of the rows done, as the server's job reports them (polled, like
 * a projection's rebuild in the admin console); calls `onEnd` with the job once it is no longer running.
 */
export function CsvImportProgress({ started, onEnd }: { started: MemberImportJobResponse; onEnd: (job: MemberImportJobResponse) => void }) {
  const { data } = useCompanyMembersGetCompanyMemberImportQuery({ jobId: started.id }, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  const job = data ?? started;
  useEffect(() => {
    if (job.state !== 'running') onEnd(job);
  }, [job, onEnd]);
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <Flex vertical gap={8} style={{ paddingBlock: 16 }}>
      <Progress percent={percent} status="active" aria-label={`${texts.progressLabel} ${percent}%`} />
      <Typography.Text>{texts.progress(job.done, job.total)}</Typography.Text>
      <Typography.Text type="secondary">{texts.importing}</Typography.Text>
    </Flex>
  );
}
