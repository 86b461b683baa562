import { Flex, Result } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { MemberImportResultResponse } from '../../../shared/api/generated/company-members';

const texts = membersTexts.csv;

/** What the import registered and what it skipped, row by row. */
export function CsvImportResult({ result }: { result: MemberImportResultResponse }) {
  return (
    <Result
      status={result.skipped > 0 ? 'warning' : 'success'}
      title={texts.resultTitle(result.imported)}
      subTitle={result.skipped > 0 ? texts.resultSkipped(result.skipped) : undefined}
    >
      {result.errors.length > 0 && (
        <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
          {result.errors.map((error) => (
            <li key={error.rowNumber}>
              <Typography.Text type="danger">{texts.resultRowError(error.rowNumber, error.messages.join('、'))}</Typography.Text>
            </li>
          ))}
        </Flex>
      )}
    </Result>
  );
}
