import { messages } from '../../locales/ja-JP/messages';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LinkButton } from '../../shared/ui/LinkButton';

const texts = messages.auth;

/** Shown instead of a page the signed-in user's role may not open (403): why, and a way back. */
export function ForbiddenView() {
  return (
    <EmptyState
      size="page"
      illustration="forbidden"
      title={texts.forbiddenTitle}
      description={
        <>
          <p>{texts.forbiddenText}</p>
          <p>{texts.forbiddenHint}</p>
        </>
      }
      actions={
        <LinkButton to="/community" type="primary">
          {texts.backToDashboard}
        </LinkButton>
      }
    />
  );
}
