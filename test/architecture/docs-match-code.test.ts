import { describe, expect, it } from 'vitest';
import { consumers, streamPublisher } from '#manifest/events';
import { DetailType } from '#shared/events/event-names';
import { readDoc, sourceFiles } from './source-files.ts';

const CODE = ['functions', 'shared', 'infra', 'web/src', 'test'];

describe('docs/events.md', () => {
  const doc = readDoc('events.md');

  it.each(Object.values(DetailType))('describes the %s event', (detailType) => {
    expect(doc).toContain(`\`${detailType}\``);
  });

  it.each([...consumers.map((c) => c.id), streamPublisher.id])(
    'names the %s consumer',
    (id) => {
      expect(doc).toContain(`\`${id}\``);
    },
  );
});

describe('docs/data-model.md', () => {
  const rows = new Set(
    [...readDoc('data-model.md').matchAll(/^\| (AP[-A-Z]*\d+) \|/gm)].map(
      ([, id]) => id,
    ),
  );
  const cited = new Set(
    sourceFiles(CODE, ['.ts', '.tsx']).flatMap(({ text }) =>
      [...text.matchAll(/\bAP(?:-[A-Z]+)?\d+\b/g)].map(([id]) => id),
    ),
  );

  it('finds access patterns cited in the code', () => {
    expect(cited.size).toBeGreaterThan(10);
  });

  it.each([...cited].sort())('has a row for %s, which the code cites', (id) => {
    expect(rows).toContain(id);
  });
});
