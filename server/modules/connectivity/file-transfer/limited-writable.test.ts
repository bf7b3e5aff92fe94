import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { limitedWritable } from "./limited-writable.ts";

function collector() {
  const chunks: Buffer[] = [];
  let ended = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      ended = true;
      done();
    },
  });
  return { sink, text: () => Buffer.concat(chunks).toString("utf8"), ended: () => ended };
}

describe("a download's byte limit", () => {
  it("passes up to maxBytes on and ends the destination", async () => {
    const out = collector();
    await pipeline(
      Readable.from([Buffer.from("abc"), Buffer.from("de")]),
      limitedWritable(out.sink, 5),
    );
    expect(out.text()).toBe("abcde");
    expect(out.ended()).toBe(true);
  });

  it("fails with too-large at the first byte past the limit, whatever size was announced", async () => {
    const out = collector();
    await expect(
      pipeline(
        Readable.from([Buffer.from("abc"), Buffer.from("def"), Buffer.from("ghi")]),
        limitedWritable(out.sink, 5),
      ),
    ).rejects.toMatchObject({ code: "too-large" });
    expect(out.text()).toBe("abc");
    expect(out.ended()).toBe(false);
  });
});
