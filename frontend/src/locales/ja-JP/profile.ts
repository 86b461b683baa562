/** Texts of the profile screen (ours: the spec only names the fields, part 1 §3). */
export const profileTexts = {
  title: 'プロフィール',
  lead: 'お名前や入社日は、チームのメンバー一覧やマトリックスに表示されます。',
  lastName: '姓',
  firstName: '名',
  email: 'メールアドレス',
  emailHint: 'メールアドレスはログインに使うため、ここでは変更できません。',
  hireDate: '入社日（任意）',
  hireDatePlaceholder: '日付を選択',
  notes: 'メモ（任意）',
  notesPlaceholder: '得意なこと、担当している業務など',
  save: '保存する',
  lastNameRequired: '姓を入力してください',
  firstNameRequired: '名前を入力してください',
  saved: 'プロフィールを更新しました',
  saveFailed: 'プロフィールの更新に失敗しました。再度お試しください。',
  link: 'プロフィール',
  /** The top bar's greeting links to the profile; its name keeps the visible greeting. */
  linkLabel: (greeting: string) => `${greeting}（プロフィール）`,
};
