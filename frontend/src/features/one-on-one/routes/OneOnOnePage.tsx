import { FileTextOutlined } from '@ant-design/icons';
import { agendaMessages } from '../../../locales/ja-JP/one-on-one-agendas';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { BoardPage } from '../../../shared/board-workspace';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { MatrixWorkspace } from '../components/MatrixWorkspace';
import { TopicCatalogueButton } from '../components/agenda/TopicCatalogueButton';

/** /community/1on1: the signed-in manager's 1on1 matrix for the selected team. */
export default function OneOnOnePage() {
  return (
    <BoardPage
      title={m.title}
      lead={m.intro}
      actions={(team) => (
        <>
          {team && <TopicCatalogueButton team={team} />}
          <LinkButton to="/community/1on1/agenda" icon={<FileTextOutlined />}>
            {agendaMessages.myAgendasLink}
          </LinkButton>
        </>
      )}
      workspace={(team) => <MatrixWorkspace team={team} />}
    />
  );
}
