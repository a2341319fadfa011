import { ButtonLink } from '../../../shared/ui/button';
import { ChatIcon } from '../../../shared/ui/icons';

interface SignInPromptProps {
  signInHref: string;
  registerHref: string;
}

/** /app for a signed-out visitor: what the chat is, and a clear way in. No composer. */
export function SignInPrompt({ signInHref, registerHref }: SignInPromptProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-12 sm:px-6 sm:py-20">
      <ChatIcon className="size-10 text-brand" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-text sm:text-4xl">
        Your private health chat
      </h1>
      <p className="mt-4 text-lg text-text-muted">
        Ask health questions in plain words and get clear answers with their sources. Sign in to
        start: your conversations are saved to your account, private to you, and you can delete them
        at any time.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={signInHref} size="lg">
          Sign in to start chatting
        </ButtonLink>
        <ButtonLink to={registerHref} size="lg" variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </section>
  );
}
