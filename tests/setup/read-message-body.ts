import type http from "node:http";

/** The whole body of an answer read with node:http (for tests that stream a request by hand). */
export function readMessageBody(response: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (part: string) => {
      body += part;
    });
    response.on("end", () => resolve(body));
    response.on("error", reject);
  });
}
