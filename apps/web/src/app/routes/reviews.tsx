import { PageIntro } from '../components/page-intro';

export function Component() {
  return (
    <PageIntro eyebrow="Reviews" title="What our patients say">
      <p>
        Honest reviews from men who used our treatments and consultations. Verified purchases are
        marked, and we publish critical reviews too.
      </p>
    </PageIntro>
  );
}
