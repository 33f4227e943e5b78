import {
  parseEventRecord,
  parseIntervalLength,
  parseIntervalRecord,
  unitScale,
} from './nem12-records.ts';
import type { Nem12Channel, Nem12Day, Nem12File } from './nem12-types.ts';
import { Nem12ParseError } from './nem12-types.ts';

interface OpenChannel {
  readonly channel: Nem12Channel;
  readonly scale: number;
}

/**
 * Incremental NEM12 reader: feed text chunks of any size with `push`, then
 * call `end`. Memory holds only the parsed values, never the whole file.
 * Errors are {@link Nem12ParseError}s naming the 1-based line.
 */
export class Nem12Parser {
  private pending = '';
  private line = 0;
  private header: { from: string; to: string; createdAt: string } | undefined;
  private ended = false;
  private readonly channels = new Map<string, Nem12Channel>();
  private current: OpenChannel | undefined;
  private lastDay: Nem12Day | undefined;

  /** Feeds the next chunk of the file. */
  push(chunk: string): void {
    const text = this.pending + chunk;
    let start = 0;
    let newline = text.indexOf('\n', start);
    while (newline !== -1) {
      this.readLine(text.slice(start, newline));
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    this.pending = text.slice(start);
  }

  /** Finishes the file; throws when it is empty or has no 900 record. */
  end(): Nem12File {
    if (this.pending !== '') this.readLine(this.pending);
    this.pending = '';
    if (!this.header) {
      throw new Nem12ParseError(Math.max(this.line, 1), 'the file is empty');
    }
    if (!this.ended) {
      throw new Nem12ParseError(
        this.line,
        'file ends without a 900 end-of-data record (truncated?)',
      );
    }
    const channels = [...this.channels.values()];
    return {
      fromParticipant: this.header.from,
      toParticipant: this.header.to,
      createdAt: this.header.createdAt,
      channels,
      nmis: [...new Set(channels.map((c) => c.nmi))],
    };
  }

  private readLine(raw: string): void {
    this.line++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') return;
    const fields = text.split(',');
    const record = (fields[0] ?? '').trim();
    if (this.ended) {
      throw new Nem12ParseError(this.line, 'data after the 900 record');
    }
    if (!this.header) {
      this.readHeader(record, fields);
      return;
    }
    this.readRecord(record, fields);
  }

  private readHeader(record: string, fields: readonly string[]): void {
    if (record !== '100' || fields[1]?.trim().toUpperCase() !== 'NEM12') {
      throw new Nem12ParseError(
        this.line,
        'not a NEM12 file: expected a 100 header record with NEM12',
      );
    }
    this.header = {
      createdAt: fields[2]?.trim() ?? '',
      from: fields[3]?.trim() ?? '',
      to: fields[4]?.trim() ?? '',
    };
  }

  private readRecord(record: string, fields: readonly string[]): void {
    switch (record) {
      case '200':
        this.openChannel(fields);
        return;
      case '300':
        this.readInterval(fields);
        return;
      case '400':
        this.readEvent(fields);
        return;
      case '500':
        return; // B2B details do not affect costs
      case '900':
        this.ended = true;
        return;
      default:
        throw new Nem12ParseError(
          this.line,
          `unknown record type ${JSON.stringify(record)}`,
        );
    }
  }

  private openChannel(fields: readonly string[]): void {
    const nmi = fields[1]?.trim() ?? '';
    const suffix = fields[4]?.trim().toUpperCase() ?? '';
    if (nmi === '' || suffix === '') {
      throw new Nem12ParseError(this.line, '200 record needs NMI and suffix');
    }
    const intervalMinutes = parseIntervalLength(fields[8]?.trim(), this.line);
    const { unit, scale } = unitScale(fields[7] ?? '');
    const key = `${nmi}/${suffix}`;
    const channel = {
      nmi,
      suffix,
      unit,
      intervalMinutes,
      days: this.channels.get(key)?.days ?? new Map<string, Nem12Day>(),
    };
    this.channels.set(key, channel);
    this.current = { channel, scale };
    this.lastDay = undefined;
  }

  private readInterval(fields: readonly string[]): void {
    const open = this.current;
    if (!open) {
      throw new Nem12ParseError(this.line, '300 record before any 200 record');
    }
    const { channel, scale } = open;
    const { date, day } = parseIntervalRecord(
      fields,
      channel.intervalMinutes,
      scale,
      this.line,
    );
    const previous = channel.days.get(date);
    // A later revision of the same day replaces it unless it is older.
    if (previous && previous.updatedAt > day.updatedAt) {
      this.lastDay = undefined;
      return;
    }
    channel.days.set(date, day);
    this.lastDay = day;
  }

  private readEvent(fields: readonly string[]): void {
    const day = this.lastDay;
    if (!day || !this.current) return; // event for a superseded revision
    if (day.qualityMethod.toUpperCase() !== 'V') {
      throw new Nem12ParseError(
        this.line,
        '400 record follows a 300 record whose quality is not V',
      );
    }
    day.events.push(parseEventRecord(fields, day.values.length, this.line));
  }
}

/** Parses a whole NEM12 text held in memory. */
export function parseNem12(text: string): Nem12File {
  const parser = new Nem12Parser();
  parser.push(text);
  return parser.end();
}

/**
 * Parses a NEM12 stream of text chunks (e.g. a file stream with a string
 * encoding), without holding the text in memory.
 */
export async function parseNem12Stream(
  chunks: AsyncIterable<string>,
): Promise<Nem12File> {
  const parser = new Nem12Parser();
  for await (const chunk of chunks) parser.push(chunk);
  return parser.end();
}
