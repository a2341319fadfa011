import { ButtonLink } from '../../shared/ui/button';
import { sitePath, useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const site = useBrandSite();
  return (
    <PageIntro
      eyebrow="Health chat"
      title="Conversation"
      actions={
        <ButtonLink to={sitePath(site, '/app')} variant="secondary">
          All conversations
        </ButtonLink>
      }
    >
      <p>
        Pick up where you left off. Your assistant remembers this conversation, and you can rate
        each answer to help it improve.
      </p>
    </PageIntro>
  );
}
