import type { AddressInfo } from "node:net";
import type pg from "pg";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import type { Logger } from "../../../logging/logger.ts";
import { findInboundChannel } from "./find-inbound-channel.ts";
import { storeInboundMessage } from "./store-inbound-message.ts";

type Recipient = { address: string; tenantId: string; channelId: string };

/** SMTP replies with the code the client acts on: 5xx is final, 4xx means try again later. */
function reply(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export type SmtpListener = { port: number; close: () => Promise<void> };

/**
 * Fennec's inbound SMTP listener: it accepts mail for the addresses of active SMTP channels
 * (550 for any other), up to `maxBytes` (552 beyond), and answers 250 only once the message
 * is committed to PostgreSQL, once per tenant among its recipients.
 */
export async function startSmtpListener(options: {
  pool: pg.Pool;
  logger: Logger;
  host: string;
  port: number;
  maxBytes: number;
}): Promise<SmtpListener> {
  const recipients = new WeakMap<SMTPServerSession, Recipient[]>();
  const log = options.logger.child({ component: "smtp" });
  const server = new SMTPServer({
    name: "fennec",
    banner: "Fennec order intake",
    authOptional: true,
    // Mail arrives from customers' servers, as at any MX; TLS is left to a relay in front.
    disabledCommands: ["AUTH", "STARTTLS"],
    size: options.maxBytes,
    logger: false,
    onRcptTo(address, session, callback) {
      findInboundChannel(options.pool, address.address)
        .then((channel) => {
          if (!channel)
            return callback(reply(550, `No mailbox here by the name ${address.address}`));
          const list = recipients.get(session) ?? [];
          list.push({ address: address.address, ...channel });
          recipients.set(session, list);
          callback();
        })
        .catch((error) => {
          log.error({ err: error }, "recipient lookup failed");
          callback(reply(451, "Temporary failure, try again later"));
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(reply(552, `Message larger than ${options.maxBytes} bytes`));
        }
        const raw = Buffer.concat(chunks);
        const byTenant = new Map<string, Recipient>();
        for (const recipient of recipients.get(session) ?? []) {
          if (!byTenant.has(recipient.tenantId)) byTenant.set(recipient.tenantId, recipient);
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        Promise.all(
          [...byTenant.values()].map((recipient) =>
            storeInboundMessage(options.pool, {
              tenantId: recipient.tenantId,
              channelId: recipient.channelId,
              source: "smtp",
              raw,
              envelopeFrom: from,
              envelopeTo: recipient.address,
            }),
          ),
        )
          .then((stored) => {
            log.info(
              { messages: stored.map((message) => message.id), bytes: raw.length },
              "mail received",
            );
            callback(null, "Message stored");
          })
          .catch((error) => {
            log.error({ err: error }, "storing mail failed");
            callback(reply(451, "Temporary failure, try again later"));
          });
      });
    },
  });
  server.on("error", (error) => log.warn({ err: error }, "SMTP connection error"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
