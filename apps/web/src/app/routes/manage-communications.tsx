import { PageIntro } from '../components/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Email preferences" title="Choose what we send you">
      <p>
        Keep the emails you find useful — news, offers, product updates or health tips — and stop
        the rest. No sign-in needed: the link in our email identifies you.
      </p>
    </PageIntro>
  );
}
