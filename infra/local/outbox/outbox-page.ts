import type { ServerResponse } from 'node:http';
import type { OutboxMessage } from './outbox.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function card(message: OutboxMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p><strong>To</strong> ${escapeHtml(message.to.join(', '))} · <strong>From</strong> ${escapeHtml(message.from)} · <time>${escapeHtml(message.receivedAt)}</time>${message.template ? ` · <strong>Template</strong> ${escapeHtml(message.template.id)}` : ''}</p>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}

/** The dev-only outbox page: every message the product has sent, newest first. */
export function renderOutboxPage(
  messages: readonly OutboxMessage[],
  response: ServerResponse,
): void {
  const body = messages.length
    ? [...messages].reverse().map(card).join('\n')
    : '<p>No messages yet.</p>';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Local outbox</title>
<style>body{font:16px system-ui;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local outbox (${messages.length})</h1>
<p>Mail the product sent through the local SES stand-in. Development only.</p>
${body}</body></html>`);
}
