import {
  CARD_TITLE_TRUNCATE_CHARS,
  REVIEW_TRUNCATE_CHARS,
  SLIDE_WIDTH_PX,
  SMALL_PRODUCT_HEADING_AFTER_CHARS,
  SMALL_TITLE_FONT_AFTER_CHARS,
} from '@mhp/contract/constants';

/** Prices are shown with two decimals and a dollar sign (spec section 9): $24.00. */
export function formatPrice(amount: number): string {
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

/** Cuts `text` to `max` characters (ellipsis included), at the last space when one is near. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A product card's title, cut at 83 characters. */
export const cardTitle = (title: string) => truncate(title, CARD_TITLE_TRUNCATE_CHARS);

/** Whether a review is long enough to be cut, and its shown text. */
export function reviewExcerpt(content: string, expanded = false) {
  const long = content.length > REVIEW_TRUNCATE_CHARS;
  return {
    long,
    text: long && !expanded ? truncate(content, REVIEW_TRUNCATE_CHARS) : content,
  };
}

/** Slides the slider shows side by side: one per 170 px of its width, at least one. */
export function slideCount(width: number): number {
  return Math.max(1, Math.floor((Number.isFinite(width) ? width : 0) / SLIDE_WIDTH_PX));
}

/** Titles over 25 characters use a smaller font. */
export const isLongTitle = (title: string) => title.length > SMALL_TITLE_FONT_AFTER_CHARS;

/** Product names over 40 characters use a smaller heading. */
export const isLongProductName = (name: string) => name.length > SMALL_PRODUCT_HEADING_AFTER_CHARS;
