import { Collapse, Typography } from 'antd';
import { messages } from '../../../locales/ja-JP/messages';

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title">
      <Typography.Title level={2} id="faq-title">
        {messages.landing.faqTitle}
      </Typography.Title>
      <Collapse items={messages.landing.faq.map((item, i) => ({ key: i, label: item.q, children: <p>{item.a}</p> }))} />
    </section>
  );
}
