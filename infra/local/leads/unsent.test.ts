import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { StoredLead } from './stored-leads.ts';
import { unsentLeads } from './unsent.ts';

const lead = (id: string, email: string): StoredLead => ({
  id,
  entity: 'CallbackRequest',
  email,
});

describe('unsent leads', () => {
  it('lists the stored leads no outbox message mentions, ignoring case', async () => {
    // Arrange
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(
      join(dir, 'm1.json'),
      JSON.stringify({ replyTo: ['Sent@Example.com'], text: 'call back' }),
    );
    writeFileSync(join(dir, 'torn.json'), '');
    // Act
    const unsent = await unsentLeads(
      [lead('a', 'sent@example.com'), lead('b', 'missed@example.com')],
      dir,
    );
    // Assert
    expect(unsent.map((l) => l.id)).toEqual(['b']);
  });
});
