/**
 * Checks a chosen file before any of it is read: its name, its size and
 * then its first bytes, so a renamed file is caught before a parser sees it.
 */

/** The stated upload limit, enforced here. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Extensions the input accepts, for its `accept` attribute. */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.csv'];

/** What we do with a file: read a PDF, type in a photo, parse NEM12. */
export type UploadKind = 'pdf' | 'image' | 'nem12';

/** How many leading bytes {@link checkContent} needs. */
export const SNIFF_BYTES = 1024;

const MEGABYTE = 1024 * 1024;

const KIND_BY_EXTENSION: Record<string, UploadKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  csv: 'nem12',
};

const CHOOSE =
  'Choose your bill as a PDF, JPG or PNG, or your meter data as a NEM12 .csv file.';

type Check = { ok: true; kind: UploadKind } | { ok: false; message: string };

/** A size in megabytes (of 1,024 KB), to a tenth: "12.3 MB". */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.round((bytes / MEGABYTE) * 10) / 10;
  return `${tenths.toLocaleString('en-AU', { maximumFractionDigits: 1 })} MB`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Checks the name and size; nothing of the file is read yet. */
export function checkNameAndSize(file: {
  readonly name: string;
  readonly size: number;
}): Check {
  const extension = extensionOf(file.name);
  const kind = KIND_BY_EXTENSION[extension];
  if (!kind) {
    const what = extension ? `a .${extension} file` : 'a file with no type';
    return {
      ok: false,
      message: `We can't use ${what}. ${CHOOSE}`,
    };
  }
  if (file.size === 0) {
    return { ok: false, message: `That file is empty. ${CHOOSE}` };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      ok: false,
      // A file just over the limit shows as 10.1 MB, never as 10 MB.
      message: `That file is ${formatMegabytes(Math.max(file.size, MAX_UPLOAD_BYTES + MEGABYTE / 10))}; the limit is ${formatMegabytes(MAX_UPLOAD_BYTES)}.`,
    };
  }
  return { ok: true, kind };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** True when `%PDF-` appears in the first 1,024 bytes, as readers allow. */
function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES) - PDF.length;
  for (let i = 0; i <= end; i++) {
    if (startsWith(bytes.subarray(i), PDF)) return true;
  }
  return false;
}

/** True when the bytes look like text (no NUL or other control bytes). */
function looksLikeText(bytes: Uint8Array): boolean {
  for (const byte of bytes.subarray(0, SNIFF_BYTES)) {
    const control = byte < 0x20 && byte !== 0x09 && byte !== 0x0a;
    if (control && byte !== 0x0d) return false;
  }
  return true;
}

/** Checks the first bytes against the kind the name promised. */
export function checkContent(kind: UploadKind, head: Uint8Array): Check {
  if (kind === 'pdf' && !isPdf(head)) {
    return {
      ok: false,
      message: `This file is not a PDF we can read. ${CHOOSE}`,
    };
  }
  if (kind === 'image' && !startsWith(head, PNG) && !startsWith(head, JPEG)) {
    return {
      ok: false,
      message: `This file is not a JPG or PNG image we can read. ${CHOOSE}`,
    };
  }
  if (kind === 'nem12' && !looksLikeText(head)) {
    return {
      ok: false,
      message: `This .csv file is not text, so it is not NEM12 meter data. ${CHOOSE}`,
    };
  }
  return { ok: true, kind };
}
