import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Set by CloudFront on the `/api/*` origin request: `ip:port`. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The IP of a `CloudFront-Viewer-Address` value, or undefined when it is
 * not well-formed. IPv6 comes unbracketed with the port last
 * (`2001:db8::1:443`); a bracketed form is accepted too.
 */
export function viewerAddressIp(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text);
  const cut = text.lastIndexOf(':');
  const [ip, port] = bracketed
    ? [bracketed[1] ?? '', bracketed[2] ?? '']
    : [text.slice(0, cut), text.slice(cut + 1)];
  if (cut < 0 || !/^\d{1,5}$/.test(port) || Number(port) > 65_535)
    return undefined;
  return isIP(ip) ? ip : undefined;
}

/** The eight 16-bit groups of a valid IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const groups =
    tail === undefined
      ? part(head)
      : [
          ...part(head),
          ...Array(8 - part(head).length - part(tail).length).fill('0'),
          ...part(tail),
        ];
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * Who a client is for rate limiting: an IPv4 address, or the /64 network
 * of an IPv6 one (one household or phone gets a whole /64 and could rotate
 * through it). IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  const mapped =
    groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client of a request: CloudFront's viewer address when present and
 * well-formed, else the connection's source (API Gateway's `sourceIp`,
 * which is CloudFront's edge behind the distribution). Personal data:
 * only ever hashed, never logged or stored as is.
 */
export function clientOf(event: APIGatewayProxyEventV2): string {
  const viewer = viewerAddressIp(event.headers?.[VIEWER_ADDRESS_HEADER]);
  return clientNetwork(viewer ?? event.requestContext.http.sourceIp);
}
