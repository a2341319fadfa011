import { useState } from 'react';
import type { Review } from '@mhp/contract/schemas/review';
import { CheckIcon } from '../../../shared/ui/icons';
import { reviewExcerpt } from '../lib/format';

function Stars({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <span
      role="img"
      aria-label={label}
      className="text-lg leading-none tracking-tight text-warning"
    >
      {'★'.repeat(rounded)}
      <span className="text-border">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

/** A review's text, cut at 500 characters with a See more link that shows the rest. */
export function ReviewText({ content }: { content: string }) {
  const [expanded, setExpanded] = useState(false);
  const { long, text } = reviewExcerpt(content, expanded);
  return (
    <div className="mt-2 text-text-muted">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="mt-2 first:mt-0 whitespace-pre-line">
          {paragraph}
        </p>
      ))}
      {long && !expanded && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="mt-1 font-semibold text-brand underline underline-offset-2 hover:no-underline"
        >
          See more
        </button>
      )}
    </div>
  );
}

interface ReviewListProps {
  reviews: Review[];
  rating: { average: number; count: number };
  title?: string;
  headingId?: string;
}

export function ReviewList({
  reviews,
  rating,
  title = 'Reviews',
  headingId = 'reviews-heading',
}: ReviewListProps) {
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {rating.count > 0 && (
          <p className="flex items-center gap-2 text-sm text-text-muted">
            <Stars value={rating.average} label={`Rated ${rating.average.toFixed(1)} out of 5`} />
            <span>{`${rating.average.toFixed(1)} · ${rating.count} review${rating.count === 1 ? '' : 's'}`}</span>
          </p>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 text-text-muted">No reviews yet.</p>
      ) : (
        <ul className="mt-5 grid items-start gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="rounded-2xl border border-border bg-surface p-5"
              data-testid="review"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars
                  value={review.review_stars}
                  label={`${review.review_stars} out of 5 stars`}
                />
                <span className="font-semibold">{review.full_name}</span>
                {review.is_verified && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                    <CheckIcon className="size-4" />
                    Verified buyer
                  </span>
                )}
              </div>
              {review.title && <h3 className="mt-3 font-semibold">{review.title}</h3>}
              <ReviewText content={review.content} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
