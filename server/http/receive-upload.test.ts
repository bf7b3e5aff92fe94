import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error.ts";
import { receiveUpload } from "./receive-upload.ts";

function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: string | Uint8Array },
): { body: Uint8Array; contentType: string } {
  const boundary = "----fennec-test-boundary";
  const parts: (string | Uint8Array)[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      file.content,
      "\r\n",
    );
  }
  parts.push(`--${boundary}--\r\n`);
  return {
    body: Buffer.concat(parts.map((part) => Buffer.from(part))),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The body as a stream without a declared length, the way a chunked upload arrives. */
function streamed(body: Uint8Array, contentType: string, failAfter?: number): Request {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (failAfter === undefined) {
        controller.enqueue(body);
        controller.close();
      } else {
        controller.enqueue(body.subarray(0, failAfter));
        controller.error(new Error("client went away"));
      }
    },
  });
  return new Request("http://fennec.test/upload", {
    method: "POST",
    headers: { "content-type": contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<{ path: string; message: string }> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const [detail] = (error as AppError).details as { path: string[]; message: string }[];
  return { path: detail?.path.join(".") ?? "", message: detail?.message ?? "" };
}

describe("receiveUpload", () => {
  it("writes the file to a temporary file, keeps a UTF-8 name and collects the fields", async () => {
    const { body, contentType } = multipart(
      { encoding: "UTF-8", delimiter: ";" },
      { name: "bestelling-café.csv", content: "sku;qty\nCU-15;2\n" },
    );
    const upload = await receiveUpload(streamed(body, contentType), 1024);
    expect(upload.fields).toEqual({ encoding: "UTF-8", delimiter: ";" });
    expect(upload.file?.fileName).toBe("bestelling-café.csv");
    expect(upload.file?.size).toBe(16);
    expect(await readFile(upload.file?.filePath ?? "", "utf8")).toBe("sku;qty\nCU-15;2\n");
    await upload.discard();
    expect(existsSync(path.dirname(upload.file?.filePath ?? ""))).toBe(false);
  });

  it("takes the name without the sender's folders", async () => {
    const { body, contentType } = multipart({}, { name: "C:\\\\orders\\\\po.csv", content: "x" });
    const upload = await receiveUpload(streamed(body, contentType), 1024);
    expect(upload.file?.fileName).toBe("po.csv");
    await upload.discard();
  });

  it("refuses a file over the limit while it streams, and keeps no copy", async () => {
    const { body, contentType } = multipart({}, { name: "big.csv", content: "x".repeat(5_000) });
    expect(await refusal(receiveUpload(streamed(body, contentType), 1_000))).toEqual({
      path: "file",
      message: "The file is larger than 1 kB",
    });
  });

  it("refuses a body declared larger than the limit before reading it", async () => {
    const request = new Request("http://fennec.test/upload", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(await refusal(receiveUpload(request, 1024 * 1024))).toEqual({
      path: "file",
      message: "The file is larger than 1 MB",
    });
  });

  it("refuses a body that is not multipart/form-data", async () => {
    const request = new Request("http://fennec.test/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect((await refusal(receiveUpload(request, 1024))).message).toBe(
      "Send the file as multipart/form-data, in the field file",
    );
  });

  it("refuses a field with a NUL character, naming the field", async () => {
    const { body, contentType } = multipart(
      { delimiter: "a\u0000b" },
      { name: "a.csv", content: "x" },
    );
    expect(await refusal(receiveUpload(streamed(body, contentType), 1024))).toEqual({
      path: "delimiter",
      message: "The text contains a NUL character or an unpaired surrogate",
    });
  });

  it("says so when the body stops halfway", async () => {
    const { body, contentType } = multipart({}, { name: "a.csv", content: "x".repeat(2_000) });
    expect(await refusal(receiveUpload(streamed(body, contentType, 300), 10_000))).toEqual({
      path: "file",
      message: "The upload could not be read; send it again",
    });
  });
});
