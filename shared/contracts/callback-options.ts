/**
 * The call-back form's choices, without zod: the web form renders them
 * before it loads the schema.
 */

/** Preferred call times and their labels. */
export const preferredTimes = {
  morning: 'Morning (9am-12pm)',
  afternoon: 'Afternoon (12pm-3pm)',
  evening: 'Evening (3pm-6pm)',
  anytime: 'Any time',
} as const;

export const hasGasOptions = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
} as const;

export const hasSolarOptions = {
  yes: 'Yes',
  no: 'No',
  planning: 'Planning to install',
} as const;
