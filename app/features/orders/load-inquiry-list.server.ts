import type { RouterContextProvider } from "react-router";
import { listInquiries } from "./inquiry-api.server";
import { type InquiryListScope, readInquiryListQuery, toApiListQuery } from "./inquiry-list-query";

export const inquiryListPerPage = 25;

/** One page of the inquiries in `scope`, filtered and sorted as the page's URL asks. */
export async function loadInquiryList(
  url: URL,
  context: Readonly<RouterContextProvider>,
  scope: InquiryListScope,
) {
  const query = readInquiryListQuery(url.searchParams, scope);
  const inquiries = await listInquiries(context, toApiListQuery(query, scope, inquiryListPerPage));
  return { query, inquiries };
}
