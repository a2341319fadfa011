import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from './engine/local-engine';
import { FILE_EMPTY, NOT_A_PDF } from './attachments';
import { PDF_MESSAGES } from './files/pdf-text';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  type TestUser,
} from '../../test/test-chat';

/** The PDFs of apps/api/fixtures/pdf (written by its make-fixtures.mjs). */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/pdf/${name}`, import.meta.url));
const pdfUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

const { app, user } = await createChatTestApp({ chat: { engine: createLocalEngine() } });
const base = await listen(app);

async function connected(owner?: TestUser) {
  const who = owner ?? (await user());
  const room = await createRoom(app, who);
  const socket = await openSocket(base, room.slug, who.token);
  return { owner: who, room, socket };
}

async function roomMessages(owner: TestUser, slug: string) {
  const res = await app.inject({ url: `/api/chat-room-messages/${slug}/`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  return res.json().results as {
    message: string;
    is_ai: boolean;
    file: string | null;
    file_info: { name: string; size: number; content_type: string } | null;
  }[];
}

/** Lab values are stored beside the reply: wait until `count` are. */
async function labResults(owner: TestUser, count: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await app.inject({ url: '/api/user-chat-analytics/', headers: owner.headers });
    const results = (res.json().entries?.lab_result ?? []) as { term: string; value: number }[];
    if (results.length >= count) return results;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} lab results stored`);
}

describe('a PDF attached to a message', () => {
  it('is stored as a named file, read, and answered with the values it holds', async () => {
    const { owner, room, socket } = await connected();
    const report = fixture('lab-report.pdf');
    socket.send({ message: 'Is my result normal?', file: pdfUrl(report), file_name: 'report.pdf' });
    const echo = await socket.next('user_message');
    expect(echo.file_info).toEqual({
      name: 'report.pdf',
      size: report.length,
      content_type: 'application/pdf',
    });
    const reply = (await socket.next('ai_message')).chat_response;
    expect(reply).toMatch(
      /^I read your file report\.pdf: semen volume 2\.1 mL, sperm concentration 12 million\/mL, progressive motility 28%, normal forms \(morphology\) 5%\./,
    );
    expect(reply).toContain(
      'A sperm concentration of 12 million/mL is below the WHO 2021 lower reference limit of 16 million/mL',
    );
    expect(reply).toContain('A progressive motility of 28% is below');
    // The reference range printed beside a value is not read as a second value.
    expect(reply).not.toContain('16 million/mL,');
    await socket.close();

    // The history shows it as a file, and its link serves it as a PDF under its name.
    const [asked] = await roomMessages(owner, room.slug);
    expect(asked!.file_info?.name).toBe('report.pdf');
    const opened = await app.inject({ url: asked!.file! });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(
      `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    // No sandbox for a PDF: Chrome's viewer shows a blank page in a sandboxed document.
    expect(opened.headers['content-security-policy']).not.toContain('sandbox');
    expect(opened.rawPayload.equals(report)).toBe(true);
    const downloaded = await app.inject({ url: `${asked!.file!}&download=1` });
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);

    // The values reach health tracking as if they had been typed.
    const results = await labResults(owner, 2);
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'sperm_concentration', value: 12 }),
        expect.objectContaining({ term: 'semen_volume', value: 2.1 }),
      ]),
    );
  });

  it('names the hormone results it read, compares none, and tracks those it can', async () => {
    const { owner, socket } = await connected();
    socket.send({
      message: 'what does this mean?',
      file: pdfUrl(fixture('hormone-report.pdf')),
      file_name: 'hormones.pdf',
    });
    const reply = (await socket.next('ai_message')).chat_response;
    expect(reply).toMatch(
      /^I read your file hormones\.pdf: total testosterone 9 nmol\/L, free testosterone 180 pmol\/L, FSH 4\.2 IU\/L, LH 3\.1 IU\/L, prolactin 210 mIU\/L\./,
    );
    expect(reply).toContain('each lab prints its own range');
    expect(reply).not.toContain('WHO 2021 lower reference limit');
    await socket.close();
    // Total testosterone, FSH and LH reach health tracking as if typed; free testosterone is
    // not read as a second (total) testosterone.
    const results = await labResults(owner, 3);
    expect(results.map(({ term, value }) => `${term}=${value}`).sort()).toEqual([
      'fsh=4.2',
      'lh=3.1',
      'testosterone=9',
    ]);
  });

  it('reads only the first pages of a long file and says so', async () => {
    const { socket } = await connected();
    socket.send({ message: 'My results', file: pdfUrl(fixture('long-report.pdf')) });
    const reply = (await socket.next('ai_message')).chat_response;
    // Sent without a name: the file gets a plain one.
    expect(reply).toMatch(/^I read your file document\.pdf: sperm concentration 9 million\/mL\./);
    expect(reply).toContain('It has 30 pages; I read the first 20.');
    await socket.close();
  });

  it('keeps a scanned PDF and says it found no text; a letter without values says so', async () => {
    const { owner, room, socket } = await connected();
    socket.send({
      message: 'My scan',
      file: pdfUrl(fixture('scanned.pdf')),
      file_name: 'scan.pdf',
    });
    expect((await socket.next('ai_message')).chat_response).toMatch(
      /^I couldn’t find any text in your file scan\.pdf: it may be a scanned image/,
    );
    socket.send({
      message: 'Letter',
      file: pdfUrl(fixture('no-lab-values.pdf')),
      file_name: 'letter.pdf',
    });
    expect((await socket.next('ai_message')).chat_response).toMatch(
      /^I read your file letter\.pdf, but found no sperm concentration, total sperm number/,
    );
    expect((await roomMessages(owner, room.slug)).filter((m) => m.file)).toHaveLength(2);
    await socket.close();
  });

  it('refuses a protected, damaged, empty or fake PDF with a clear reason and stores nothing', async () => {
    const { owner, room, socket } = await connected();
    const cases: [string, string, string][] = [
      ['encrypted.pdf', pdfUrl(fixture('encrypted.pdf')), PDF_MESSAGES.encrypted],
      ['corrupt.pdf', pdfUrl(fixture('corrupt.pdf')), PDF_MESSAGES.unreadable],
      // 100 KB of noise named .pdf: its bytes are no PDF.
      ['junk.pdf', pdfUrl(fixture('junk.pdf')), NOT_A_PDF],
      // An empty file (the contract refuses it before the server decodes anything).
      ['empty.pdf', pdfUrl(fixture('empty.pdf')), FILE_EMPTY],
      ['empty.pdf', 'data:application/pdf;base64,=', FILE_EMPTY],
    ];
    for (const [name, file, message] of cases) {
      socket.send({
        message: `see ${name}`,
        file,
        file_name: name,
        client_id: crypto.randomUUID(),
      });
      const error = await socket.next('error');
      expect(error.message, name).toBe(message);
      expect(['bad_file', 'invalid_message']).toContain(error.code);
    }
    expect(await roomMessages(owner, room.slug)).toEqual([]);
    // The room works on: the next message is answered.
    socket.send({ message: 'What is a varicocele?' });
    expect((await socket.next('ai_message')).chat_response).toContain('varicocele');
    await socket.close();
  });

  it('opens for its owner only: another user gets no link and a forged one answers 404', async () => {
    const { owner, room, socket } = await connected();
    socket.send({ message: 'mine', file: pdfUrl(fixture('lab-report.pdf')), file_name: 'a.pdf' });
    const echo = await socket.next('user_message');
    await socket.next('ai_message');
    await socket.close();
    const stranger = await user();
    const res = await app.inject({
      url: `/api/chat-room-messages/${room.slug}/`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    // The file id alone, or with a link signed for another user's file, opens nothing.
    const id = /chat-file\/([^/]+)\//.exec(echo.file!)![1]!;
    const { socket: theirs } = await connected(stranger);
    theirs.send({ message: 'theirs', file: pdfUrl(fixture('scanned.pdf')) });
    const their = await theirs.next('user_message');
    await theirs.next('ai_message');
    await theirs.close();
    const query = their.file!.split('?')[1];
    expect((await app.inject({ url: `/api/chat-file/${id}/?${query}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/chat-file/${id}/` })).statusCode).toBe(404);
    expect((await roomMessages(owner, room.slug))[0]!.file_info?.name).toBe('a.pdf');
  });
});

describe('a PDF under regenerate and edit (issue 26)', () => {
  it('is read again from the stored file, so the new reply still answers with its values', async () => {
    const { socket } = await connected();
    socket.send({
      message: 'Is my result normal?',
      file: pdfUrl(fixture('lab-report.pdf')),
      file_name: 'report.pdf',
    });
    const asked = await socket.next('user_message');
    await socket.next('ai_message');
    const readsTheFile = /^I read your file report\.pdf: semen volume 2\.1 mL/;

    socket.send({ type: 'regenerate' });
    expect((await socket.next('ai_message')).chat_response).toMatch(readsTheFile);
    socket.send({ type: 'edit_message', message_id: asked.id, message: 'What do these mean?' });
    expect((await socket.next('user_message')).file_info?.name).toBe('report.pdf');
    expect((await socket.next('ai_message')).chat_response).toMatch(readsTheFile);
    await socket.close();
  });
});
