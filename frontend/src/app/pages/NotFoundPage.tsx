import { messages } from '../../locales/ja-JP/messages';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LinkButton } from '../../shared/ui/LinkButton';

const texts = messages.notFound;

/** Any path no route names: say so, and offer the two places a visitor most likely meant. */
export default function NotFoundPage() {
  return (
    <EmptyState
      size="page"
      illustration="notFound"
      title={texts.title}
      description={
        <>
          <p>{texts.text}</p>
          <p>{texts.hint}</p>
        </>
      }
      actions={
        <>
          <LinkButton to="/" type="primary">
            {texts.backHome}
          </LinkButton>
          <LinkButton to="/community">{texts.toCommunity}</LinkButton>
        </>
      }
    />
  );
}
