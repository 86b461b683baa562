import { Result } from 'antd';
import { messages } from '../../locales/ja-JP/messages';
import { LinkButton } from '../../shared/ui/LinkButton';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={messages.notFound.title}
      subTitle={messages.notFound.text}
      extra={
        <LinkButton to="/" type="primary">
          {messages.notFound.backHome}
        </LinkButton>
      }
    />
  );
}
