import { Result } from 'antd';
import { messages } from '../../locales/ja-JP/messages';

/** Shown instead of a page the signed-in user has no right to see. */
export default function ForbiddenPage() {
  return <Result status="403" title={messages.auth.forbiddenTitle} subTitle={messages.auth.forbiddenText} />;
}
