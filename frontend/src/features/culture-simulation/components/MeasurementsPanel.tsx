import { Alert, Col, Collapse, Flex, Row, Statistic, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import type { ReactNode } from 'react';
import { cultureSimulationTexts as t } from '../../../locales/ja-JP/culture-simulation';
import type { CellEstimateResponse, CultureMeasurementsResponse, TermEstimateResponse } from '../../../shared/api/generated/culture-simulation';
import { clearOfZero, formatInterval, percent, QUADRANTS } from '../lib/culture-format';
import { termVerdict } from '../lib/verdict';
import { ResponsiveTable } from '../../../shared/ui/ResponsiveTable';

const m = t.measured;

function IntervalText({ value }: { value: CellEstimateResponse['skill'] }) {
  const text = formatInterval(value);
  if (!text) return <Typography.Text type="secondary">{m.tooFew}</Typography.Text>;
  return <Typography.Text strong={clearOfZero(value)}>{text}</Typography.Text>;
}

function CellText({ cell }: { cell: CellEstimateResponse }) {
  if (cell.segments < 2) return <Typography.Text type="secondary">{m.tooFew}（n={cell.segments}）</Typography.Text>;
  return (
    <Flex vertical>
      <span>
        S <IntervalText value={cell.skill} />
      </span>
      <span>
        M <IntervalText value={cell.mindset} />
      </span>
      <Typography.Text type="secondary">n={cell.segments}・{cell.members}人</Typography.Text>
    </Flex>
  );
}

/** A factor's estimate on one axis; hidden when measured on too few cases (lib/verdict), with how many it needs. */
function TermCell({ row, axis }: { row: TermEstimateResponse; axis: 'skill' | 'mindset' }) {
  if (!row.measured) return <Typography.Text type="secondary">{m.notMeasured}</Typography.Text>;
  const verdict = row.term === 'intercept' || row.term === 'progress' ? null : termVerdict(row);
  if (verdict?.kind === 'tooFew') return <Typography.Text type="secondary">{t.verdict.hiddenInTable(verdict.cases, verdict.needed)}</Typography.Text>;
  return <IntervalText value={row[axis]} />;
}

/** A measured part of the panel: its heading, what it shows, then the figures. */
function Section({ title, hint, children }: { title: string; hint: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {children}
    </div>
  );
}

/** A compact table of estimates, never paged, its key column always shown and the others as the width allows (decision 0101). */
function EstimateTable<T extends object>(props: Omit<Parameters<typeof ResponsiveTable<T>>[0], 'size' | 'pagination'>) {
  return <ResponsiveTable<T> size="small" pagination={false} {...props} />;
}

/** What the team's history measured, with sample sizes and intervals; says so when it is too thin. */
export function MeasurementsPanel({ data }: { data: CultureMeasurementsResponse }) {
  const counts: [string, number, string][] = [
    [m.counts.members, data.counts.members, m.unitPeople],
    [m.counts.points, data.counts.points, m.unitCount],
    [m.counts.sessions, data.counts.sessions, m.unitCount],
    [m.counts.gifts, data.counts.gifts, m.unitCount],
    [m.counts.learning, data.counts.learning, m.unitCount],
  ];
  const short = data.modelInsufficient;
  return (
    <Panel>
      <Flex vertical gap="large">
        <div>
          <Typography.Title level={4} style={{ marginBottom: 4 }}>
            {m.title}
          </Typography.Title>
          <Typography.Text type="secondary">{data.firstAt ? m.since(data.firstAt.slice(0, 10)) : m.noHistory}</Typography.Text>
        </div>
        <Row gutter={[16, 16]}>
          {counts.map(([title, value, unit]) => (
            <Col key={title} xs={12} sm={8} lg={4}>
              <Statistic title={title} value={value} suffix={unit} />
            </Col>
          ))}
        </Row>
        {short && <Alert type="warning" showIcon title={m.insufficient(short.segments, short.members, short.neededSegments, short.neededMembers)} />}
        {!short && (
          <Section title={m.modelTitle} hint={m.modelHint}>
            <EstimateTable
              rowKey="term"
              dataSource={data.terms}
              columns={[
                { title: m.term, key: 'term', dataIndex: 'term', width: 150, keep: true, render: (term: string) => t.terms[term] ?? term },
                { title: m.skill, key: 'skill', width: 150, priority: 1, render: (_, row) => <TermCell row={row} axis="skill" /> },
                { title: m.mindset, key: 'mindset', width: 150, priority: 2, render: (_, row) => <TermCell row={row} axis="mindset" /> },
                { title: m.exposure, key: 'exposure', dataIndex: 'exposure', width: 60, priority: 3 },
              ]}
            />
          </Section>
        )}
        <Section title={m.quadrantTitle} hint={m.quadrantHint}>
          <EstimateTable
            rowKey="quadrant"
            dataSource={data.quadrants}
            columns={[
              { title: m.quadrant, key: 'quadrant', dataIndex: 'quadrant', width: 120, keep: true, render: (q: string) => t.quadrants[q] },
              { title: m.memberMonths, key: 'memberMonths', dataIndex: 'memberMonths', width: 96, priority: 4 },
              { title: m.sessions, key: 'sessions', dataIndex: 'sessions', width: 64, priority: 5 },
              { title: m.withSessions, key: 'with', width: 150, priority: 1, render: (_, row) => <CellText cell={row.withSessions} /> },
              { title: m.withoutSessions, key: 'without', width: 150, priority: 2, render: (_, row) => <CellText cell={row.withoutSessions} /> },
              {
                title: m.byApproach,
                key: 'approach',
                width: 260,
                priority: 3,
                render: (_, row) => (
                  <Flex vertical gap={4}>
                    {row.byApproach
                      .filter((cell) => cell.segments > 0)
                      .map((cell) => (
                        <span key={cell.approach}>
                          <Tag>{t.approaches[cell.approach]}</Tag>
                          {cell.segments < 2 ? (
                            <Typography.Text type="secondary">{m.tooFew}（n={cell.segments}）</Typography.Text>
                          ) : (
                            <Typography.Text>
                              S {formatInterval(cell.skill) ?? m.tooFew}・M {formatInterval(cell.mindset) ?? m.tooFew}（n={cell.segments}）
                            </Typography.Text>
                          )}
                        </span>
                      ))}
                  </Flex>
                ),
              },
            ]}
          />
        </Section>
        <Section title={m.baselineTitle} hint={m.baseline(data.baseline.windowDays)}>
          <Row gutter={[16, 8]}>
            {QUADRANTS.map((q) => (
              <Col key={q} xs={12} md={6}>
                <Statistic
                  title={`${m.cadence}: ${t.quadrants[q]}`}
                  value={data.baseline.cadence[q] ?? m.nobody}
                  suffix={data.baseline.cadence[q] === null ? undefined : '回'}
                />
              </Col>
            ))}
            <Col xs={12} md={8}>
              <Statistic title={m.participation} value={percent(data.baseline.growthCycleParticipation)} />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={m.giftsRate} value={data.baseline.giftsPerParticipantMonth} suffix="件" />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title={m.learningRate} value={data.baseline.learningPerMonth} suffix="件" />
            </Col>
          </Row>
        </Section>
        <Collapse
          items={[
            {
              key: 'members',
              label: `${m.membersTitle}（${data.members.length}${m.unitPeople}）`,
              children: (
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary">{m.membersHint}</Typography.Text>
                  <EstimateTable
                    rowKey="memberId"
                    dataSource={data.members}
                    columns={[
                      { title: m.member, key: 'member', dataIndex: 'memberName', width: 110, keep: true },
                      { title: m.quadrant, key: 'quadrant', dataIndex: 'quadrant', width: 110, priority: 3, render: (q: string) => t.quadrants[q] },
                      { title: m.points, key: 'points', dataIndex: 'points', width: 60, priority: 4 },
                      { title: m.span, key: 'span', dataIndex: 'spanDays', render: (d: number) => m.days(d), width: 72, priority: 5 },
                      {
                        title: m.skill,
                        key: 'skill',
                        width: 150,
                        priority: 1,
                        render: (_, row) => (row.insufficient ? <Typography.Text type="secondary">{m.memberInsufficient[row.insufficient]}</Typography.Text> : <IntervalText value={row.skill} />),
                      },
                      {
                        title: m.mindset,
                        key: 'mindset',
                        width: 150,
                        priority: 2,
                        render: (_, row) => (row.insufficient ? <Typography.Text type="secondary">{m.memberInsufficient[row.insufficient]}</Typography.Text> : <IntervalText value={row.mindset} />),
                      },
                      { title: m.paceSkill, key: 'skillPace', width: 150, priority: 6, render: (_, row) => <IntervalText value={row.skillPace} /> },
                      { title: m.paceMindset, key: 'mindsetPace', width: 150, priority: 7, render: (_, row) => <IntervalText value={row.mindsetPace} /> },
                    ]}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </Panel>
  );
}
