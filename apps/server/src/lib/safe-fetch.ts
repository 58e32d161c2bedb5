import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import os from 'node:os';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { FEED_LIMITS, SITE_GENERATOR } from '@trivia/shared';
import ipaddr from 'ipaddr.js';

/**
 * Reads a provider's feed, as bytes with their Content-Type (their character set is the reader's
 * to apply, decision 174), without letting its URL reach our own network: every
 * address a hop connects to is checked after DNS, inside the connection's own lookup, so what was
 * checked is what is connected to. Redirects are followed by hand and each hop is checked again.
 * One deadline covers the whole read; the size limit counts decompressed bytes.
 */

/**
 * This site (decision 152): never a feed's source, whatever FEED_ALLOW_HOSTS opens. PUBLIC_URL's
 * host name is ours at any port unless it names one (a development address like
 * http://127.0.0.1:3000 is ours at that port only); and so is every address this process
 * listens on, at its port, however the feed's URL names it.
 */
export interface OwnSite {
  publicUrl: string;
  /** Where this process listens now (nothing before it listens, as in tests that inject). */
  listening: () => readonly { address: string; port: number }[];
}

export const OWN_SITE_MESSAGE = `A feed cannot be read from ${SITE_GENERATOR} itself: use the provider's own website or calendar.`;

export interface FeedFetchOptions {
  /** FEED_ALLOW_HOSTS: exact addresses (or host names) that may be private/loopback. */
  allowHosts: readonly string[];
  ownSite?: OwnSite | undefined;
  /** Sent as If-None-Match. */
  etag?: string | null;
  /** Sent as If-Modified-Since. */
  lastModified?: string | null;
  /** The whole read: every hop's connection, headers and body. */
  timeoutMs?: number;
  /** Decompressed bytes of the body. */
  maxBytes?: number;
  maxRedirects?: number;
}

export type FeedFetchResult =
  | {
      status: 'ok';
      /** The body's bytes, decompressed: the reader decodes them in the source's character set. */
      bytes: Buffer;
      etag: string | null;
      lastModified: string | null;
      contentType: string | null;
      finalUrl: string;
    }
  | { status: 'not-modified' };

/** A feed that could not be read; the message is written for people (the admin UI shows it). */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

const USER_AGENT = 'TriviaNearMe-FeedReader/1.0 (+https://trivianear.me)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** Whether an address and port is one this process listens on (an unspecified address: any of ours). */
function isListenedOn(address: string, port: number, ownSite: OwnSite | undefined): boolean {
  if (!ownSite || !isIP(address)) return false;
  const target = ipaddr.process(address);
  return ownSite.listening().some((listener) => {
    if (listener.port !== port || !isIP(listener.address)) return false;
    const heard = ipaddr.process(listener.address);
    if (heard.range() !== 'unspecified') return heard.toString() === target.toString();
    return target.range() === 'loopback' || localAddresses().has(target.toString());
  });
}

function localAddresses(): Set<string> {
  return new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .flatMap((info) =>
        info && isIP(info.address) ? [ipaddr.process(info.address).toString()] : [],
      ),
  );
}

/** Whether the URL names this site itself, before any lookup (decision 152). */
function isOwnSiteUrl(url: URL, ownSite: OwnSite | undefined): boolean {
  if (!ownSite) return false;
  const ours = new URL(ownSite.publicUrl);
  if (bareHost(url) === bareHost(ours) && (ours.port === '' || portOf(url) === portOf(ours))) {
    return true;
  }
  return isListenedOn(bareHost(url), portOf(url), ownSite);
}

/** For form validation before any request: the problem, or null when the URL's shape is fine. */
export function feedUrlProblem(url: string, ownSite?: OwnSite): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'Enter the full address of the feed, starting with https://.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `Only http:// and https:// feed addresses can be read, not ${parsed.protocol}//.`;
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return 'A feed address must not contain a user name or password.';
  }
  if (parsed.hostname === '') return 'The feed address has no host name.';
  if (isOwnSiteUrl(parsed, ownSite)) return OWN_SITE_MESSAGE;
  return null;
}

export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const urlProblem = feedUrlProblem(url, options.ownSite);
  if (urlProblem) throw new FeedFetchError(urlProblem);
  const timeoutMs = options.timeoutMs ?? FEED_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FEED_LIMITS.bytes;
  const maxRedirects = options.maxRedirects ?? FEED_LIMITS.redirects;
  const allowList = readAllowList(options.allowHosts);
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: '*/*',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  let target = new URL(url.trim());
  try {
    for (let redirects = 0; ; redirects += 1) {
      const problem = feedUrlProblem(target.href, options.ownSite);
      if (problem) throw new FeedFetchError(problem);
      const response = await sendRequest(
        target,
        headers,
        allowList,
        options.ownSite,
        deadline.signal,
      );
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new FeedFetchError(`The feed redirected more than ${maxRedirects} times.`);
        }
        const location = response.headers.location;
        if (!location) {
          throw new FeedFetchError(`The feed answered HTTP ${status} without saying where to go.`);
        }
        target = new URL(location, target);
        continue;
      }
      if (status === 304) {
        response.destroy();
        return { status: 'not-modified' };
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FeedFetchError(`The feed answered HTTP ${status}.`);
      }

      const body = await readBody(response, maxBytes, deadline.signal);
      return {
        status: 'ok',
        bytes: body,
        etag: response.headers.etag ?? null,
        lastModified: response.headers['last-modified'] ?? null,
        contentType: response.headers['content-type'] ?? null,
        finalUrl: target.href,
      };
    }
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new FeedFetchError(`The feed did not answer within ${formatSeconds(timeoutMs)} s.`, {
        cause: error,
      });
    }
    throw describeFailure(error, target.host);
  } finally {
    clearTimeout(timer);
  }
}

interface AllowList {
  addresses: Set<string>;
  names: Set<string>;
}

/** A listed entry opens only itself: one exact address, or one exact host name. */
function readAllowList(allowHosts: readonly string[]): AllowList {
  const allowList: AllowList = { addresses: new Set(), names: new Set() };
  for (const entry of allowHosts) {
    const host = entry.trim().toLowerCase();
    if (isIP(host)) allowList.addresses.add(ipaddr.process(host).toString());
    else if (host !== '') allowList.names.add(host);
  }
  return allowList;
}

/** Public unicast addresses, plus the exact addresses and host names on the allow list. */
function addressProblem(address: string, hostname: string, allowList: AllowList): string | null {
  if (allowList.names.has(hostname)) return null;
  // process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1), so it is judged as IPv4.
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'unicast' || allowList.addresses.has(parsed.toString())) return null;
  const where = address === hostname ? address : `${hostname} (${address})`;
  return `The feed address points to ${where}, a private or local network address; feeds are read only from public addresses.`;
}

/** Resolves every address of the host and refuses them all if any one is not allowed. */
function checkedLookup(
  hostname: string,
  port: number,
  allowList: AllowList,
  ownSite: OwnSite | undefined,
): LookupFunction {
  return (name, lookupOptions, callback) => {
    dns.lookup(name, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error('No address'), { code: 'ENOTFOUND' }), '');
      // Decision 152: a name that leads to this process is our own site, allowed or not.
      if (addresses.some(({ address }) => isListenedOn(address, port, ownSite))) {
        return callback(new FeedFetchError(OWN_SITE_MESSAGE), '');
      }
      for (const { address } of addresses) {
        const problem = addressProblem(address, hostname, allowList);
        if (problem) return callback(new FeedFetchError(problem), '');
      }
      if (lookupOptions.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

function sendRequest(
  target: URL,
  headers: Record<string, string>,
  allowList: AllowList,
  ownSite: OwnSite | undefined,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const hostname = bareHost(target);
  // Node connects to an IP-literal host without calling `lookup`, so it is checked here.
  if (isIP(hostname)) {
    const problem = addressProblem(hostname, hostname, allowList);
    if (problem) return Promise.reject(new FeedFetchError(problem));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // A fresh connection per hop (no agent): a pooled socket would skip the lookup check.
    const request = client.request(
      target,
      {
        headers,
        agent: false,
        lookup: checkedLookup(hostname, portOf(target), allowList, ownSite),
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** The body, decompressed, refused as soon as it passes `maxBytes`. */
async function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () => new FeedFetchError(`The feed is larger than ${formatBytes(maxBytes)}.`);
  const declaredLength = Number(response.headers['content-length']);
  if (declaredLength > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  };
  const decoder = createDecoder(response.headers['content-encoding']);
  if (decoder) await pipeline(response, decoder, collect, { signal });
  else await pipeline(response, collect, { signal });
  return Buffer.concat(chunks);
}

function createDecoder(contentEncoding: string | undefined): Transform | null {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return null;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  throw new FeedFetchError(`The feed is compressed in a way we cannot read (${encoding}).`);
}

function describeFailure(error: unknown, host: string): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = (() => {
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return `The feed's host ${host} was not found.`;
    if (code === 'ECONNREFUSED') return `${host} refused the connection.`;
    if (code === 'ECONNRESET' || code === 'EPIPE') {
      return `${host} closed the connection before the feed was read.`;
    }
    if (['EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT'].includes(code)) {
      return `${host} could not be reached.`;
    }
    if (code.includes('CERT') || code.includes('SELF_SIGNED')) {
      return `The HTTPS certificate of ${host} was not accepted.`;
    }
    if (code.startsWith('Z_') || code.startsWith('ERR__ERROR')) {
      return `The compressed feed from ${host} is damaged.`;
    }
    return `The feed could not be read from ${host}${code ? ` (${code})` : ''}.`;
  })();
  return new FeedFetchError(message, { cause: error });
}

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

function formatBytes(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
