/** The fields a staff search looks in: who the lead is and how to reach them. */
const SEARCHED_FIELDS = ['email', 'name', 'firstName', 'lastName', 'phone'];

const fullName = (record: Record<string, unknown>) =>
  [record.firstName, record.lastName]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');

/**
 * Whether a lead matches a staff search: a case-insensitive substring of
 * its e-mail, name (a switch request's first and last name together too)
 * or phone. An empty search matches every lead.
 */
export function matchesLeadSearch(
  record: Record<string, unknown>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const values = [
    ...SEARCHED_FIELDS.map((field) => record[field]),
    fullName(record),
  ];
  return values.some(
    (value) =>
      typeof value === 'string' && value.toLowerCase().includes(needle),
  );
}
