import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";

type Context = Readonly<RouterContextProvider>;

/** GET /api/orders/order-inquiries/{id}/message: the API's contract (decision 041). */
export {
  type EmailAttachment,
  type EmailMessage,
  emailMessageSchema,
} from "../../../server/contracts/orders/email-message";

const messagePath = (inquiryId: string) =>
  `/api/orders/order-inquiries/${encodeURIComponent(inquiryId)}/message`;

// Each answers with the raw response: the page turns a 404 into the not-found screen, and the
// downloads stream the body through.

export function getEmailMessage(context: Context, inquiryId: string) {
  return getApi(context).request(messagePath(inquiryId));
}

/** The HTML body, as the sender wrote it (scripts and all): only ever shown sandboxed. */
export function getEmailHtml(context: Context, inquiryId: string) {
  return getApi(context).request(`${messagePath(inquiryId)}/html`);
}

export function getEmailAttachment(context: Context, inquiryId: string, index: string) {
  return getApi(context).request(
    `${messagePath(inquiryId)}/attachments/${encodeURIComponent(index)}`,
  );
}

/** The e-mail exactly as received (.eml). */
export function getRawEmail(context: Context, inquiryId: string) {
  return getApi(context).request(`${messagePath(inquiryId)}/raw`);
}
