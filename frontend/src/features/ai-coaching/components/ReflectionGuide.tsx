import { Button, Form, Input } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useEffect } from 'react';
import { AI_COACHING_LIMITS } from '@pivot/rules';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingCompleteMutation, type CoachingSessionResponse } from '../../../shared/api/generated/ai-coaching';
import { useJournalWriteMutation } from '../../../shared/api/generated/journal';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';
import { userAnswers } from '../lib/sessions';
import { today } from '../../../shared/lib/datetime';

const t = aiCoachingTexts.journal;
const PARTS = ['practiceContent', 'insights', 'challenges', 'goals'] as const;
type Values = Record<(typeof PARTS)[number] | 'title', string | undefined>;

/**
 * The reflection guide (this week's practice, insights, challenges, next steps): filled in from the
 * dialogue's answers in order, editable, and saved as this week's journal entry, which also ends
 * the session.
 */
export function ReflectionGuide({ session }: { session: CoachingSessionResponse | null }) {
  const [form] = Form.useForm<Values>();
  const [write, { isLoading }] = useJournalWriteMutation();
  const [complete] = useAiCoachingCompleteMutation();
  // The effect follows the answers' text, not the array (a new one each render).
  const answersText = userAnswers(session).join('\u0000');

  useEffect(() => {
    const answers = answersText.split('\u0000');
    const current = form.getFieldsValue();
    const fill: Partial<Values> = {};
    PARTS.forEach((part, index) => {
      if (answers[index] && !current[part]) fill[part] = answers[index];
    });
    if (session?.topic && !current.title) fill.title = session.topic;
    form.setFieldsValue(fill);
  }, [answersText, session?.topic, form]);

  const save = async (values: Values) => {
    if (PARTS.every((part) => !values[part]?.trim())) {
      notifyError(new Error(t.emptyGuide));
      return;
    }
    try {
      await write({
        writeJournalEntryRequest: {
          weekOf: today(),
          sessionId: session?.id ?? null,
          title: values.title?.trim() || null,
          practiceContent: values.practiceContent?.trim() || null,
          insights: values.insights?.trim() || null,
          challenges: values.challenges?.trim() || null,
          goals: values.goals?.trim() || null,
        },
      }).unwrap();
      if (session?.isActive) await complete({ id: session.id }).unwrap();
      form.resetFields();
      notifySuccess(t.saved);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Panel title={t.guideTitle}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t.guideHint}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item name="title" label={t.entryTitle}>
          <Input maxLength={AI_COACHING_LIMITS.journalTitle.max} />
        </Form.Item>
        {PARTS.map((part) => (
          <Form.Item key={part} name={part} label={t.guide[part]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={AI_COACHING_LIMITS[part].max} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {t.save}
        </Button>
      </Form>
    </Panel>
  );
}
