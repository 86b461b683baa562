import { Alert, Button, Col, Flex, Input, InputNumber, Row, Select, Table } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useState } from 'react';
import { CULTURE_SIMULATION_LIMITS } from '@pivot/rules';
import { cultureSimulationTexts as t } from '../../../locales/ja-JP/culture-simulation';
import type { CultureSimulationResponse, SimulateCultureRequest, SimulationLimitsResponse } from '../../../shared/api/generated/culture-simulation';
import { APPROACHES, percent, QUADRANTS, type Approach, type Quadrant } from '../lib/culture-format';

const s = t.scenario;

interface ScenarioPanelProps {
  label: string;
  color: string;
  value: SimulateCultureRequest;
  onChange: (next: SimulateCultureRequest) => void;
  limits: SimulationLimitsResponse;
  result: CultureSimulationResponse | undefined;
  running: boolean;
  error: string | undefined;
  onRun: () => void;
  canSave: boolean;
  saving: boolean;
  defaultName: string;
  onSave: (name: string) => void;
}

/** One scenario: its settings, run and save, and its projected distribution at 3, 6 and 12 months. */
export function ScenarioPanel(props: ScenarioPanelProps) {
  const { value, onChange, limits, result } = props;
  const [name, setName] = useState(props.defaultName);
  const p = value.parameters;
  const setParameters = (next: Partial<SimulateCultureRequest['parameters']>) => onChange({ ...value, parameters: { ...p, ...next } });
  const setCadence = (q: Quadrant, n: number | null) => setParameters({ cadence: { ...p.cadence, [q]: n ?? 0 } });
  const setApproach = (q: Quadrant, a: Approach) => setParameters({ approach: { ...p.approach, [q]: a } });
  const region = `scenario-${props.label}`;

  return (
    <Panel
      title={
        <Flex gap={8} align="center">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: props.color, display: 'inline-block' }} />
          {props.label}
        </Flex>
      }
      role="region"
      aria-label={props.label}
      data-testid={region}
    >
      <Flex vertical gap="middle">
        <Typography.Text strong>{s.cadence}</Typography.Text>
        {QUADRANTS.map((q) => (
          <Row key={q} gutter={8} align="middle">
            <Col xs={24} sm={8}>
              <Typography.Text>{t.quadrants[q]}</Typography.Text>
            </Col>
            <Col xs={8} sm={5}>
              <InputNumber
                aria-label={`${props.label} ${t.quadrants[q]} ${s.cadence}`}
                min={0}
                max={limits.cadenceMax}
                step={0.5}
                value={p.cadence[q]}
                onChange={(n) => setCadence(q, n)}
                style={{ width: '100%' }}
              />
            </Col>
            <Col xs={16} sm={11}>
              <Select
                aria-label={`${props.label} ${t.quadrants[q]} ${s.approach}`}
                value={p.approach[q]}
                onChange={(a) => setApproach(q, a)}
                options={APPROACHES.map((a) => ({ value: a, label: t.approaches[a] }))}
                style={{ width: '100%' }}
              />
            </Col>
          </Row>
        ))}
        <Row gutter={[12, 12]}>
          <Col xs={12} sm={8}>
            <Typography.Text>{s.participation}</Typography.Text>
            <InputNumber
              aria-label={`${props.label} ${s.participation}`}
              min={0}
              max={100}
              value={Math.round(p.growthCycleParticipation * 100)}
              onChange={(n) => setParameters({ growthCycleParticipation: (n ?? 0) / 100 })}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={12} sm={8}>
            <Typography.Text>{s.learning}</Typography.Text>
            <InputNumber
              aria-label={`${props.label} ${s.learning}`}
              min={0}
              max={limits.learningMax}
              step={0.5}
              value={p.learningPerMonth}
              onChange={(n) => setParameters({ learningPerMonth: n ?? 0 })}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={12} sm={8}>
            <Typography.Text>{s.horizon}</Typography.Text>
            <InputNumber
              aria-label={`${props.label} ${s.horizon}`}
              min={limits.horizonMin}
              max={limits.horizonMax}
              value={value.horizonMonths}
              onChange={(n) => onChange({ ...value, horizonMonths: n ?? undefined })}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={12} sm={8}>
            <Typography.Text>{s.runs}</Typography.Text>
            <InputNumber
              aria-label={`${props.label} ${s.runs}`}
              min={limits.runsMin}
              max={limits.runsMax}
              step={100}
              value={value.runs}
              onChange={(n) => onChange({ ...value, runs: n ?? undefined })}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={12} sm={8}>
            <Typography.Text>{s.seed}</Typography.Text>
            <InputNumber aria-label={`${props.label} ${s.seed}`} min={0} value={value.seed} onChange={(n) => onChange({ ...value, seed: n ?? undefined })} style={{ width: '100%' }} />
          </Col>
        </Row>
        <Button type="primary" onClick={props.onRun} loading={props.running}>
          {`${props.label}: ${s.run}`}
        </Button>
        {props.error && <Alert type="error" showIcon title={s.failed} description={props.error} />}
        {result ? <ScenarioResultView result={result} /> : <Typography.Text type="secondary">{s.notRun}</Typography.Text>}
        {props.canSave && result && (
          <Flex gap={8}>
            <Input aria-label={`${props.label} ${s.name}`} value={name} maxLength={CULTURE_SIMULATION_LIMITS.scenarioName.max} onChange={(e) => setName(e.target.value)} />
            <Button onClick={() => props.onSave(name)} loading={props.saving} disabled={name.trim().length === 0}>
              {s.save}
            </Button>
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}

/** The projected counts per quadrant at each reported month: median and the 10–90 % range. */
export function ScenarioResultView({ result }: { result: CultureSimulationResponse }) {
  const r = t.result;
  const last = result.ownerShare[result.ownerShare.length - 1];
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{r.runs(result.runs, result.seed)}</Typography.Text>
      {last && (
        <Typography.Text>
          {r.month(last.month)}: {t.quadrants.highHigh} {percent(last.p50)}（{percent(last.p10)}〜{percent(last.p90)}）
        </Typography.Text>
      )}
      {result.distributions.map((d) => (
        <div key={d.month}>
          <Typography.Text strong>{r.distributionTitle(d.month, d.date)}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="quadrant"
            dataSource={QUADRANTS.map((q) => ({ quadrant: q, ...d.quadrants[q] }))}
            columns={[
              { title: t.measured.quadrant, dataIndex: 'quadrant', render: (q: string) => t.quadrants[q] },
              { title: r.median, dataIndex: 'p50', render: (v: number) => r.people(Math.round(v)) },
              { title: r.range, key: 'range', render: (_, row) => `${Math.round(row.p10)}〜${Math.round(row.p90)}` },
            ]}
          />
        </div>
      ))}
      {result.assumedZero.length > 0 && <Alert type="info" showIcon title={t.scenario.assumedZero(result.assumedZero.map((term) => t.terms[term] ?? term).join('、'))} />}
    </Flex>
  );
}
