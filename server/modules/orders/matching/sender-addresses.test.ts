import { describe, expect, it } from "vitest";
import { readMessage } from "../extraction/read-message.ts";
import { senderAddresses } from "./sender-addresses.ts";

describe("senderAddresses", () => {
  it("gives the sender and the addresses in the body, such as a forwarded order's author", async () => {
    const message = await readMessage(
      new TextEncoder().encode(
        "From: Colleague <Colleague@Wholesale.example>\r\nTo: orders@wholesale.example\r\nSubject: Fwd: order\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n---------- Forwarded message ---------\r\nFrom: Jan <Jan@Klant.example>\r\n\r\n10 x H-200\r\n",
      ),
    );
    expect(senderAddresses(message)).toEqual(["colleague@wholesale.example", "jan@klant.example"]);
  });
});

describe("senderAddresses on adversarial text", () => {
  // the address pattern took about a minute on a 250 KB body like this one before
  it("reads a body of 800 KB of dotted words without @ to the address after it", async () => {
    const message = await readMessage(
      new TextEncoder().encode(
        `From: a@b.example\r\nTo: orders@wholesale.example\r\nSubject: x\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${"a.".repeat(400_000)} Jan <jan@klant.example>\r\n`,
      ),
    );
    expect(senderAddresses(message)).toEqual(["a@b.example", "jan@klant.example"]);
  });
});
