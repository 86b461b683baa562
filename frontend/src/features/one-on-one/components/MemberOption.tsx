import { Flex, Typography as AntTypography } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';

/** A company member in a picker: the name, then department and position. */
export function MemberOption({ member }: { member: CompanyMemberResponse }) {
  const details = [member.departmentName ?? m.linkMember.noDepartment, member.positionName].filter(Boolean).join(' ・ ');
  return (
    <Flex vertical style={{ lineHeight: 1.35, minWidth: 0 }}>
      <AntTypography.Text strong ellipsis>
        {member.displayName}
      </AntTypography.Text>
      <AntTypography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
        {details}
      </AntTypography.Text>
    </Flex>
  );
}
