/** Bills put the figures on the first pages; a long PDF is not read whole. */
const MAX_PAGES = 10;

/** Why a PDF gave no text; the hook turns it into the visitor's message. */
export type PdfTextProblem = 'password' | 'unreadable';

/** A PDF pdf.js could not open. */
export class PdfTextError extends Error {
  override readonly name = 'PdfTextError';
  constructor(readonly problem: PdfTextProblem) {
    super(`PDF ${problem}`);
  }
}

/**
 * Reads the text layer of a PDF in the browser. pdf.js is loaded only
 * here, on demand, so it never weighs on a page's first load; its worker is
 * bundled by Vite as a separate asset. The bytes stay on the device.
 * Returns '' for a scan with no text layer.
 */
export async function readPdfText(file: Blob): Promise<string> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL(
    'pdfjs-dist/build/pdf.worker.min.mjs',
    import.meta.url,
  ).toString();
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      throw new PdfTextError(
        name === 'PasswordException' ? 'password' : 'unreadable',
      );
    });
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) =>
            'str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '',
          )
          .join(''),
      );
      page.cleanup();
    }
    return pages.join('\n').trim();
  } finally {
    await task.destroy();
  }
}
