import { Alert, Button, Col, DatePicker, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import {
  useDepartmentsListDepartmentsQuery,
  useDepartmentsListUserDepartmentsQuery,
  useTeamsListTeamsQuery,
} from '../../../shared/api/generated/api';
import type { CurrentUser } from '../../../shared/auth/current-user';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCompleteProfile } from '../hooks/useCompleteProfile';
import { NEW, NONE, checkWelcomeForm, type WelcomeFormValues } from '../lib/welcome-form';

const texts = dashboardTexts.welcome;

/**
 * The first-login profile setup (spec part 1 §4): opens once the user's departments have loaded
 * and there are none, and cannot be dismissed (no close button, mask click or Esc). It closes
 * when the setup succeeded.
 */
export function WelcomeDialog({ user }: { user: CurrentUser }) {
  const userDepartments = useDepartmentsListUserDepartmentsQuery({ id: user.id });
  const [completed, setCompleted] = useState(false);
  const open = userDepartments.isSuccess && userDepartments.data.length === 0 && !completed;

  const [form] = Form.useForm<WelcomeFormValues>();
  const team = Form.useWatch('team', form);
  const department = Form.useWatch('department', form);
  const isExistingTeam = team !== undefined && team !== NONE && team !== NEW;
  const teams = useTeamsListTeamsQuery(undefined, { skip: !open });
  const departments = useDepartmentsListDepartmentsQuery({ teamId: team }, { skip: !open || !isExistingTeam });
  const { complete, isSubmitting } = useCompleteProfile(user);

  const submit = async (values: WelcomeFormValues) => {
    const check = checkWelcomeForm(values);
    if (!check.ok) {
      notifyError(undefined, texts.required, check.message);
      return;
    }
    try {
      await complete(check.setup);
      setCompleted(true);
      notifySuccess(texts.done);
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
      ? [{ label: texts.existingTeams, options: (teams.data ?? []).map((t) => ({ value: t.id, label: t.name })) }]
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
          {texts.submit}
        </Button>
      }
    >
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
              <Input placeholder={texts.lastNamePlaceholder} maxLength={100} autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="firstName" label={texts.firstName} required>
              <Input placeholder={texts.firstNamePlaceholder} maxLength={100} autoComplete="given-name" />
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
            <Input placeholder={texts.newTeamNamePlaceholder} maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="department" label={texts.department} required>
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
            <Input placeholder={texts.newDepartmentNamePlaceholder} maxLength={255} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
