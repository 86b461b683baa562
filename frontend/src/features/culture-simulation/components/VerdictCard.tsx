import { Alert, Flex } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { cultureSimulationTexts as t } from '../../../locales/ja-JP/culture-simulation';
import type { CultureMeasurementsResponse } from '../../../shared/api/generated/culture-simulation';
import { cultureVerdict, type TermVerdict } from '../lib/verdict';

const v = t.verdict;
const termName = (term: string) => t.terms[term] ?? term;

function line(item: TermVerdict): string {
  switch (item.kind) {
    case 'helps':
      return v.helpsItem(termName(item.term), item.axes.map((axis) => v.axes[axis]).join('・'), item.cases);
    case 'hurts':
      return v.hurtsItem(termName(item.term), item.axes.map((axis) => v.axes[axis]).join('・'), item.cases);
    case 'unclear':
      return v.unclearItem(termName(item.term), item.cases, item.needed);
    case 'tooFew':
      return v.tooFewItem(termName(item.term), item.cases, item.needed);
  }
}

function Group({ title, items }: { title: string; items: TermVerdict[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item.term}>{line(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The simulation's opening verdict, in plain words, from the measured estimates (lib/verdict). */
export function VerdictCard({ data }: { data: CultureMeasurementsResponse }) {
  const verdict = cultureVerdict(data);
  if (verdict.kind === 'noModel') {
    return <Alert type="info" showIcon title={v.title} description={v.noModel(verdict.segments, verdict.neededSegments, verdict.members, verdict.neededMembers)} />;
  }
  const of = (kind: TermVerdict['kind']) => verdict.terms.filter((item) => item.kind === kind);
  return (
    <Panel title={v.title}>
      <Flex vertical gap="middle">
        {of('helps').length === 0 && <Typography.Text>{v.nothingHelps}</Typography.Text>}
        <Group title={v.helps} items={of('helps')} />
        <Group title={v.hurts} items={of('hurts')} />
        <Group title={v.unclear} items={of('unclear')} />
        <Group title={v.tooFew} items={of('tooFew')} />
      </Flex>
    </Panel>
  );
}
