import type { UserType } from './session-user.js';

/** The embedded issuer's demo accounts (docs/decisions/0004-oidc-sign-in.md); the demo seed uses the same names. */
export interface DemoAccount {
  email: string;
  userType: UserType;
  familyName: string;
  givenName: string;
  /** Shown on the issuer's sign-in page. */
  label: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.example', userType: 'admin', familyName: '佐藤', givenName: '健一', label: '管理者' },
  { email: 'hr@demo.example', userType: 'team_admin', familyName: '鈴木', givenName: '美咲', label: '人事（チーム管理者）' },
  { email: 'manager@demo.example', userType: 'member', familyName: '高橋', givenName: '誠', label: 'マネージャー' },
  { email: 'member@demo.example', userType: 'member', familyName: '田中', givenName: '結衣', label: 'メンバー' },
];

export function findDemoAccount(email: string): DemoAccount | undefined {
  const normalised = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((a) => a.email === normalised);
}
