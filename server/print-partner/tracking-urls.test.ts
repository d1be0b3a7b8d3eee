import { describe, expect, it } from 'vitest';
import { CARRIER_HOSTS, carrierHosts, safeTrackingUrl } from './tracking-urls';

describe('safeTrackingUrl', () => {
  it('keeps https links on a carrier host or its subdomains', () => {
    expect(safeTrackingUrl('https://tracking.example/parcel/SIM1', CARRIER_HOSTS)).toBe(
      'https://tracking.example/parcel/SIM1',
    );
    expect(safeTrackingUrl('https://www.royalmail.com/track?id=1', CARRIER_HOSTS)).toBe(
      'https://www.royalmail.com/track?id=1',
    );
  });

  it('drops other schemes, other hosts, look-alikes and credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://tracking.example/%0aalert(1)',
      'http://tracking.example/parcel/1',
      'data:text/html,hi',
      'https://evil.example/parcel',
      'https://royalmail.com.evil.example/',
      'https://notroyalmail.com/',
      'https://user:pw@tracking.example/',
      'https://tracking.example:8443/',
      'not a url',
      '',
    ])
      expect(safeTrackingUrl(url, CARRIER_HOSTS), url).toBeNull();
    expect(safeTrackingUrl(null, CARRIER_HOSTS)).toBeNull();
  });

  it('takes extra hosts from the configuration', () => {
    const hosts = carrierHosts(' Parcels.Example , ');
    expect(safeTrackingUrl('https://parcels.example/1', hosts)).toBe('https://parcels.example/1');
    expect(hosts).toHaveLength(CARRIER_HOSTS.length + 1);
  });
});
