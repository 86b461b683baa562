import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Skeleton } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import dayjs from 'dayjs';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { MatrixGrowthPointResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { apiErrorText } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { BoardViewport } from '../../../shared/ui/BoardViewport';
import { useBoardFaces, useFacesPreference } from '../../../shared/ui/board-faces';
import { notifySuccess } from '../../../shared/ui/notify';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import {
  useMsMatrixDeleteGrowthPointMutation,
  useMsMatrixGetGrowthHistoryQuery,
  useMsMatrixGetTeamMatrixQuery,
  useMsMatrixMoveMemberMutation,
} from '../api/ms-matrix-api';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { brand } from '../../../shared/ui/brand-tokens';
import { useGrowthTrails } from '../hooks/use-growth-trails';
import { useMemberVisibility } from '../hooks/use-member-visibility';
import { groupByDepartment } from '../lib/department-groups';
import type { BoardPosition } from '@pivot/rules';
import { AuditDrawer } from './AuditDrawer';
import { BoardToggles, type BoardView } from './BoardToggles';
import { ExportMenu } from './ExportMenu';
import { GrowthDetailPanel } from './GrowthDetailPanel';
import { LegendPanel } from './LegendPanel';
import { MoveConfirmDialog } from './MoveConfirmDialog';
import { MsMatrixBoard, type PendingMove } from './MsMatrixBoard';
import { MemberList } from './MemberList';
import { OwnEntryNotice } from './OwnEntryNotice';
import { QuickActions } from './QuickActions';
import { TrajectoryLegend } from './TrajectoryLegend';
import { TimeTravelBar } from '../../../shared/time-travel';
import { BoardWorkspaceLayout, PastBoards, useBoardPast } from '../../../shared/board-workspace';
import { msMatrixAsOf } from '../api/board-as-of';
import '../write-failures';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const AddMemberDialog = lazyDialog(() => import('./AddMemberDialog').then((m) => m.AddMemberDialog));
const DepartmentDialog = lazyDialog(() => import('./DepartmentDialog').then((m) => m.DepartmentDialog));
const LinkMemberDialog = lazyDialog(() => import('./LinkMemberDialog').then((m) => m.LinkMemberDialog));

type OpenDialog = 'add' | 'link' | 'departments' | null;

/**
 * The MS matrix of one team: board, toggles, legend, growth detail and side panel. The team's
 * leaders, team_admin and admin see the whole board; a plain member sees only their own entry and
 * trail (the server answers nothing else), is told why, and is not offered the exports.
 */
export function MsMatrixWorkspace({ team }: { team: TeamResponse }) {
  const teamId = team.id;
  // The past view (issue 18): the board at the end of a past day, read-only.
  const past = useBoardPast(msMatrixAsOf, team);
  const { inPast } = past;
  const canEdit = team.canManage && !inPast;
  const seesWholeBoard = team.canReadBoard;
  const { user: me } = useCurrentUser();
  const [modal, modalContextHolder] = Modal.useModal();
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<BoardView>({ showNames: true, showTrail: false, showDetail: false });
  const [faces, setFaces] = useFacesPreference();
  const faceOf = useBoardFaces(teamId, faces);
  const [selectedEntryId, setSelectedEntryId] = useState<string | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [auditEntry, setAuditEntry] = useState<MsMatrixEntryResponse | null>(null);

  const board = useMsMatrixGetTeamMatrixQuery({ teamId });
  // Spec part 1 §7: the growth history is read only while the trail or the detail is on.
  const history = useMsMatrixGetGrowthHistoryQuery({ teamId }, { skip: inPast || !(view.showTrail || view.showDetail) });
  const [moveMember] = useMsMatrixMoveMemberMutation();
  const [deleteGrowthPoint] = useMsMatrixDeleteGrowthPointMutation();

  const shownEntries = inPast ? past.entries : board.data;
  const groups = useMemo(() => groupByDepartment(shownEntries ?? []), [shownEntries]);
  const orderedEntries = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const { isVisible, toggleEntries } = useMemberVisibility();
  const visibleEntries = useMemo(() => orderedEntries.filter((entry) => isVisible(entry.id)), [orderedEntries, isVisible]);
  const placedMemberIds = useMemo(() => new Set(orderedEntries.map((entry) => entry.memberId)), [orderedEntries]);
  const { historyByEntry, trails } = useGrowthTrails(visibleEntries, inPast ? undefined : history.data, view.showTrail && !inPast);
  const orderedHistory = useMemo(() => {
    if (!history.data) return undefined;
    const rank = new Map(orderedEntries.map((entry, index) => [entry.id, index]));
    return [...history.data].sort((a, b) => (rank.get(a.entryId) ?? Infinity) - (rank.get(b.entryId) ?? Infinity));
  }, [history.data, orderedEntries]);

  const selectEntry = useCallback((entryId: string) => setSelectedEntryId((current) => (current === entryId ? null : entryId)), [setSelectedEntryId]);
  const showTrail = useCallback(() => setView((current) => ({ ...current, showTrail: true })), []);
  const openAddMember = useCallback(() => setOpenDialog('add'), [setOpenDialog]);
  const openLinkMember = useCallback(() => setOpenDialog('link'), [setOpenDialog]);
  const openDepartments = useCallback(() => setOpenDialog('departments'), [setOpenDialog]);
  const requestMove = useCallback((entry: MsMatrixEntryResponse, to: BoardPosition) => setPendingMove({ entry, to }), [setPendingMove]);

  const confirmMove = () => {
    if (!pendingMove) return;
    const { entry, to } = pendingMove;
    // Optimistic (see api/ms-matrix-api.ts): the dot stays where it was dropped, and goes back to the
    // server's position if the server refuses. Spec part 1 §8: a failed move is silent.
    moveMember({ id: entry.id, 'If-Match': String(entry.revision), moveMatrixMemberRequest: { positionX: to.x, positionY: to.y } })
      .unwrap()
      .catch(() => undefined);
    setPendingMove(null);
  };

  const askToDeletePoint = useCallback(
    (entry: MsMatrixEntryResponse, point: MatrixGrowthPointResponse) => {
      const date = dayjs(point.timestamp).format('YYYY/MM/DD HH:mm');
      modal.confirm({
        title: m.point.deleteTitle,
        content: `${entry.memberName}：${m.point.deleteText(date)}`,
        okText: m.point.delete,
        cancelText: m.point.cancel,
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await deleteGrowthPoint({ pointId: point.id, 'If-Match': String(entry.revision) }).unwrap();
            notifySuccess(m.point.deleted);
          } catch {
            // Shown by the write-failure listener.
          }
        },
      });
    },
    [modal, deleteGrowthPoint],
  );

  const deletePointOf = useCallback(
    (entryId: string, point: MatrixGrowthPointResponse) => {
      const entry = orderedEntries.find((candidate) => candidate.id === entryId);
      if (entry) askToDeletePoint(entry, point);
    },
    [orderedEntries, askToDeletePoint],
  );

  /** The board in its viewport: live (moves, trails, editing when allowed) or a past day's, read-only. */
  const drawBoard = (entries: MsMatrixEntryResponse[], ref: RefObject<SVGSVGElement | null>, live: boolean) => (
    <BoardViewport>
      {(scale) => (
        <MsMatrixBoard
          svgRef={ref}
          scale={scale}
          entries={entries}
          pendingMove={live ? pendingMove : null}
          showNames={view.showNames}
          faceOf={faces ? faceOf : null}
          trails={live ? trails : null}
          historyByEntry={live ? historyByEntry : null}
          selectedEntryId={selectedEntryId}
          canEdit={live && canEdit}
          onSelect={selectEntry}
          onMoveRequest={requestMove}
          onDeletePoint={askToDeletePoint}
        />
      )}
    </BoardViewport>
  );

  const pastBody = () => (
    <PastBoards
      past={past}
      loading={<Skeleton.Node active style={{ width: '100%', height: 400 }} />}
      renderBoard={({ side, entries, emptyReason, comparing }) => {
        const shown = side === 'shown';
        const overlay = shown && !comparing && !emptyReason && visibleEntries.length === 0 ? m.board.allHidden : emptyReason;
        return (
          <div style={{ position: 'relative' }}>
            <div data-testid={shown ? 'past-board' : 'compare-board-before'}>
              {drawBoard((shown ? visibleEntries : entries).filter((entry) => isVisible(entry.id)), shown ? svgRef : { current: null }, false)}
            </div>
            <BoardOverlay title={overlay} />
          </div>
        );
      }}
    />
  );

  const boardBody = () => {
    if (inPast) return pastBody();
    if (board.error !== undefined) {
      return (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed}
          description={apiErrorText(board.error)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => board.refetch()}>
              {m.retry}
            </Button>
          }
        />
      );
    }
    if (board.isLoading) return <Skeleton.Node active style={{ width: '100%', height: 400 }} />;
    const emptyOverlay = seesWholeBoard
      ? { title: m.board.empty, hint: canEdit ? m.board.emptyHint : null }
      : { title: m.own.notPlaced, hint: m.own.notPlacedHint(me?.email) };
    const overlay =
      orderedEntries.length === 0
        ? emptyOverlay
        : visibleEntries.length === 0
          ? { title: m.board.allHidden, hint: null }
          : null;
    return (
      <div style={{ position: 'relative' }}>
        {drawBoard(visibleEntries, svgRef, true)}
        {overlay && <BoardOverlay title={overlay.title} description={overlay.hint} />}
      </div>
    );
  };

  return (
    <BoardWorkspaceLayout
      main={
        <Flex vertical gap="middle">
          <Panel
            title={<BoardToggles view={view} onChange={setView} faces={faces} onFacesChange={setFaces} />}
            extra={seesWholeBoard && !inPast && <ExportMenu teamId={teamId} teamName={team.name} svgRef={svgRef} />}
            // The toggles wrap onto more lines on a narrow card: the head grows with them instead of
            // letting them run over its top edge.
            styles={{ header: { paddingBlock: brand.space[2] }, body: { padding: brand.space[2] } }}
          >
            {!seesWholeBoard && <OwnEntryNotice />}
            <div style={{ marginBottom: 12 }}>
              <TimeTravelBar travel={past.travel} isFetching={past.isFetching} />
            </div>
            {view.showTrail && history.error !== undefined && (
              <Alert type="warning" showIcon title={m.historyLoadFailed} description={apiErrorText(history.error)} style={{ marginBottom: 12 }} />
            )}
            {boardBody()}
            {!inPast && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                {canEdit ? m.board.dragHint : m.board.readOnly}
              </Typography.Text>
            )}
          </Panel>
          {orderedEntries.length > 0 && <LegendPanel groups={groups} isVisible={isVisible} onToggle={toggleEntries} />}
          {view.showDetail && !inPast && (
            <GrowthDetailPanel
              teamId={teamId}
              teamName={team.name}
              history={orderedHistory}
              isLoading={history.isLoading}
              error={history.error}
              canEdit={canEdit}
              onDeletePoint={deletePointOf}
            />
          )}
        </Flex>
      }
      side={
        <>
          {!inPast && (
            <QuickActions
              canEdit={canEdit}
              showTrail={view.showTrail}
              onShowTrail={showTrail}
              onAddMember={openAddMember}
              onLinkMember={openLinkMember}
              onManageDepartments={openDepartments}
              teamId={teamId}
              analysisTopic={m.side.aiAnalysisTopic(team.name, orderedEntries.length)}
            />
          )}
          <MemberList groups={groups} selectedEntryId={selectedEntryId} canEdit={canEdit} onSelect={selectEntry} onShowAudit={setAuditEntry} />
          <TrajectoryLegend entries={orderedEntries} showTrail={view.showTrail} />
        </>
      }
    >
      {modalContextHolder}
      <MoveConfirmDialog pendingMove={pendingMove} onConfirm={confirmMove} onCancel={() => setPendingMove(null)} />
      {canEdit && (
        <>
          <AddMemberDialog teamId={teamId} open={openDialog === 'add'} onClose={() => setOpenDialog(null)} onAdded={setSelectedEntryId} />
          <LinkMemberDialog
            teamId={teamId}
            open={openDialog === 'link'}
            placedMemberIds={placedMemberIds}
            onClose={() => setOpenDialog(null)}
            onLinked={setSelectedEntryId}
          />
          <DepartmentDialog teamId={teamId} open={openDialog === 'departments'} onClose={() => setOpenDialog(null)} />
          <AuditDrawer entry={auditEntry} onClose={() => setAuditEntry(null)} />
        </>
      )}
    </BoardWorkspaceLayout>
  );
}

/** A notice over the middle of the board (why it is empty, or that everyone is hidden). */
function BoardOverlay({ title, description }: { title: string | null; description?: string | null }) {
  if (!title) return null;
  return (
    <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      <Panel size="small" style={{ pointerEvents: 'auto', maxWidth: 460, margin: '0 12px', boxShadow: brand.shadowOverlay }}>
        <EmptyState size="compact" illustration="board" title={title} description={description} />
      </Panel>
    </Flex>
  );
}
