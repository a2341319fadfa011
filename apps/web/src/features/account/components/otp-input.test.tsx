import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { codeFromText, isCompleteCode, OtpInput } from './otp-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <OtpInput value={code} onChange={setCode} error={code === '000000' ? 'Wrong' : undefined} />
      <output>{isCompleteCode(code) ? 'complete' : 'incomplete'}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('is a labelled numeric one-time-code field', () => {
    render(<Harness />);
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('keeps only digits while typing, up to six', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('6-digit code');
    await user.type(input, '12a3 4-5678');
    expect(input).toHaveValue('123456');
    expect(screen.getByText('complete')).toBeInTheDocument();
  });

  it('takes the code out of pasted text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('6-digit code');
    await user.click(input);
    await user.paste('Your code to sign in is 482913. It is valid for 10 minutes.');
    expect(input).toHaveValue('482913');
  });

  it('replaces what was there on paste', async () => {
    const user = userEvent.setup();
    render(<Harness initial="99" />);
    const input = screen.getByLabelText('6-digit code');
    await user.click(input);
    await user.paste(' 123 456 ');
    expect(input).toHaveValue('123456');
  });

  it('deletes digits with backspace', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    const input = screen.getByLabelText('6-digit code');
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}');
    expect(input).toHaveValue('1234');
    expect(screen.getByText('incomplete')).toBeInTheDocument();
  });

  it('shows its error and marks itself invalid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('6-digit code');
    await user.type(input, '000000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Wrong'));
  });
});

describe('codeFromText', () => {
  it('prefers a six-digit run, else every digit', () => {
    expect(codeFromText('Code 2026: 123456')).toBe('123456');
    expect(codeFromText('12-34-56')).toBe('123456');
    expect(codeFromText('1234567890')).toBe('123456');
  });
});
