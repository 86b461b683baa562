import { messages } from '../../locales/ja-JP/messages';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LinkButton } from '../../shared/ui/LinkButton';
import type { MenuEntry } from '../navigation';

const texts = messages.comingSoon;

/** What a sidebar link opens until its module lands: what the module will do, and a way back. */
export function ComingSoonPage({ item }: { item: Pick<MenuEntry, 'label' | 'summary'> }) {
  return (
    <EmptyState
      size="page"
      illustration="comingSoon"
      title={texts.title(item.label)}
      description={
        <>
          <p>{item.summary}</p>
          <p>{texts.text}</p>
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
