import { Button } from 'antd';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import { LoadFailure, loadFailureText, type LoadFailureKind } from '../../../shared/ui/LoadFailure';

interface CyclesLoadFailureProps {
  error: unknown;
  onCreate: () => void;
  onRetry: () => void;
}

/** The server's failures keep spec part 2 §8's database-connection screen; a network failure, a 404 or a 403 says what happened. */
const serverSide = (kind: LoadFailureKind) => kind === 'databaseUnavailable' || kind === 'failed';

/** Spec part 2 §2 and §8: a growth-cycle list that failed to load shows the database-connection screen with its create button. */
export function CyclesLoadFailure({ error, onCreate, onRetry }: CyclesLoadFailureProps) {
  return (
    <LoadFailure
      as="section"
      error={error}
      title={(kind) => (serverSide(kind) ? m.loadFailed.title : m.loadFailed.otherTitle)}
      description={(kind) => (serverSide(kind) ? m.loadFailed.description : loadFailureText(error))}
      onRetry={onRetry}
      actions={
        <Button type="primary" onClick={onCreate}>
          {m.create.button}
        </Button>
      }
    />
  );
}
