import { z } from 'zod';
import { POSTCODE_MAX_LENGTH } from '../domain/postcode.ts';

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];

/** The keys of an options record, as a zod enum wants them. */
export const keysOf = <T extends object>(o: T) => Object.keys(o) as Keys<T>;

/**
 * Line breaks (CR, LF, NEL, the Unicode separators), NUL and every other
 * control character: a name or subject can end up in a mail header, where
 * a line break starts a header of the sender's choosing.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
/** Control characters other than tab and line breaks. */
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

/** True when `text` fits on one line of a mail header. */
export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

/** One line of text (it may reach a mail header): no control characters. */
export const oneLine = (schema: z.ZodString) =>
  schema.refine(isOneLine, 'Use one line without control characters');

/** Text that must be present, with messages a visitor understands. */
export const requiredText = (label: string, max: number) =>
  oneLine(
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? `${label} is required`
            : `${label} must be text`,
      })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} has at most ${max} characters`),
  );

/** Optional one-line text (a retailer, an address); absent reads as ''. */
export const optionalLine = (max: number) =>
  oneLine(z.string().trim().max(max, `At most ${max} characters`))
    .optional()
    .default('');

/** Optional free text over several lines; absent reads as ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(
      (text) => !CONTROL_IN_TEXT.test(text),
      'Remove the control characters',
    )
    .optional()
    .default('');

/** An Australian phone number as people type it. */
export const phoneField = (label = 'Phone') =>
  requiredText(label, 20).regex(
    /^\+?[\d\s()-]{8,20}$/,
    'Enter a valid phone number',
  );

export const emailField = () =>
  z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'E-mail is required'
          : 'Enter a valid e-mail address',
    })
    .max(254);

/** Optional postcode: at most 4 digits. */
export const optionalPostcodeField = () =>
  z
    .string()
    .trim()
    .max(POSTCODE_MAX_LENGTH, 'Postcode has at most 4 digits')
    .regex(/^\d*$/, 'Postcode has digits only')
    .optional()
    .default('');
