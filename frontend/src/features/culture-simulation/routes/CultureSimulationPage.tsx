import { Alert, Col, Flex, Row } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useEffect, useState } from 'react';
import { cultureSimulationTexts as t } from '../../../locales/ja-JP/culture-simulation';
import { apiErrorText } from '../../../shared/api/api-error';
import { useCultureSimulationMeasurementsQuery, useCultureSimulationSaveMutation, useCultureSimulationScenariosQuery, useCultureSimulationShareMutation, useCultureSimulationSimulateMutation, type CultureMeasurementsResponse, type CultureSimulationResponse, type SimulateCultureRequest } from '../../../shared/api/generated/culture-simulation';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { SelectedTeamContent, TeamToolbar, useSelectedTeam } from '../../../shared/teams';
import { brand } from '../../../shared/ui/brand-tokens';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { VerdictCard } from '../components/VerdictCard';
import { MeasurementsPanel } from '../components/MeasurementsPanel';
import { OwnerShareChart } from '../components/OwnerShareChart';
import { SavedScenarios } from '../components/SavedScenarios';
import { ScenarioPanel } from '../components/ScenarioPanel';
import { scenarioFromBaseline } from '../lib/culture-format';

const COLORS = [brand.primary, '#D97706'];

/** /community/culture-simulation: measured growth, two scenarios side by side, saved scenarios compared with what happened. */
export default function CultureSimulationPage() {
  const selection = useSelectedTeam();
  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {t.title}
        </Typography.Title>
        <Typography.Text type="secondary">{t.lead}</Typography.Text>
      </div>
      <TeamToolbar {...selection} />
      <SelectedTeamContent selection={selection}>
        {(team) => (team.canReadBoard ? <CultureWorkspace key={team.id} team={team} /> : <Alert type="info" showIcon title={t.leadersOnly} />)}
      </SelectedTeamContent>
    </Flex>
  );
}

function CultureWorkspace({ team }: { team: TeamResponse }) {
  const measurements = useCultureSimulationMeasurementsQuery({ teamId: team.id });
  const scenarios = useCultureSimulationScenariosQuery({ teamId: team.id });
  const [share, sharing] = useCultureSimulationShareMutation();

  if (measurements.isLoading) return <PageLoading />;
  if (!measurements.data) return <LoadFailure title={t.measurementsLoadFailed} error={measurements.error} onRetry={measurements.refetch} />;

  return (
    <Flex vertical gap="large">
      <VerdictCard data={measurements.data} />
      <MeasurementsPanel data={measurements.data} />
      {!measurements.data.modelInsufficient && <ScenarioComparison team={team} measurements={measurements.data} />}
      <SavedScenarios
        scenarios={scenarios.data ?? []}
        sharing={sharing.isLoading}
        onShare={async (scenarioId) => {
          try {
            await share({ scenarioId, shareCultureScenarioRequest: {} }).unwrap();
            notifySuccess(t.saved.sharedDone);
          } catch (error) {
            notifyError(error);
          }
        }}
      />
    </Flex>
  );
}

function ScenarioComparison({ team, measurements }: { team: TeamResponse; measurements: CultureMeasurementsResponse }) {
  const [forms, setForms] = useState<SimulateCultureRequest[]>(() => {
    const seed = Math.floor(Math.random() * 1_000_000);
    return [scenarioFromBaseline(measurements.baseline, seed), scenarioFromBaseline(measurements.baseline, seed)];
  });
  const [results, setResults] = useState<(CultureSimulationResponse | undefined)[]>([undefined, undefined]);
  const [errors, setErrors] = useState<(string | undefined)[]>([undefined, undefined]);
  const [running, setRunning] = useState<boolean[]>([false, false]);
  const [simulate] = useCultureSimulationSimulateMutation();
  const [save, saving] = useCultureSimulationSaveMutation();

  useEffect(() => setResults([undefined, undefined]), [team.id]);

  const update = <T,>(list: T[], index: number, value: T) => list.map((item, i) => (i === index ? value : item));

  async function run(index: number) {
    setRunning((r) => update(r, index, true));
    setErrors((e) => update(e, index, undefined));
    try {
      const result = await simulate({ teamId: team.id, simulateCultureRequest: forms[index] }).unwrap();
      setResults((r) => update(r, index, result));
    } catch (error) {
      setErrors((e) => update(e, index, apiErrorText(error)));
    } finally {
      setRunning((r) => update(r, index, false));
    }
  }

  async function saveScenario(index: number, name: string) {
    try {
      await save({ teamId: team.id, saveCultureScenarioRequest: { ...forms[index], seed: results[index]?.seed ?? forms[index].seed, name } }).unwrap();
      notifySuccess(t.scenario.saved);
    } catch (error) {
      notifyError(error);
    }
  }

  const shown = results
    .map((result, i) => (result ? { name: t.scenario.names[i], color: COLORS[i], points: result.ownerShare } : null))
    .filter((s): s is NonNullable<typeof s> => s !== null);
  const months = Math.max(0, ...results.map((r) => r?.horizonMonths ?? 0));

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          {t.scenario.title}
        </Typography.Title>
        <Typography.Text type="secondary">{t.scenario.hint}</Typography.Text>
      </div>
      {shown.length > 0 && (
        <Panel>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t.result.ownerShareTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t.result.ownerShareHint}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t.result.saturation}</Typography.Paragraph>
          <OwnerShareChart series={shown} months={months} />
        </Panel>
      )}
      <Row gutter={[16, 16]}>
        {forms.map((form, index) => (
          <Col key={index} xs={24} xl={12}>
            <ScenarioPanel
              label={t.scenario.names[index]}
              color={COLORS[index]}
              value={form}
              onChange={(next) => setForms((f) => update(f, index, next))}
              limits={measurements.limits}
              result={results[index]}
              running={running[index]}
              error={errors[index]}
              onRun={() => run(index)}
              canSave={team.canManage}
              saving={saving.isLoading}
              defaultName={t.scenario.defaultNames[index]}
              onSave={(name) => saveScenario(index, name)}
            />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
