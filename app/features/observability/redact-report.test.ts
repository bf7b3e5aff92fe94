import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSensitiveName,
  REDACTED,
  redact,
  redactBreadcrumb,
  redactEvent,
  redactRecordingEvent,
  redactText,
} from "./redact-report.ts";

/** The words of field names that must lose their values (spec section 8). */
const sensitiveWords: string[][] = [
  ["id"],
  ["user", "id"],
  ["order", "id"],
  ["tenant", "id"],
  ["uuid"],
  ["identifier"],
  ["e", "mail"],
  ["email"],
  ["email", "address"],
  ["street", "address"],
  ["ip", "address"],
  ["address"],
  ["phone"],
  ["phone", "number"],
  ["mobile"],
  ["tel"],
  ["access", "token"],
  ["refresh", "token"],
  ["token"],
  ["password"],
  ["new", "password"],
  ["client", "secret"],
  ["api", "key"],
  ["authorization"],
  ["cookie"],
  ["session"],
  ["first", "name"],
  ["last", "name"],
  ["display", "name"],
];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** userId, UserId, user_id, USER_ID, user-id, USER-ID, user.id, user id */
const spellings: ((words: string[]) => string)[] = [
  (words) => words.map((word, index) => (index === 0 ? word : capitalised(word))).join(""),
  (words) => words.map(capitalised).join(""),
  (words) => words.join("_"),
  (words) => words.join("_").toUpperCase(),
  (words) => words.join("-"),
  (words) => words.join("-").toUpperCase(),
  (words) => words.join("."),
  (words) => words.join(" "),
];

const prefixes = fc.constantFrom<string[]>([], ["billing"], ["x"], ["primary"], ["customer"]);

const sensitiveName = fc
  .tuple(prefixes, fc.constantFrom(...sensitiveWords), fc.constantFrom(...spellings))
  .map(([prefix, words, spell]) => spell([...prefix, ...words]));

const harmlessName = fc.constantFrom(
  "status",
  "count",
  "level",
  "message",
  "total",
  "width",
  "valid",
  "hidden",
  "paid",
  "type",
  "category",
  "duration",
  "method",
  "kind",
  "statusCode",
  "retry_count",
  "HTTP-STATUS",
);

const harmlessValue = fc.oneof(
  fc.constantFrom("ok", "failed", "pending", "GET", "2026-11-27", "10:05", "1.4.2", "navigation"),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.boolean(),
);

const digits = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(""));
const separator = fc.constantFrom("", " ", "-", ".");

/** +31 6 1234 5678, 0031-20-1234567, 0612345678, 020 123 4567, (555) 123-4567 */
const phoneNumber = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("+", "00"),
      fc.integer({ min: 1, max: 99 }),
      separator,
      fc.array(digits(2, 4), { minLength: 3, maxLength: 4 }).filter((g) => g.join("").length >= 8),
      separator,
    )
    .map(([lead, country, sep, groups, inner]) => `${lead}${country}${sep}${groups.join(inner)}`),
  fc
    .tuple(digits(1, 3), separator, digits(3, 4), separator, digits(3, 4))
    .map(([area, a, b, c, d]) => `0${area}${a}${b}${c}${d}`),
  fc
    .tuple(digits(3, 3), digits(3, 3), digits(4, 4))
    .map(([area, exchange, line]) => `(${area}) ${exchange}-${line}`),
);

const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/);
const bearerToken = fc
  .stringMatching(/^[A-Za-z0-9._~+/-]{12,60}$/)
  .map((token) => ({ secret: token, text: `Bearer ${token}` }));
const jwt = fc
  .tuple(base64url, base64url, base64url)
  .map(([header, payload, signature]) => `eyJ${header}.${payload}.${signature}`);

/** What looks personal in a string, with the part that must not survive. */
const personalValue = fc.oneof(
  fc.emailAddress().map((email) => ({ secret: email, text: email })),
  fc.emailAddress().map((email) => ({ secret: email, text: encodeURIComponent(email) })),
  phoneNumber.map((phone) => ({ secret: phone, text: phone })),
  bearerToken,
  jwt.map((token) => ({ secret: token, text: token })),
  fc.uuid().map((uuid) => ({ secret: uuid, text: uuid })),
);

const words = fc.array(fc.constantFrom("order", "failed", "for", "the", "at", "while", "saving"), {
  maxLength: 4,
});

describe("isSensitiveName", () => {
  it("recognises every spelling of token, password, e-mail, id, address and phone names", () => {
    fc.assert(
      fc.property(sensitiveName, (name) => {
        expect(isSensitiveName(name)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it("leaves names like status and count alone", () => {
    fc.assert(
      fc.property(harmlessName, (name) => {
        expect(isSensitiveName(name)).toBe(false);
      }),
    );
  });
});

describe("redact", () => {
  it("takes the values of sensitive fields at any depth and keeps harmless fields", () => {
    fc.assert(
      fc.property(
        sensitiveName,
        fc.oneof(
          fc.string({ minLength: 1 }),
          fc.integer(),
          fc.dictionary(fc.string(), fc.string()),
        ),
        harmlessName,
        harmlessValue,
        fc.integer({ min: 0, max: 5 }),
        (name, secret, harmless, kept, depth) => {
          let report: Record<string, unknown> = { [name]: secret, [harmless]: kept };
          for (let level = 0; level < depth; level++) report = { nested: report, list: [report] };
          let redacted = redact(report);
          for (let level = 0; level < depth; level++) {
            expect((redacted.list as unknown[])[0]).toEqual(redacted.nested);
            redacted = redacted.nested as Record<string, unknown>;
          }
          expect(redacted).toEqual({ [name]: REDACTED, [harmless]: kept });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("takes e-mail addresses, phone numbers, bearer and JWT tokens and ids out of any text", () => {
    fc.assert(
      fc.property(words, personalValue, words, harmlessName, (before, value, after, harmless) => {
        const text = [...before, value.text, ...after].join(" ");
        const redacted = redact({ [harmless]: text, list: [text] });
        const serialised = JSON.stringify(redacted);
        expect(serialised).not.toContain(value.secret);
        expect(serialised).not.toContain(value.text);
        expect(serialised).toContain(REDACTED);
        for (const word of [...before, ...after]) expect(serialised).toContain(word);
      }),
      { numRuns: 1_000 },
    );
  });

  it("keeps text without anything personal as it is", () => {
    fc.assert(
      fc.property(fc.array(harmlessValue, { maxLength: 6 }), (values) => {
        const text = values.join(" ");
        expect(redactText(text)).toBe(text);
      }),
    );
    expect(redactText("Cannot read properties of undefined (reading 'status')")).toBe(
      "Cannot read properties of undefined (reading 'status')",
    );
  });
});

describe("redactText on URLs", () => {
  it("takes query values and personal path segments, keeps the route and harmless paging", () => {
    fc.assert(
      fc.property(personalValue, sensitiveName, (value, name) => {
        const url = `https://fennec.example/validate/${encodeURIComponent(value.text)}?${encodeURIComponent(name)}=${encodeURIComponent(value.text)}&page=2`;
        const redacted = redactText(url);
        expect(redacted).not.toContain(value.secret);
        expect(redacted).not.toContain(encodeURIComponent(value.secret));
        expect(redacted.startsWith("https://fennec.example/validate/")).toBe(true);
        expect(redacted.endsWith("&page=2")).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(redactText("/validate/0b6e4bd6-2c1b-4f6a-9d9e-0a5f0c1e2d3f?q=Jansen")).toBe(
      `/validate/${REDACTED}?q=${REDACTED}`,
    );
  });

  it("takes sensitive values out of a form body and a JSON body", () => {
    expect(redactText("email=jan%40klant.example&password=hunter2hunter2&remember=1")).toBe(
      `email=${REDACTED}&password=${REDACTED}&remember=${REDACTED}`,
    );
    expect(redactText('{"password":"hunter2hunter2","status":"ok"}')).toBe(
      `{"password":"${REDACTED}","status":"ok"}`,
    );
  });
});

describe("redactEvent and the rest", () => {
  it("redacts an event's request, message, exception, breadcrumbs and user, keeps its ids", () => {
    const event = {
      event_id: "0123456789abcdef0123456789abcdef",
      message: "failed for jan@klant.example",
      exception: { values: [{ type: "Error", value: "token eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl" }] },
      request: {
        url: "https://fennec.example/to-process?email=jan%40klant.example",
        headers: { Authorization: "Bearer abcdef123456", "X-Tenant-Id": "t1", Accept: "*/*" },
        cookies: { __session: "s3cr3t" },
        data: { password: "hunter2hunter2", phoneNumber: "+31 6 1234 5678", count: 3 },
      },
      user: { email: "jan@klant.example" },
      contexts: {
        trace: {
          trace_id: "a".repeat(32),
          span_id: "b".repeat(16),
          data: { "url.full": "https://fennec.example/sign-in/-_OL15yQIgGmtxLp7qUJghnEVawIfyQ3Sc" },
        },
      },
      breadcrumbs: [{ category: "fetch", data: { url: "/api/users/jan@klant.example" } }],
      tags: { tenant: "demo" },
    };
    const redacted = redactEvent(event);
    const text = JSON.stringify(redacted);
    for (const secret of ["jan@klant", "jan%40klant", "eyJ", "abcdef123456", "s3cr3t", "hunter2"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("1234 5678");
    expect(redacted.event_id).toBe(event.event_id);
    expect(redacted.contexts.trace).toEqual({
      trace_id: event.contexts.trace.trace_id,
      span_id: event.contexts.trace.span_id,
      data: { "url.full": `https://fennec.example/sign-in/${REDACTED}` },
    });
    expect(redacted.user).toBeUndefined();
    expect(redacted.tags).toEqual({ tenant: "demo" });
    expect(redacted.request.headers.Accept).toBe("*/*");
    expect(redacted.request.data.count).toBe(3);
  });

  it("redacts a breadcrumb's message and data and a replay's custom events only", () => {
    expect(
      redactBreadcrumb({ message: "signed in as jan@klant.example", data: { userId: "u1" } }),
    ).toEqual({ message: `signed in as ${REDACTED}`, data: { userId: REDACTED } });
    expect(
      redactBreadcrumb({
        category: "ui.click",
        message: 'header > button.menu[aria-label="Jan Peeters"][type="button"]',
      }).message,
    ).toBe(`header > button.menu[aria-label="${REDACTED}"][type="button"]`);
    const snapshot = { type: 2, data: { node: { id: 1, childNodes: [] } } };
    expect(redactRecordingEvent(snapshot)).toBe(snapshot);
    const span = {
      type: 5,
      data: { tag: "performanceSpan", payload: { description: "/api/x?email=a@b.example" } },
    };
    expect(JSON.stringify(redactRecordingEvent(span))).not.toContain("a@b.example");
  });
});
