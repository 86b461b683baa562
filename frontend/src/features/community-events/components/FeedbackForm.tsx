import { Button, Form, Input, Radio, Rate } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { COMMUNITY_EVENT_LIMITS } from '@pivot/rules';
import { communityEventsTexts as t } from '../../../locales/ja-JP/community-events';
import { useCommunityEventsGiveFeedbackMutation, type CommunityEventDetailResponse } from '../../../shared/api/generated/community-events';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const f = t.feedback;

interface FeedbackValues {
  rating: number;
  wouldRecommend: boolean;
  feedback?: string;
  suggestions?: string;
}

/** After a completed event, a seat holder rates it once (1–5, would recommend, comments); then shows what they sent. */
export function FeedbackForm({ event }: { event: CommunityEventDetailResponse }) {
  const [form] = Form.useForm<FeedbackValues>();
  const [give, { isLoading }] = useCommunityEventsGiveFeedbackMutation();
  const mine = event.myFeedback;

  if (mine) {
    return (
      <Panel size="small" title={f.yours}>
        <Rate disabled value={mine.rating} />
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>{mine.wouldRecommend ? f.yes : f.no}</Typography.Paragraph>
        {mine.feedback && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{mine.feedback}</Typography.Paragraph>}
        {mine.suggestions && (
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {mine.suggestions}
          </Typography.Paragraph>
        )}
      </Panel>
    );
  }
  if (!event.canGiveFeedback) return null;

  const submit = async (values: FeedbackValues) => {
    try {
      await give({
        id: event.id,
        giveEventFeedbackRequest: {
          rating: values.rating,
          wouldRecommend: values.wouldRecommend,
          feedback: values.feedback?.trim() || null,
          suggestions: values.suggestions?.trim() || null,
        },
      }).unwrap();
      notifySuccess(f.sent);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel size="small" title={f.title}>
      <Typography.Paragraph>{f.lead}</Typography.Paragraph>
      <Form<FeedbackValues> form={form} layout="vertical" name="event-feedback" onFinish={submit}>
        <Form.Item name="rating" label={f.rating} rules={[{ required: true, message: f.ratingRequired }]}>
          <Rate aria-label={f.rating} />
        </Form.Item>
        <Form.Item name="wouldRecommend" label={f.wouldRecommend} rules={[{ required: true, message: f.recommendRequired }]}>
          <Radio.Group
            options={[
              { value: true, label: f.yes },
              { value: false, label: f.no },
            ]}
          />
        </Form.Item>
        <Form.Item name="feedback" label={f.feedback}>
          <Input.TextArea maxLength={COMMUNITY_EVENT_LIMITS.feedback.max} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="suggestions" label={f.suggestions}>
          <Input.TextArea maxLength={COMMUNITY_EVENT_LIMITS.suggestions.max} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {f.submit}
        </Button>
      </Form>
    </Panel>
  );
}
