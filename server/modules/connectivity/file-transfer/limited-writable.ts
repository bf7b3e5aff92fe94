import { Writable } from "node:stream";
import { RemoteTransferError } from "./remote-files.ts";

/**
 * Passes what a download receives on to `destination`, with its back-pressure, and fails with
 * `too-large` as soon as more than `maxBytes` arrived: a server cannot fill the disk or memory
 * by announcing a small file and sending a big one. Ending it ends the destination.
 */
export function limitedWritable(destination: Writable, maxBytes: number): Writable {
  let received = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) {
        done(tooLarge(maxBytes));
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

export function tooLarge(maxBytes: number) {
  return new RemoteTransferError(
    "too-large",
    `The file is larger than the ${maxBytes} bytes allowed`,
  );
}
