import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../shared/test/render-with-store';
import type { HealthStatus } from '../api/health-api';
import { SystemStatus } from './system-status';

const healthy: HealthStatus = {
  status: 'ok',
  database: 'up',
  version: '0.1.0',
  uptimeSeconds: 12,
  time: '2025-01-01T12:00:00.000Z',
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('SystemStatus', () => {
  it('says it is checking while the health check runs', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );

    renderWithStore(<SystemStatus />);

    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
  });

  it('shows the API and database state once the health check answers', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(healthy));
    vi.stubGlobal('fetch', fetchMock);

    renderWithStore(<SystemStatus />);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('API: ok · Database: up'),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/rest/rest-check/');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('reports a degraded API when the database is down (a 503 carrying the report)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...healthy, status: 'degraded', database: 'down' }, 503)),
    );

    renderWithStore(<SystemStatus />);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('API: degraded · Database: down'),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the server message and retries on request', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(
          { statusCode: 503, error: 'unavailable', message: 'The service is starting up.' },
          503,
        ),
      )
      .mockResolvedValueOnce(jsonResponse(healthy));
    vi.stubGlobal('fetch', fetchMock);

    renderWithStore(<SystemStatus />);

    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('The service is starting up.'));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(status).toHaveTextContent('API: ok · Database: up'));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('explains when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    renderWithStore(<SystemStatus />);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not reach the server.'),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
