import { Alert, Button, Flex, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useMemo, useRef, useState } from 'react';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { apiErrorText } from '../../../shared/api/api-error';
import type { OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import type { TeamResponse } from '../../../shared/api/generated/teams';
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
import { ExportBoardButton } from './ExportBoardButton';
import { GrowthDetailPanel } from './GrowthDetailPanel';
import { MemberVisibilityPanel } from './MemberVisibilityPanel';
import { OneOnOneBoard } from './OneOnOneBoard';
import { QuickActions } from './QuickActions';
import { TimeTravelBar } from '../../../shared/time-travel';
import { useBoardFaces, useFacesPreference } from '../../../shared/ui/board-faces';
import { BoardWorkspaceLayout, PastBoards, useBoardPast } from '../../../shared/board-workspace';
import { oneOnOneAsOf } from '../api/board-as-of';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const LinkMemberDialog = lazyDialog(() => import('./LinkMemberDialog').then((m) => m.LinkMemberDialog));
const NewEntryDialog = lazyDialog(() => import('./NewEntryDialog').then((m) => m.NewEntryDialog));
// The entry drawer (its agenda, action items with their date picker, sessions) loads when an entry is first opened.
const EntryDrawer = lazyDialog(
  () => import('./EntryDrawer').then((m) => m.EntryDrawer),
  ({ entry }) => entry !== null,
);

/**
 * The 1on1 matrix of one team: the signed-in manager's entries for the team's members, the
 * board with its switches, the side panel and the detail panel. Mounted per team (keyed), so
 * visibility and dialogs start fresh when the team changes.
 */
export function MatrixWorkspace({ team }: { team: TeamResponse }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const compareSvgRef = useRef<SVGSVGElement>(null);
  const [options, setOptions] = useState<BoardOptions>(DEFAULT_BOARD_OPTIONS);
  const [faces, setFaces] = useFacesPreference();
  const faceOf = useBoardFaces(team.id, faces);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const [newEntryAt, setNewEntryAt] = useState<Position | null>(null);
  const [linking, setLinking] = useState(false);
  const [openEntryId, setOpenEntryId] = useState<string | null>(null);

  // The past view (issue 18): the manager's board at the end of a past day, read-only.
  const past = useBoardPast(oneOnOneAsOf, team);
  const { inPast } = past;

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

  const pastBoards = () => (
    <PastBoards
      past={past}
      loading={<Skeleton active paragraph={{ rows: 8 }} />}
      renderBoard={({ side, entries: shown, emptyReason }) => (
        <div data-testid={side === 'shown' ? 'past-board' : 'compare-board-before'}>
          <OneOnOneBoard
            svgRef={side === 'shown' ? svgRef : compareSvgRef}
            entries={shown.filter((entry) => !hidden.has(entry.id))}
            hasEntries={shown.length > 0}
            trajectories={undefined}
            showNames={options.showNames}
            faceOf={faces ? faceOf : null}
            plotMode={false}
            onPlot={() => undefined}
            onMove={() => undefined}
            onOpen={() => undefined}
            readOnly
            emptyMessage={emptyReason}
          />
        </div>
      )}
    />
  );

  if (entriesQuery.isLoading) {
    return (
      <Panel>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Panel>
    );
  }
  if (entriesQuery.error !== undefined) {
    return (
      <Panel>
        <EmptyState
          illustration="error"
          title={m.loadFailed}
          description={apiErrorText(entriesQuery.error)}
          actions={<Button onClick={() => void entriesQuery.refetch()}>{m.retry}</Button>}
        />
      </Panel>
    );
  }

  return (
    <BoardWorkspaceLayout
      main={
        <Panel title={m.board.cardTitle} extra={!inPast && <ExportBoardButton svgRef={svgRef} teamName={team.name} />}>
          <Flex vertical gap="middle">
            <TimeTravelBar travel={past.travel} isFetching={past.isFetching} />
            {inPast ? (
              pastBoards()
            ) : (
              <>
                <BoardToggles options={options} onChange={setOptions} faces={faces} onFacesChange={setFaces} />
                {options.plotMode && <Alert type="info" showIcon title={m.board.plotModeHint} />}
                <OneOnOneBoard
                  svgRef={svgRef}
                  entries={visibleEntries}
                  hasEntries={entries.length > 0}
                  trajectories={options.showTrajectory ? visibleHistories : undefined}
                  showNames={options.showNames}
                  faceOf={faces ? faceOf : null}
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
        </Panel>
      }
      side={
        <>
          {!inPast && <QuickActions team={team} onNewEntry={() => setNewEntryAt(DEFAULT_POSITION)} onLinkMember={() => setLinking(true)} />}
          <MemberVisibilityPanel
            entries={entries}
            hidden={hidden}
            onHiddenChange={setHidden}
            departments={inPast ? undefined : departments}
            onOpen={(entry) => !inPast && setOpenEntryId(entry.id)}
          />
        </>
      }
      below={
        options.showDetail &&
        !inPast && (
          <GrowthDetailPanel
            histories={visibleHistories}
            isLoading={historyQuery.isLoading}
            error={historyQuery.error}
            onRetry={() => void historyQuery.refetch()}
          />
        )
      }
    >
      <NewEntryDialog
        open={newEntryAt !== null}
        teamId={team.id}
        position={newEntryAt ?? DEFAULT_POSITION}
        onBoard={onBoard}
        onClose={() => setNewEntryAt(null)}
      />
      <LinkMemberDialog open={linking} teamId={team.id} onBoard={onBoard} onClose={() => setLinking(false)} />
      <EntryDrawer entry={openEntry} onClose={() => setOpenEntryId(null)} />
    </BoardWorkspaceLayout>
  );
}
