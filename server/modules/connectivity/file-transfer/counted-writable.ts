import { Transform, type Writable } from "node:stream";
import { RemoteTransferError } from "./remote-files.ts";

/**
 * A pass-through into `destination` that fails with `too-large` once more than `maxBytes` went
 * through: a download is bounded even when the server lied about the file's size.
 */
export function countedInto(destination: Writable, maxBytes: number): Transform {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  counter.pipe(destination);
  return counter;
}

export function tooLarge(maxBytes: number): RemoteTransferError {
  return new RemoteTransferError(
    "too-large",
    `The file is larger than the limit of ${Math.floor(maxBytes / 1024 / 1024)} MB`,
  );
}
