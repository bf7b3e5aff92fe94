import { AppError } from "../../../http/app-error.ts";

/** A place in the validated-orders feed: after the entry of transaction `xid`, number `seq`. */
export type FeedPosition = { xid: string; seq: string };

/** Before every entry. */
export const FEED_START: FeedPosition = { xid: "0", seq: "0" };

const shape = /^v1:(\d{1,20}):(\d{1,20})$/;

/** Opaque to integrators, so the feed's ordering may change without breaking them. */
export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`v1:${position.xid}:${position.seq}`).toString("base64url");
}

export function decodeFeedCursor(cursor: string | undefined): FeedPosition {
  if (cursor === undefined || cursor === "") return FEED_START;
  const match = Buffer.from(cursor, "base64url").toString("utf8").match(shape);
  const [, xid, seq] = match ?? [];
  // 2^63 - 1 bounds both: larger would fail in PostgreSQL as a 500
  if (!xid || !seq || BigInt(xid) > 2n ** 63n - 1n || BigInt(seq) > 2n ** 63n - 1n) {
    throw new AppError("bad_request", "The cursor is not one this feed answered");
  }
  return { xid, seq };
}
