import { describe, expect, it } from 'vitest';
import { ResponseReader } from './http-connection.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** The statuses read from `wire` split in two at every byte, and fed one byte at a time. */
function readEveryWay(wire: string): number[][] {
  const ways: number[][] = [];
  for (let split = 1; split < wire.length; split += 1) {
    const reader = new ResponseReader();
    ways.push([
      ...reader.read(bytes(wire.slice(0, split))),
      ...reader.read(bytes(wire.slice(split))),
    ]);
  }
  const byByte = new ResponseReader();
  ways.push([...wire].flatMap((character) => byByte.read(bytes(character))));
  return ways;
}

describe('ResponseReader (decision 088)', () => {
  it('ends an answer after its Content-Length, however the bytes arrive', () => {
    const wire =
      'HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhelloHTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n';
    for (const statuses of readEveryWay(wire)) expect(statuses).toEqual([200, 404]);
  });

  it('ends a chunked answer after its last chunk and trailers, however the bytes arrive', () => {
    const wire =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nA\r\n0123456789\r\n0\r\nx-trailer: 1\r\n\r\n' +
      'HTTP/1.1 500 Error\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n';
    for (const statuses of readEveryWay(wire)) expect(statuses).toEqual([200, 500]);
  });

  it('knows that 204 and 304 have no body', () => {
    const reader = new ResponseReader();
    expect(
      reader.read(
        bytes('HTTP/1.1 304 Not Modified\r\netag: "x"\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n'),
      ),
    ).toEqual([304, 204]);
  });

  it('refuses bytes that are not an HTTP answer, and an answer it cannot frame', () => {
    expect(() => new ResponseReader().read(bytes('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(
      /Not an HTTP answer/,
    );
    expect(() => new ResponseReader().read(bytes('HTTP/1.1 200 OK\r\n\r\n'))).toThrow(
      /without a length/,
    );
  });
});
