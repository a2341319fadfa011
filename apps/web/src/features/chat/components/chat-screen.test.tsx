import { act, render, screen, waitFor, within } from '@testing-library/react';
import { focusesContent } from '../../../shared/lib/keep-focus';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigationType,
  useParams,
} from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatRoom } from '@mhp/contract/schemas/chat';
import { storage } from '../../../shared/lib/storage';
import { ChatScreen } from './chat-screen';

/** A socket that stays connecting: these tests are about the page, not the line. */
class QuietSocket extends EventTarget {
  readyState = 0;
  send() {}
  close() {}
}

const room = (n: number): ChatRoom => ({
  slug: `room-${n}`,
  name: `Question ${n}`,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

/** 25 rooms; the room list's first page holds the first 10. */
const allRooms = Array.from({ length: 25 }, (_, index) => room(index + 1));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (results: unknown[], next: string | null = null) =>
  json({ count: results.length, next, previous: null, results });

function stubChatApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/chat-room/' && method === 'POST') return json(room(99), 201);
    if (url.pathname === '/api/chat-room/') {
      const offset = Number(url.searchParams.get('offset'));
      const end = offset + Number(url.searchParams.get('limit'));
      return page(allRooms.slice(offset, end), end < allRooms.length ? `?offset=${end}` : null);
    }
    if (url.pathname.startsWith('/api/chat-room-messages/')) return page([]);
    if (url.pathname === '/api/chat-suggestions/') return json({ suggestions: [] });
    return json({ statusCode: 501, error: 'not_implemented', message: 'Not built.' }, 501);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The app layout's route-change focus (brand-layout.tsx, by the same rule, focusesContent):
 * after a navigation focus goes to <main> in the layout's effect.
 */
function Layout() {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusesContent(navigationType, { hash, state }))
      main.current?.focus({ preventScroll: true });
  }, [pathname, hash, state, navigationType]);
  return (
    <main ref={main} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function Chat() {
  const { slug } = useParams();
  return (
    <ChatScreen
      slug={slug ?? null}
      paths={{ app: '/app', room: (room) => `/app/${room}`, signIn: '/login' }}
      refreshSession={async () => false}
    />
  );
}

function renderChat(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/app', element: <Chat /> },
          { path: '/app/:slug', element: <Chat /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('ChatScreen', () => {
  beforeEach(() => {
    storage.set('access', 'token');
    vi.stubGlobal('WebSocket', QuietSocket);
  });

  it('keeps focus in the message box after the first message opens the new room', async () => {
    stubChatApi();
    const user = userEvent.setup();
    const router = renderChat('/app');
    await heading('Health chat');
    await waitFor(() => expect(messageBox()).toHaveFocus());

    await user.type(messageBox(), 'My knee hurts{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/room-99'));
    await heading('Question 99');
    await waitFor(() => expect(messageBox()).toHaveFocus());
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('focuses the message box when New chat opens, and the page content for another room', async () => {
    stubChatApi();
    const user = userEvent.setup();
    renderChat('/app/room-1');
    await heading('Question 1');
    const sidebar = screen.getByRole('complementary');

    await user.click(within(sidebar).getByRole('link', { name: 'Question 2' }));
    await heading('Question 2');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());

    await user.click(within(sidebar).getByRole('link', { name: 'New chat' }));
    await heading('Health chat');
    await waitFor(() => expect(messageBox()).toHaveFocus());
    // Nothing moves it to the page content afterwards.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(messageBox()).toHaveFocus();
  });

  it('names a room that is not among the loaded rooms in the header', async () => {
    stubChatApi();
    renderChat('/app/room-23');

    expect(await heading('Question 23')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Question 23' })).toBeVisible();
    // The room list still shows its first page only.
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: 'Question 10' })).toBeVisible();
    expect(within(sidebar).queryByRole('link', { name: 'Question 23' })).toBeNull();
  });

  it('says "Conversation" for a room the user does not have', async () => {
    const fetchMock = stubChatApi();
    renderChat('/app/gone');

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/chat-room/?limit=100&offset=0'),
        expect.anything(),
      ),
    );
    expect(await heading('Conversation')).toBeVisible();
  });
});
