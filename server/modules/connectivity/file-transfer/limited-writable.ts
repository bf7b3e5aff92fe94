import { Writable } from "node:stream";
import { RemoteTransferError } from "./remote-files.ts";

/**
 * Passes what a download receives on to `destination`, with its back-pressure; `inspect` sees
 * each chunk first and fails the download by answering an error. Ending it ends the destination.
 */
export function relayWritable(
  destination: Writable,
  inspect: (chunk: Buffer) => Error | null,
): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const refusal = inspect(chunk);
      if (refusal) {
        done(refusal);
        return;
      }
      if (destination.write(chunk)) done();
      else destination.once("drain", () => done());
    },
    final(done) {
      destination.end(() => done());
    },
  });
}

/**
 * Fails with `too-large` as soon as more than `maxBytes` arrived: a server cannot fill the disk
 * or memory by announcing a small file and sending a big one.
 */
export function limitedWritable(destination: Writable, maxBytes: number): Writable {
  let received = 0;
  return relayWritable(destination, (chunk) => {
    received += chunk.length;
    return received > maxBytes ? tooLarge(maxBytes) : null;
  });
}

export function tooLarge(maxBytes: number) {
  return new RemoteTransferError(
    "too-large",
    `The file is larger than the ${maxBytes} bytes allowed`,
  );
}
