import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which `X-Forwarded-For` entries to believe (TRUST_PROXY, decision 162). The header is a list the
 * client starts and every proxy appends to, so only its right end can be trusted: either a number
 * of hops (the proxies in front of this server, counted from the right), or the addresses of the
 * proxies themselves, when only a request that comes from one of them has its header believed.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

export const MAX_TRUSTED_HOPS = 10;

export const TRUST_PROXY_FORMAT = `must be a number of proxies in front of this server (0 to ${MAX_TRUSTED_HOPS}) or a comma-separated list of their addresses or CIDR ranges, like 10.0.0.5,10.1.0.0/16`;

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * An address or a CIDR range, written the standard way (node's `isIP`: no `10.1` shorthands);
 * IPv4-mapped IPv6 (::ffff:10.0.0.5) is read as the IPv4 address it carries.
 */
function parseRange(entry: string): Range | null {
  const [text = '', prefixText, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(text) === 0) return null;
  const address = ipaddr.parse(text);
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) {
    return prefix < 96 ? null : [address.toIPv4Address(), prefix - 96];
  }
  return [address, prefix];
}

/**
 * Reads TRUST_PROXY: `0` (the default: believe no header), a hop count, or a list of proxy
 * addresses and ranges. Anything else is an error message (config.ts stops start-up with it).
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_HOPS) return { error: TRUST_PROXY_FORMAT };
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = addresses.find((entry) => parseRange(entry) === null);
  if (addresses.length === 0 || wrong !== undefined) {
    return {
      error:
        wrong === undefined
          ? TRUST_PROXY_FORMAT
          : `"${wrong}" is not an IP address or CIDR range: ${TRUST_PROXY_FORMAT}`,
    };
  }
  return { kind: 'addresses', addresses };
}

/** Whether the connection's `hop`-th address from the right (0: the socket's peer) is a proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The one rule, given to Fastify as its `trustProxy` (so `request.ip` follows it) and read by
 * whatever else must know whether a proxy's header may be believed (the request id).
 * Fastify itself no longer takes a bare hop count, as a hop count cannot tell a proxy from a
 * client that connects directly; decision 162 says when a hop count is still the right setting.
 */
export function trustFunction(setting: TrustProxy): TrustFunction | false {
  if (setting.kind === 'none') return false;
  if (setting.kind === 'hops') {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const ranges = setting.addresses
    .map((entry) => parseRange(entry))
    .filter((range): range is Range => range !== null);
  return (address) => {
    if (isIP(address) === 0) return false;
    const parsed = ipaddr.process(address);
    return ranges.some(
      ([range, prefix]) => range.kind() === parsed.kind() && parsed.match(range, prefix),
    );
  };
}

/** True when the request's direct peer is a trusted proxy (its forwarded headers may be read). */
export function isFromTrustedProxy(
  trust: TrustFunction | false,
  remoteAddress: string | undefined,
): boolean {
  return trust !== false && remoteAddress !== undefined && trust(remoteAddress, 0);
}
