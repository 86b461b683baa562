import { Steps, Typography } from 'antd';
import { messages } from '../../../locales/ja-JP/messages';

/** The four-step flow: theory review, practice, reflection, sharing. */
export function PracticeFlow() {
  return (
    <section aria-labelledby="flow-title">
      <Typography.Title level={2} id="flow-title">
        {messages.landing.flowTitle}
      </Typography.Title>
      <Steps
        current={-1}
        items={messages.landing.flow.map((step) => ({ title: step.title, content: step.text, status: 'process' as const }))}
      />
    </section>
  );
}
