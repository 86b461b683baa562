import { Alert, Button, Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { ORGANIZATION_LIMITS, USER_PROFILE_LIMITS } from '@pivot/rules';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { useDepartmentsListDepartmentsQuery, useDepartmentsListUserDepartmentsQuery } from '../../../shared/api/generated/departments';
import { useTeamsListTeamsQuery } from '../../../shared/api/generated/teams';
import type { CurrentUser } from '../../../shared/auth/current-user';
import { PendingInvitations } from '../../../shared/teams/PendingInvitations';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCompleteProfile } from '../hooks/useCompleteProfile';
import { NEW, NONE, checkWelcomeForm, type WelcomeFormValues } from '../lib/welcome-form';
import { Typography } from '../../../shared/ui/Typography';

const texts = dashboardTexts.welcome;

/**
 * The first-login profile setup (spec part 1 §4): opens once the user's departments have loaded
 * and there are none, and cannot be dismissed (no close button, mask click or Esc). It closes
 * when the setup succeeded.
 */
export function WelcomeDialog({ user }: { user: CurrentUser }) {
  const userDepartments = useDepartmentsListUserDepartmentsQuery({ id: user.id });
  const [completed, setCompleted] = useState(false);
  const needsSetup = userDepartments.isSuccess && userDepartments.data.length === 0 && !completed;
  const teams = useTeamsListTeamsQuery(undefined, { skip: !needsSetup });
  // A user whose request to a closed team waits for its leaders has answered already.
  const waitingForApproval = (teams.data ?? []).some((t) => t.joinRequested && !t.isMember);
  const open = needsSetup && !teams.isLoading && !waitingForApproval;

  const [form] = Form.useForm<WelcomeFormValues>();
  const team = Form.useWatch('team', form);
  const department = Form.useWatch('department', form);
  const isExistingTeam = team !== undefined && team !== NONE && team !== NEW;
  const chosenTeam = isExistingTeam ? teams.data?.find((t) => t.id === team) : undefined;
  // A closed team the user is not in: choosing it sends a join request; its departments are not theirs to see yet.
  const requestOnly = chosenTeam !== undefined && !chosenTeam.isOpen && !chosenTeam.isMember && !chosenTeam.canManage;
  const departments = useDepartmentsListDepartmentsQuery({ teamId: team }, { skip: !open || !isExistingTeam || requestOnly });
  const { complete, isSubmitting } = useCompleteProfile(user);

  const submit = async (values: WelcomeFormValues) => {
    const check = checkWelcomeForm(values, { requestOnly });
    if (!check.ok) {
      notifyError(undefined, texts.required, check.message);
      return;
    }
    try {
      const outcome = await complete(check.setup);
      setCompleted(true);
      if (outcome === 'requested') notifySuccess(texts.requestSent, texts.requestSentHint);
      else notifySuccess(texts.done);
    } catch {
      // The spec's message, whatever the cause: names are checked here, and teams and departments
      // of an existing team are picked from the list, so what remains is worth a plain retry.
      notifyError(undefined, texts.failed, texts.failedTitle);
    }
  };

  const teamOptions = [
    { value: NONE, label: texts.optionNone },
    { value: NEW, label: texts.optionNewTeam },
    ...((teams.data ?? []).length > 0
      ? [
          {
            label: texts.existingTeams,
            options: (teams.data ?? []).map((t) => ({
              value: t.id,
              label: t.isOpen || t.isMember || t.canManage ? t.name : `${t.name}${texts.closedTeamSuffix}`,
            })),
          },
        ]
      : []),
  ];
  const existingDepartments = isExistingTeam ? (departments.data ?? []) : [];
  const departmentOptions = [
    { value: NONE, label: texts.optionNone },
    { value: NEW, label: texts.optionNewDepartment },
    ...(existingDepartments.length > 0
      ? [{ label: texts.existingDepartments, options: existingDepartments.map((d) => ({ value: d.id, label: d.name })) }]
      : []),
  ];

  return (
    <Modal
      open={open}
      title={texts.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={560}
      footer={
        <Button type="primary" size="large" htmlType="submit" form="welcome-profile" loading={isSubmitting}>
          {requestOnly ? texts.submitRequest : texts.submit}
        </Button>
      }
    >
      <PendingInvitations skip={!open} onAccepted={(teamId) => form.setFieldsValue({ team: teamId, department: undefined })} />
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      {(teams.isError || departments.isError) && (
        <Alert type="warning" showIcon title={texts.listError} style={{ marginBottom: 16 }} />
      )}
      <Form<WelcomeFormValues>
        form={form}
        id="welcome-profile"
        name="welcome-profile"
        layout="vertical"
        onFinish={submit}
        initialValues={{ lastName: user.lastName, firstName: user.firstName }}
        onValuesChange={(changed: WelcomeFormValues) => {
          if ('team' in changed) form.setFieldValue('department', undefined);
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="lastName" label={texts.lastName} required>
              <Input placeholder={texts.lastNamePlaceholder} maxLength={USER_PROFILE_LIMITS.lastName.max} autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="firstName" label={texts.firstName} required>
              <Input placeholder={texts.firstNamePlaceholder} maxLength={USER_PROFILE_LIMITS.firstName.max} autoComplete="given-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="hireDate" label={texts.hireDate}>
          <DatePicker style={{ width: '100%' }} placeholder={texts.hireDatePlaceholder} />
        </Form.Item>
        <Form.Item name="team" label={texts.team} required>
          <Select aria-label={texts.team} placeholder={texts.teamPlaceholder} loading={teams.isLoading} options={teamOptions} />
        </Form.Item>
        {team === NEW && (
          <Form.Item name="newTeamName" label={texts.newTeamName} required>
            <Input placeholder={texts.newTeamNamePlaceholder} maxLength={ORGANIZATION_LIMITS.teamName.max} />
          </Form.Item>
        )}
        {requestOnly && <Alert type="info" showIcon title={texts.closedTeamNote} style={{ marginBottom: 16 }} />}
        <Form.Item name="department" label={texts.department} required={!requestOnly} hidden={requestOnly}>
          <Select
            aria-label={texts.department}
            placeholder={team === undefined ? texts.departmentPickTeamFirst : texts.departmentPlaceholder}
            disabled={team === undefined}
            loading={departments.isFetching}
            options={departmentOptions}
          />
        </Form.Item>
        {department === NEW && (
          <Form.Item name="newDepartmentName" label={texts.newDepartmentName} required>
            <Input placeholder={texts.newDepartmentNamePlaceholder} maxLength={ORGANIZATION_LIMITS.departmentName.max} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
