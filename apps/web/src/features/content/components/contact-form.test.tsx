import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../shared/ui/toast';
import { ContactForm } from './contact-form';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function renderForm() {
  return render(
    <ToastProvider>
      <ContactForm brand="stud" />
    </ToastProvider>,
  );
}

describe('ContactForm', () => {
  it('labels every field', () => {
    renderForm();
    for (const label of ['First name', 'Last name', 'Email', 'Phone (optional)', 'Message']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
  });

  it('sends the form and confirms with the server’s message', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ id: 'c1', message: 'Thank you, Sam. We will reply soon.' }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'Which size should I pick?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you, Sam. We will reply soon.')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contactus-form/');
    expect(JSON.parse(String(init?.body))).toEqual({
      form_type: 'contact',
      project_type: 'stud',
      first_name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      message: 'Which size should I pick?',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('shows the server’s message next to each field it refused and focuses the first', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'validation_error',
            message: 'Some fields are missing or invalid.',
            fields: {
              last_name: ['Last name is required.'],
              email: ['Enter a valid email address.'],
            },
          },
          400,
        ),
      ),
    );
    renderForm();

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Last name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });
});
