import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientNetwork, clientOf, viewerAddressIp } from './client-address.ts';

const event = (sourceIp: string, viewer?: string) =>
  ({
    headers: viewer ? { 'cloudfront-viewer-address': viewer } : {},
    requestContext: { http: { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

describe('viewerAddressIp', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:85a3::8a2e:370:7334:46532', '2001:db8:85a3::8a2e:370:7334'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    [' 203.0.113.7:80 ', '203.0.113.7'],
  ])('reads the IP of %s', (value, ip) => {
    expect(viewerAddressIp(value)).toBe(ip);
  });

  it.each([
    undefined,
    '',
    '198.51.100.10',
    '198.51.100.10:',
    '198.51.100.10:99999',
    'not-an-ip:443',
    '999.1.1.1:443',
    '198.51.100.10:443, 203.0.113.7:1',
  ])('refuses %s', (value) => {
    expect(viewerAddressIp(value)).toBeUndefined();
  });
});

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 client by its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:0:0:9')).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped address as the IPv4 one', () => {
    expect(clientNetwork('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('clientOf', () => {
  it('prefers a well-formed CloudFront viewer address', () => {
    expect(clientOf(event('130.176.0.1', '203.0.113.7:5000'))).toBe(
      '203.0.113.7',
    );
  });

  it('falls back to the source IP without one, or with a malformed one', () => {
    expect(clientOf(event('203.0.113.8'))).toBe('203.0.113.8');
    expect(clientOf(event('203.0.113.8', 'forged'))).toBe('203.0.113.8');
  });
});
