import { describe, expect, it } from 'vitest';
import { parseCostArgs, UsageError } from './cost-args.ts';

const today = new Date('2026-03-01T00:00:00Z');

describe('parseCostArgs', () => {
  it('reads one plan file', () => {
    const args = parseCostArgs(
      ['--plan', 'a.json', '--annual-kwh', '4000'],
      today,
    );
    expect(args.target).toEqual({ kind: 'plan', file: 'a.json' });
    expect(args.format).toBe('json');
    expect(args.from).toBe('2026-01-01');
  });

  it('reads a folder of plans with a csv format', () => {
    const args = parseCostArgs(
      ['--plans', 'dir', '--nem12', 'm.csv', '--format', 'csv'],
      today,
    );
    expect(args.target).toEqual({ kind: 'folder', dir: 'dir' });
    expect(args.format).toBe('csv');
    expect(args.usage).toEqual({
      kind: 'nem12',
      file: 'm.csv',
      nmi: undefined,
    });
  });

  it.each([
    [['--annual-kwh', '1'], '--plan FILE or --plans DIR is required'],
    [['--plan', 'a', '--plans', 'b', '--annual-kwh', '1'], 'not both'],
    [['--plans', 'b', '--annual-kwh', '1', '--format', 'xml'], 'json or csv'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCostArgs(argv, today)).toThrow(UsageError);
    expect(() => parseCostArgs(argv, today)).toThrow(message);
  });
});
