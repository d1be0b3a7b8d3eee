/**
 * The carriers whose tracking pages we link to in e-mails and on the status page. A tracking URL
 * from a partner is kept only when it is https on one of these hosts (or a subdomain of one): a
 * signed webhook or a partner's API can still carry a `javascript:` URL or a stranger's site, and
 * what we put in a customer's e-mail is ours. PRINT_PARTNER_TRACKING_HOSTS adds hosts (README
 * "Print files and the print partner"). `tracking.example` is the simulator's carrier.
 */
export const CARRIER_HOSTS: readonly string[] = [
  'tracking.example',
  'royalmail.com',
  'parcelforce.com',
  'dpd.co.uk',
  'dpd.de',
  'evri.com',
  'dhl.com',
  'dhl.de',
  'ups.com',
  'fedex.com',
  'usps.com',
  'gls-group.eu',
  'hermes-europe.eu',
  'postnord.com',
  'postnord.se',
  'postnord.dk',
  'posten.no',
  'bring.no',
  'inpost.pl',
  'poczta-polska.pl',
  'postnl.nl',
  'laposte.fr',
  'colissimo.fr',
  'correos.es',
  'poste.it',
  'ctt.pt',
  'posti.fi',
];

/** The list with the configured extras (a comma-separated list of hosts). */
export function carrierHosts(extra: string | undefined): string[] {
  const more = (extra ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return [...CARRIER_HOSTS, ...more];
}

/** The URL when it is https on an allowed carrier host, else null. */
export function safeTrackingUrl(url: string | null, hosts: readonly string[]): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`)) ? parsed.href : null;
}
