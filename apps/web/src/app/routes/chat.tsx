import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Health chat" title="What would you like to ask today?">
      <p>
        Start a conversation with your AI health assistant. Your chats are private, saved to your
        account and you can delete them at any time.
      </p>
    </PageIntro>
  );
}
