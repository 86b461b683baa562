import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { isFurigana, ORGANIZATION_LIMITS, toFurigana } from '@pivot/rules';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import { useDepartmentsListDepartmentsQuery } from '../../../shared/api/generated/departments';
import { usePositionsListPositionsQuery } from '../../../shared/api/generated/positions';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCompanyMembersCreateCompanyMemberMutation, useCompanyMembersUpdateCompanyMemberMutation } from '../api/members-api';
import { isDuplicateEmail } from '../lib/duplicate-email';
import { DepartmentTag } from './DepartmentTag';
import { pickerDate, toApiDate } from '../../../shared/lib/datetime';
import '../write-failures';

const texts = membersTexts.members;
const common = membersTexts.common;

interface MemberForm {
  lastName: string;
  firstName: string;
  furigana?: string;
  email?: string;
  phoneNumber?: string;
  positionId?: string | null;
  departmentId?: string | null;
  hireDate?: Dayjs | null;
  notes?: string;
}

interface MemberDialogProps {
  teamId: string;
  /** The member to edit; without it the dialog adds one. */
  member?: CompanyMemberResponse;
  onClose: () => void;
}

const orNull = (value: string | null | undefined) => value?.trim() || null;

/** Adds or edits a company member: family and given name required, the rest optional (spec part 2 §5). */
export function MemberDialog({ teamId, member, onClose }: MemberDialogProps) {
  const [form] = Form.useForm<MemberForm>();
  const positions = usePositionsListPositionsQuery({ teamId });
  const departments = useDepartmentsListDepartmentsQuery({ teamId });
  const [createMember, creating] = useCompanyMembersCreateCompanyMemberMutation();
  const [updateMember, updating] = useCompanyMembersUpdateCompanyMemberMutation();

  const save = async (values: MemberForm) => {
    const fields = {
      lastName: values.lastName.trim(),
      firstName: values.firstName.trim(),
      furigana: values.furigana ? toFurigana(values.furigana) || null : null,
      email: orNull(values.email),
      phoneNumber: orNull(values.phoneNumber),
      positionId: values.positionId ?? null,
      departmentId: values.departmentId ?? null,
      hireDate: values.hireDate ? toApiDate(values.hireDate) : null,
      notes: orNull(values.notes),
    };
    try {
      if (member) {
        await updateMember({ id: member.id, 'If-Match': String(member.revision), updateCompanyMemberRequest: fields }).unwrap();
        notifySuccess(texts.updated);
      } else {
        await createMember({ createCompanyMemberRequest: { ...fields, teamId } }).unwrap();
        notifySuccess(texts.created);
      }
      onClose();
    } catch (error) {
      // The toast comes from the write-failure listener; a duplicate e-mail is also marked on its field.
      if (isDuplicateEmail(error)) form.setFields([{ name: 'email', errors: [texts.duplicateEmail] }]);
    }
  };

  return (
    <Modal
      open
      title={member ? texts.editTitle : texts.createTitle}
      okText={member ? common.save : common.create}
      cancelText={common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      width={600}
    >
      <Form<MemberForm>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        name="member"
        onFinish={save}
        initialValues={{
          lastName: member?.lastName ?? '',
          firstName: member?.firstName ?? '',
          furigana: member?.furigana ?? '',
          email: member?.email ?? '',
          phoneNumber: member?.phoneNumber ?? '',
          positionId: member?.positionId ?? undefined,
          departmentId: member?.departmentId ?? undefined,
          hireDate: member?.hireDate ? pickerDate(member.hireDate) : null,
          notes: member?.notes ?? '',
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={texts.lastName} rules={[{ required: true, whitespace: true, message: texts.lastNameRequired }]}>
              <Input maxLength={ORGANIZATION_LIMITS.lastName.max} autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={texts.firstName} rules={[{ required: true, whitespace: true, message: texts.firstNameRequired }]}>
              <Input maxLength={ORGANIZATION_LIMITS.firstName.max} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="furigana"
              label={texts.furigana}
              extra={texts.furiganaHint}
              rules={[
                {
                  // Hiragana and half-width kana are accepted: they are stored as full-width katakana.
                  validator: (_, value?: string) =>
                    !value?.trim() || isFurigana(toFurigana(value)) ? Promise.resolve() : Promise.reject(new Error(ORGANIZATION_LIMITS.furigana.notKatakana)),
                },
              ]}
            >
              <Input maxLength={ORGANIZATION_LIMITS.furigana.max} placeholder={texts.furiganaPlaceholder} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={texts.email} rules={[{ type: 'email', message: texts.emailInvalid }]}>
              <Input type="email" maxLength={ORGANIZATION_LIMITS.email.max} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phoneNumber" label={texts.phoneNumber}>
              <Input type="tel" maxLength={ORGANIZATION_LIMITS.phone.max} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="positionId" label={texts.position}>
              <Select
                allowClear
                placeholder={texts.selectPosition}
                loading={positions.isLoading}
                options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="departmentId" label={texts.department}>
              <Select
                allowClear
                placeholder={texts.selectDepartment}
                loading={departments.isLoading}
                options={(departments.data ?? []).map((d) => ({ value: d.id, label: <DepartmentTag name={d.name} color={d.color} /> }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="hireDate" label={texts.hireDate}>
              <DatePicker style={{ width: '100%' }} placeholder={texts.selectDate} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="notes" label={texts.notes}>
              <Input.TextArea maxLength={ORGANIZATION_LIMITS.memberNotes.max} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
