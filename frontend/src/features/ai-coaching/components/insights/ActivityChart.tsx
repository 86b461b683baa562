import { Flex, theme } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { coachingInsightsTexts as texts } from '../../../../locales/ja-JP/coaching-insights';
import type { WeekActivityResponse } from '../../../../shared/api/generated/coaching-insights';
import { brand } from '../../../../shared/ui/brand-tokens';
import { activitySummary, weekTick } from '../../lib/insights';

const HEIGHT = 96;

/**
 * Messages and journal entries per week, stacked, this week last; the figures in words are the
 * caption (the text alternative), the bars are hidden from assistive technology.
 */
export function ActivityChart({ weeks }: { weeks: readonly WeekActivityResponse[] }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...weeks.map((w) => w.messages + w.entries));
  const columns = { display: 'grid', gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))`, columnGap: 6 } as const;
  const bar = (count: number, color: string) => count > 0 && <div style={{ height: (count / max) * HEIGHT, background: color, borderRadius: 2 }} />;
  const legend = (color: string, label: string) => (
    <Flex gap={4} align="center">
      <span style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }} aria-hidden />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
  return (
    <figure aria-label={texts.activity.title} style={{ margin: 0 }}>
      <div aria-hidden style={{ ...columns, height: HEIGHT, alignItems: 'end', borderBottom: `1px solid ${token.colorBorder}` }}>
        {weeks.map((w, i) => (
          <div key={w.weekOf} style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%', opacity: i === weeks.length - 1 ? 1 : 0.6 }} title={texts.activity.week(weekTick(w.weekOf), w.messages, w.entries)}>
            {bar(w.entries, brand.accent)}
            {bar(w.messages, token.colorPrimary)}
          </div>
        ))}
      </div>
      <div aria-hidden style={columns}>
        {weeks.map((w, i) => (
          <Typography.Text key={w.weekOf} type="secondary" style={{ textAlign: 'center', fontSize: 11, whiteSpace: 'nowrap' }}>
            {(weeks.length - 1 - i) % 2 === 0 ? weekTick(w.weekOf) : ''}
          </Typography.Text>
        ))}
      </div>
      <Flex gap="middle" style={{ marginTop: 4 }}>
        {legend(token.colorPrimary, texts.activity.messages)}
        {legend(brand.accent, texts.activity.entries)}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
        <figcaption>{activitySummary(weeks)}</figcaption>
      </Typography.Text>
    </figure>
  );
}
