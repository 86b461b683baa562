import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { BoardPage } from '../../../shared/board-workspace';
import { MsMatrixWorkspace } from '../components/MsMatrixWorkspace';

/** /community/matrix: the MS (mindset × skill) matrix of the selected team (spec part 1 §2). */
export default function MsMatrixPage() {
  return <BoardPage title={m.title} lead={m.subtitle} workspace={(team) => <MsMatrixWorkspace team={team} />} />;
}
