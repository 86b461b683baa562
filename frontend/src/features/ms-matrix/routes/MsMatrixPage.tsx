import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { BoardPage } from '../../../shared/board-workspace';
import { MS_MATRIX_DEFAULT_TEAM_KEY } from '../../../shared/teams';
import { MsMatrixWorkspace } from '../components/MsMatrixWorkspace';

/** /community/matrix: the MS (mindset × skill) matrix of the selected team (spec part 1 §2). */
export default function MsMatrixPage() {
  return <BoardPage defaultTeamKey={MS_MATRIX_DEFAULT_TEAM_KEY} title={m.title} lead={m.subtitle} workspace={(team) => <MsMatrixWorkspace team={team} />} />;
}
