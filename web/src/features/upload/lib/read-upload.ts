import type { Nem12File } from '#shared/domain/usage/nem12-types';
import type { BillFacts } from './bill-text';
import { checkContent, checkNameAndSize, SNIFF_BYTES } from './file-checks';
import { BILL_NOTES, readBill } from './read-bill';
import { NotNem12Error, readNem12 } from './read-nem12';
import type { BillNames } from './uploaded-usage';

/** What a chosen file turned out to be, or why it cannot be used. */
export type UploadOutcome =
  | { readonly kind: 'error'; readonly message: string }
  | {
      readonly kind: 'bill';
      readonly note: string;
      readonly facts: BillFacts;
      readonly names?: BillNames;
    }
  | { readonly kind: 'nem12'; readonly nem12: Nem12File };

const error = (message: string): UploadOutcome => ({ kind: 'error', message });

/**
 * Checks a file (name, size, then its first bytes) and reads it in the
 * browser: a PDF's text, NEM12 meter data, or nothing for a photo. Never
 * throws; every failure is a message for the visitor.
 */
export async function readUpload(file: File): Promise<UploadOutcome> {
  const named = checkNameAndSize(file);
  if (!named.ok) return error(named.message);
  try {
    const head = await file.slice(0, SNIFF_BYTES).arrayBuffer();
    const checked = checkContent(named.kind, new Uint8Array(head));
    if (!checked.ok) return error(checked.message);
    if (checked.kind === 'image') {
      return { kind: 'bill', note: BILL_NOTES.photo, facts: {} };
    }
    if (checked.kind === 'pdf')
      return { kind: 'bill', ...(await readBill(file)) };
    const nem12 = await readNem12(file);
    return nem12.nmis.length === 0
      ? error('This NEM12 file holds no meter readings.')
      : { kind: 'nem12', nem12 };
  } catch (cause) {
    return error(
      cause instanceof NotNem12Error
        ? cause.message
        : "We couldn't read that file. Choose another file.",
    );
  }
}
