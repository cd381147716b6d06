import { addressBucket } from './client-address';

describe('addressBucket', () => {
  it('counts IPv4 one by one, also when it arrives IPv4-mapped', () => {
    expect(addressBucket('127.10.0.5')).toBe('127.10.0.5');
    expect(addressBucket('::ffff:127.10.0.5')).toBe('127.10.0.5');
    expect(addressBucket('127.10.0.6')).not.toBe(addressBucket('127.10.0.5'));
  });

  it('counts IPv6 by /64, whatever the notation', () => {
    const a = addressBucket('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(a);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('bounds anything else', () => {
    expect(addressBucket(undefined)).toBe('unknown');
    expect(addressBucket('x'.repeat(500))).toHaveLength(64);
  });
});
