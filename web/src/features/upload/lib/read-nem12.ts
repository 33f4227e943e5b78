import { Nem12Parser } from '#shared/domain/usage/nem12-parser';
import type { Nem12File } from '#shared/domain/usage/nem12-types';
import { Nem12ParseError } from '#shared/domain/usage/nem12-types';

/** A .csv that is not NEM12 we can read; the message names the line. */
export class NotNem12Error extends Error {
  override readonly name = 'NotNem12Error';
}

/**
 * Streams a file through the incremental NEM12 parser, so only the parsed
 * values are held, never the whole text. Throws {@link NotNem12Error}.
 */
export async function readNem12(file: Blob): Promise<Nem12File> {
  const parser = new Nem12Parser();
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    return parser.end();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof Nem12ParseError) throw notNem12(error);
    throw error;
  }
}

function notNem12(error: Nem12ParseError): NotNem12Error {
  const detail = error.message.replace(/^NEM12 line \d+: /, '');
  const message =
    error.line <= 1
      ? `This .csv file is not NEM12 meter data (line 1: ${detail}). Ask your distributor or retailer for your meter data in NEM12 format.`
      : `This NEM12 file cannot be read: line ${error.line}: ${detail}.`;
  return new NotNem12Error(message);
}
