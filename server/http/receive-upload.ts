import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Busboy } from "@fastify/busboy";
import { isStorableText, storableText } from "../db/storable-text.ts";
import { AppError } from "./app-error.ts";

export type Upload = {
  fields: Record<string, string>;
  file: { fileName: string; filePath: string; size: number } | null;
  /** Removes the temporary copy. */
  discard: () => Promise<void>;
};

/** Room for the multipart framing and the text fields (at most 20 of 10 kB) around the file. */
const MULTIPART_OVERHEAD = 256 * 1024;

function refuse(path: string, message: string): AppError {
  return new AppError("validation_failed", "Validation or transformation failed", [
    { path: [path], message },
  ]);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.round(bytes / 1024)} kB`;
}

/**
 * Streams a multipart upload's one file to a temporary file (never into memory) and collects
 * its text fields. A file over `maxBytes` is refused: at once when the request declares a
 * length beyond it, else once the limit is passed (the rest is read and dropped, never kept).
 */
export async function receiveUpload(request: Request, maxBytes: number): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) {
    throw refuse("file", "Send the file as multipart/form-data, in the field file");
  }
  // A body declared bigger than any acceptable upload is refused before a byte of it is read.
  if (Number(request.headers.get("content-length")) > maxBytes + MULTIPART_OVERHEAD) {
    throw refuse("file", `The file is larger than ${size(maxBytes)}`);
  }
  const directory = await mkdtemp(path.join(tmpdir(), "fennec-upload-"));
  const discard = () => rm(directory, { recursive: true, force: true });
  try {
    const fields: Record<string, string> = {};
    let file: Upload["file"] = null;
    let tooLarge = false;
    const writes: Promise<void>[] = [];
    const parser = Busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 20, fileSize: maxBytes, fieldSize: 10_000 },
    });
    let unstorableField: string | null = null;
    parser.on("field", (name, value) => {
      // As in JSON bodies (json-bodies.ts): text PostgreSQL cannot store is refused.
      if (!isStorableText(name) || !isStorableText(value)) unstorableField = storableText(name);
      fields[name] = value;
    });
    parser.on("file", (name, stream, sentName) => {
      if (name !== "file") {
        stream.resume();
        return;
      }
      const filePath = path.join(directory, "upload");
      // The name comes from the sender's file system, not from a choice: cleaned, not refused.
      const fileName = storableText(path.basename(sentName || "upload")) || "upload";
      const received = { fileName, filePath, size: 0 };
      stream.on("data", (chunk: Buffer) => {
        received.size += chunk.length;
      });
      stream.on("limit", () => {
        tooLarge = true;
      });
      file = received;
      const written = pipeline(stream, createWriteStream(filePath));
      // Awaited once the whole body is read. A body that stops halfway (the client went away)
      // fails this too, before then: handled here, else it is an unhandled rejection.
      written.catch(() => undefined);
      writes.push(written);
    });
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
    if (tooLarge) {
      throw refuse("file", `The file is larger than ${size(maxBytes)}`);
    }
    if (unstorableField !== null) {
      throw refuse(unstorableField, "The text contains a NUL character or an unpaired surrogate");
    }
    return { fields, file, discard };
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    throw refuse("file", "The upload could not be read; send it again");
  }
}
