import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewText } from './review-list';

describe('ReviewText', () => {
  it('cuts a long review at 500 characters and shows the rest on See more', async () => {
    const content = `${'Comfortable and supportive. '.repeat(20)}THE END`;
    render(<ReviewText content={content} />);
    expect(screen.queryByText(/THE END/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(/THE END/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('shows a short review whole, without See more', () => {
    render(<ReviewText content="Great fit." />);
    expect(screen.getByText('Great fit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });
});
