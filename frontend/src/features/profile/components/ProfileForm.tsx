import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { USER_PROFILE_LIMITS } from '@pivot/rules';
import { profileTexts as texts } from '../../../locales/ja-JP/profile';
import { useUsersUpdateProfileMutation } from '../../../shared/api/generated/users';
import type { CurrentUser } from '../../../shared/auth/current-user';
import { notifySuccess } from '../../../shared/ui/notify';
import { pickerDate, toApiDate } from '../../../shared/lib/datetime';
import '../write-failures';

interface ProfileFormValues {
  lastName: string;
  firstName: string;
  hireDate: Dayjs | null;
  notes: string;
}

/**
 * The signed-in user's own profile: name, hire date and notes (`PUT /api/users/{id}`, guarded by
 * the revision it was loaded at); the e-mail is shown read-only (spec part 1 §3).
 */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUsersUpdateProfileMutation();

  const save = async (values: ProfileFormValues) => {
    try {
      await updateProfile({
        id: user.id,
        // -1 while the read model has not caught up with a first sign-in: nothing to guard yet.
        'If-Match': user.revision >= 0 ? String(user.revision) : undefined,
        updateProfileRequest: {
          lastName: values.lastName.trim(),
          firstName: values.firstName.trim(),
          hireDate: values.hireDate ? toApiDate(values.hireDate) : null,
          notes: values.notes.trim() || null,
        },
      }).unwrap();
      notifySuccess(texts.saved);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Form<ProfileFormValues>
      layout="vertical"
      name="profile"
      onFinish={save}
      style={{ maxWidth: 560 }}
      initialValues={{
        lastName: user.lastName,
        firstName: user.firstName,
        hireDate: user.hireDate ? pickerDate(user.hireDate) : null,
        notes: user.notes ?? '',
      }}
    >
      <Form.Item label={texts.email} extra={texts.emailHint}>
        <Input value={user.email} readOnly variant="filled" aria-label={texts.email} />
      </Form.Item>
      <Form.Item name="lastName" label={texts.lastName} rules={[{ required: true, whitespace: true, message: texts.lastNameRequired }]}>
        <Input maxLength={USER_PROFILE_LIMITS.lastName.max} autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="firstName" label={texts.firstName} rules={[{ required: true, whitespace: true, message: texts.firstNameRequired }]}>
        <Input maxLength={USER_PROFILE_LIMITS.firstName.max} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="hireDate" label={texts.hireDate}>
        <DatePicker style={{ width: '100%' }} placeholder={texts.hireDatePlaceholder} />
      </Form.Item>
      <Form.Item name="notes" label={texts.notes}>
        <Input.TextArea maxLength={USER_PROFILE_LIMITS.notes.max} autoSize={{ minRows: 3, maxRows: 8 }} placeholder={texts.notesPlaceholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {texts.save}
      </Button>
    </Form>
  );
}
