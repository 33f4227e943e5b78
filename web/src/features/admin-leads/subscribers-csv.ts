import { SUBSCRIBERS_CSV_NAME } from '#shared/domain/subscribers-csv';
import { fetchSubscribersCsv } from './api/leads';

/** Offers text as a file download. */
export function download(name: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(
    new Blob([text], { type: `${type};charset=utf-8` }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads every subscriber matching the search, as the server exports
 * them (every record, not the pages loaded here).
 */
export async function downloadSubscribersCsv(search: string) {
  download(SUBSCRIBERS_CSV_NAME, await fetchSubscribersCsv(search));
}
