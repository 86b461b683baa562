import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { apiErrorText } from '../../../shared/api/api-error';
import type { OneOnOneAsOfResponse, OneOnOneEntryResponse, TeamResponse } from '../../../shared/api/generated/api';
import { DEFAULT_POSITION } from '../../../shared/lib/matrix-board';
import {
  useDepartmentsListDepartmentsQuery,
  useOneOnOneMatrixGetGrowthHistoryQuery,
  useOneOnOneMatrixListManagerEntriesQuery,
  useOneOnOneMatrixMoveEntryMutation,
} from '../api/one-on-one-api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { levelsOf, type Position } from '../lib/board-geometry';
import { DEFAULT_BOARD_OPTIONS, type BoardOptions } from '../lib/board-options';
import { BoardLegend } from './BoardLegend';
import { BoardToggles } from './BoardToggles';
import { EntryDrawer } from './EntryDrawer';
import { ExportBoardButton } from './ExportBoardButton';
import { GrowthDetailPanel } from './GrowthDetailPanel';
import { LinkMemberDialog } from './LinkMemberDialog';
import { MemberVisibilityPanel } from './MemberVisibilityPanel';
import { NewEntryDialog } from './NewEntryDialog';
import { OneOnOneBoard } from './OneOnOneBoard';
import { QuickActions } from './QuickActions';
import { MoveList, TimeTravelBar, appToday, calendarDateOf, emptyReasonText, formatDay, useTimeTravel } from '../../../shared/time-travel';
import { timeTravelMessages as tt } from '../../../locales/ja-JP/time-travel';
import { useBoardAsOf } from '../hooks/use-board-as-of';

/**
 * The 1on1 matrix of one team: the signed-in manager's entries for the team's members, the
 * board with its switches, the side panel and the detail panel. Mounted per team (keyed), so
 * visibility and dialogs start fresh when the team changes.
 */
export function MatrixWorkspace({ team }: { team: TeamResponse }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const compareSvgRef = useRef<SVGSVGElement>(null);
  const [options, setOptions] = useState<BoardOptions>(DEFAULT_BOARD_OPTIONS);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const [newEntryAt, setNewEntryAt] = useState<Position | null>(null);
  const [linking, setLinking] = useState(false);
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);

  const today = useMemo(() => appToday(), []);
  const [frameReady, setFrameReady] = useState(true);
  // The past view (issue 18): the manager's board at the end of a past day, read-only.
  const travel = useTimeTravel({ firstDate: calendarDateOf(team.createdAt), today, frameReady });
  const past = useBoardAsOf(team.id, travel.date, travel.compareDate);
  const inPast = travel.date !== null;
  useEffect(() => setFrameReady(!past.asOf.isFetching), [past.asOf.isFetching]);

  const entriesQuery = useOneOnOneMatrixListManagerEntriesQuery({ teamId: team.id });
  const historyQuery = useOneOnOneMatrixGetGrowthHistoryQuery(
    { teamId: team.id },
    { skip: inPast || (!options.showTrajectory && !options.showDetail) },
  );
  const { data: departments } = useDepartmentsListDepartmentsQuery({ teamId: team.id }, { skip: !team.canManage });
  const [moveEntry] = useOneOnOneMatrixMoveEntryMutation();

  const liveEntries = useMemo(() => entriesQuery.data ?? [], [entriesQuery.data]);
  const entries = inPast ? past.entries : liveEntries;
  const visibleEntries = useMemo(() => entries.filter((entry) => !hidden.has(entry.id)), [entries, hidden]);
  const onBoard = useMemo(() => new Set(liveEntries.map((entry) => entry.employeeId)), [liveEntries]);
  const visibleHistories = useMemo(() => {
    const order = new Map(visibleEntries.map((entry, index) => [entry.id, index]));
    return (historyQuery.data ?? [])
      .filter((history) => order.has(history.entryId))
      .sort((a, b) => order.get(a.entryId)! - order.get(b.entryId)!);
  }, [historyQuery.data, visibleEntries]);
  const openEntry = entries.find((entry) => entry.id === openEntryId) ?? null;

  // Failures are silent (spec part 1 §8); the optimistic update puts the point back.
  const move = (entry: OneOnOneEntryResponse, position: Position) => {
    void moveEntry({
      id: entry.id,
      'If-Match': String(entry.revision),
      moveOneOnOneEntryRequest: { positionX: position.x, positionY: position.y, ...levelsOf(position) },
    });
  };

  const pastBoards = () => {
    const { asOf, earlier, earlierEntries, moves } = past;
    if (asOf.error !== undefined && !asOf.data) {
      return <Alert type="error" showIcon title={tt.loadFailed} description={apiErrorText(asOf.error)} />;
    }
    if (!asOf.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    const drawn = (shown: OneOnOneEntryResponse[], reason: string | null, testId: string, ref = svgRef) => (
      <div data-testid={testId}>
        <OneOnOneBoard
          svgRef={ref}
          entries={shown.filter((entry) => !hidden.has(entry.id))}
          hasEntries={shown.length > 0}
          trajectories={undefined}
          showNames={options.showNames}
          plotMode={false}
          onPlot={() => undefined}
          onMove={() => undefined}
          onOpen={() => undefined}
          readOnly
          emptyMessage={reason}
        />
      </div>
    );
    const reasonOf = (answer: OneOnOneAsOfResponse | undefined) => (answer ? emptyReasonText(answer, tt.emptyReasons) : null);
    if (travel.compareDate === null) return drawn(past.entries, reasonOf(asOf.data), 'past-board');
    return (
      <Flex vertical gap="middle">
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Typography.Text strong>
              {tt.before}: {formatDay(travel.compareDate)}
            </Typography.Text>
            {drawn(earlierEntries, reasonOf(earlier.data), 'compare-board-before', compareSvgRef)}
          </Col>
          <Col xs={24} md={12}>
            <Typography.Text strong>
              {tt.after}: {formatDay(travel.date!)}
            </Typography.Text>
            {drawn(past.entries, reasonOf(asOf.data), 'past-board')}
          </Col>
        </Row>
        {moves && <MoveList moves={moves} from={travel.compareDate} to={travel.date!} />}
      </Flex>
    );
  };

  if (entriesQuery.isLoading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (entriesQuery.error !== undefined) {
    return (
      <Card>
        <EmptyState
          illustration="error"
          title={m.loadFailed}
          description={apiErrorText(entriesQuery.error)}
          actions={<Button onClick={() => void entriesQuery.refetch()}>{m.retry}</Button>}
        />
      </Card>
    );
  }

  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Card title={m.board.cardTitle} extra={!inPast && <ExportBoardButton svgRef={svgRef} teamName={team.name} />}>
            <Flex vertical gap="middle">
              <TimeTravelBar travel={travel} isFetching={past.asOf.isFetching || past.earlier.isFetching} />
              {inPast ? (
                pastBoards()
              ) : (
                <>
              <BoardToggles options={options} onChange={setOptions} />
              {options.plotMode && <Alert type="info" showIcon title={m.board.plotModeHint} />}
              <OneOnOneBoard
                svgRef={svgRef}
                entries={visibleEntries}
                hasEntries={entries.length > 0}
                trajectories={options.showTrajectory ? visibleHistories : undefined}
                showNames={options.showNames}
                plotMode={options.plotMode}
                onPlot={setNewEntryAt}
                onMove={move}
                onOpen={(entry) => setOpenEntryId(entry.id)}
              />
              {entries.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {m.board.moveHint}
                </Typography.Text>
              )}
              {options.showLegend && (
                <BoardLegend entries={visibleEntries} trajectories={options.showTrajectory ? visibleHistories : undefined} />
              )}
                </>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <Flex vertical gap="middle">
            {!inPast && <QuickActions onNewEntry={() => setNewEntryAt(DEFAULT_POSITION)} onLinkMember={() => setLinking(true)} />}
            <MemberVisibilityPanel
              entries={entries}
              hidden={hidden}
              onHiddenChange={setHidden}
              departments={inPast ? undefined : departments}
              onOpen={(entry) => !inPast && setOpenEntryId(entry.id)}
            />
          </Flex>
        </Col>
      </Row>
      {options.showDetail && !inPast && (
        <GrowthDetailPanel
          histories={visibleHistories}
          isLoading={historyQuery.isLoading}
          error={historyQuery.error}
          onRetry={() => void historyQuery.refetch()}
        />
      )}
      <NewEntryDialog
        open={newEntryAt !== null}
        teamId={team.id}
        position={newEntryAt ?? DEFAULT_POSITION}
        onBoard={onBoard}
        onClose={() => setNewEntryAt(null)}
      />
      <LinkMemberDialog open={linking} teamId={team.id} onBoard={onBoard} onClose={() => setLinking(false)} />
      <EntryDrawer entry={openEntry} onClose={() => setOpenEntryId(null)} />
    </Flex>
  );
}
