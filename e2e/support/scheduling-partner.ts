import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the third-party scheduling provider of /consult (CONSULT_EMBED_URL, issue 12):
 * a Cal.com-shaped embed script at /embed/embed.js whose `Cal('inline', …)` puts the
 * provider's booking page (a frame from this origin) into the page. `failScript(true)` makes
 * the script answer 503, as a provider that is down does, so the page's fallback can be seen.
 * Nothing leaves the machine: it listens on 127.0.0.1 on a free port.
 */
export interface SchedulingPartner {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** The booking link to configure as CONSULT_EMBED_URL. */
  bookingUrl: string;
  failScript(fail: boolean): void;
  close(): Promise<void>;
}

export const PARTNER_CALENDAR_TITLE = 'Fake Partner booking calendar';
export const PARTNER_HEADING = 'Pick a time with Fake Partner';

const embedScript = (origin: string) => `
window.Cal = function (command, options) {
  if (command !== 'inline') return;
  var frame = document.createElement('iframe');
  frame.src = ${JSON.stringify(`${origin}/clinic/consult/calendar`)};
  frame.title = ${JSON.stringify(PARTNER_CALENDAR_TITLE)};
  frame.style.width = '100%';
  frame.style.height = '600px';
  frame.style.border = '0';
  options.elementOrSelector.append(frame);
};
`;

const calendarPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Partner</title></head>
<body style="font-family: sans-serif; padding: 1rem">
  <h1>${PARTNER_HEADING}</h1>
  <ul><li><button type="button">Tomorrow 09:00</button></li></ul>
</body></html>`;

export async function startSchedulingPartner(): Promise<SchedulingPartner> {
  let failing = false;
  let origin = '';
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path === '/embed/embed.js') {
      if (failing) return response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return response.end(embedScript(origin));
    }
    if (path === '/clinic/consult/calendar') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(calendarPage);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    bookingUrl: `${origin}/clinic/consult`,
    failScript: (fail) => {
      failing = fail;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
