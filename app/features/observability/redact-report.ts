/**
 * The one redaction of everything an error report carries out of Fennec (spec section 8): events,
 * breadcrumbs, request data, URLs and replay events, on the server and in the browser. No
 * dependencies, no Node or DOM APIs: the browser bundle imports it as it is.
 *
 * Two rules. A field whose NAME suggests a token, password, secret, e-mail, identifier, user id,
 * address, phone or a person's name loses its whole value. Any text keeps its words but loses
 * what LOOKS personal: e-mail addresses, phone numbers, bearer and JWT tokens, UUIDs and long
 * tokens, and query values (a query can carry anything a user typed).
 */

export const REDACTED = "[redacted]";

/** The words of a field name: `userId`, `user_id`, `USER-ID` and `user id` all give user, id. */
function nameWords(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

/** Found anywhere in the name once its separators are gone (`e-Mail` → `email`). */
const sensitiveParts = [
  "token",
  "password",
  "passwd",
  "passphrase",
  "secret",
  "authorization",
  "cookie",
  "session",
  "credential",
  "apikey",
  "privatekey",
  "email",
  "userid",
  "uuid",
  "guid",
  "identifier",
  "address",
  "phone",
  "mobile",
  "firstname",
  "lastname",
  "fullname",
  "displayname",
  "username",
  "surname",
  "iban",
];

/** Whole words: an `id` is a word of its own (`userId`, `order_id`), never inside `width`. */
const sensitiveWords = new Set(["id", "ids", "pwd", "tel", "fax", "ip", "jwt", "csrf", "otp"]);

export function isSensitiveName(name: string): boolean {
  const words = nameWords(name);
  if (words.some((word) => sensitiveWords.has(word))) return true;
  const joined = words.join("");
  return sensitiveParts.some((part) => joined.includes(part));
}

/** Query names whose values say nothing about a person (kept unless the value itself looks so). */
const harmlessQueryNames = new Set([
  "page",
  "pagesize",
  "perpage",
  "sort",
  "sortby",
  "sortorder",
  "order",
  "period",
  "from",
  "till",
  "start",
  "end",
  "status",
  "tab",
  "lng",
  "ns",
  "index",
  "data",
  "granularity",
]);

/**
 * Local parts as RFC 5322's dot-atom allows them, but for `/ ? = & #`, which would swallow the
 * path or query before an address (the address itself goes all the same); a dotted domain.
 */
const emailPattern = /[\w.!$%'*+^`{|}~-]*(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const bearerPattern = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const jwtPattern = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g;
const uuidPattern = /\b[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\b/gi;
/** A run of 24+ letters, digits, `-` and `_` with at least one digit and one letter. */
const longTokenPattern = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9_-]{24,}(?![\w-])/g;
/**
 * International (+31 6 1234 5678, 0031-20-123-4567), national from a leading 0 (020 123 4567,
 * 0612345678) and North American ((555) 123-4567) phone numbers; dates and versions are not.
 */
const phonePattern =
  /(?<![\w+:.])(?:(?:\+|00)\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,6}|\(?0\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4})(?!\w)/g;
/** Fewer digits are a time, a date or a count, not a phone number. */
const minPhoneDigits = 8;
/** A URL-encoded path segment (`/jan%40klant.example`), judged once decoded. */
const encodedSegmentPattern = /\/([^/?#\s"'<>]*%[0-9A-Fa-f]{2}[^/?#\s"'<>]*)/g;
/** `name=value` at the start or after `?`/`&`: a URL's query or a form body. */
const queryPairPattern = /(^|[?&])([^=&\s#"']+)=([^&\s#"']*)/g;
/** `"name": "value"` or `name: value` / `name=value` in free text (JSON, logs). */
const namedValuePattern =
  /("?)([A-Za-z][\w.-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,;&}]+)/g;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

function looksPersonal(value: string): boolean {
  const decoded = safeDecode(value);
  return [
    emailPattern,
    bearerPattern,
    jwtPattern,
    uuidPattern,
    longTokenPattern,
    phonePattern,
  ].some((pattern) => {
    pattern.lastIndex = 0;
    const found = pattern.test(decoded);
    pattern.lastIndex = 0;
    return found;
  });
}

const maxTextLength = 8192;

/** What looks personal in a piece of text, wherever it is: messages, URLs, headers, bodies. */
export function redactText(text: string): string {
  // A report needs no more; the patterns then never see a megabyte body.
  return text
    .slice(0, maxTextLength)
    .replace(encodedSegmentPattern, (match, segment: string) =>
      looksPersonal(segment) ? `/${REDACTED}` : match,
    )
    .replace(queryPairPattern, (_match, lead: string, name: string, value: string) => {
      const keep =
        value === "" ||
        (harmlessQueryNames.has(nameWords(safeDecode(name)).join("")) && !looksPersonal(value));
      return `${lead}${name}=${keep ? value : REDACTED}`;
    })
    .replace(
      namedValuePattern,
      (match, quote: string, name: string, separator: string, value: string) => {
        if (!isSensitiveName(name)) return match;
        const kept = value.startsWith('"') ? `"${REDACTED}"` : REDACTED;
        return `${quote}${name}${quote}${separator}${kept}`;
      },
    )
    .replace(bearerPattern, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(jwtPattern, REDACTED)
    .replace(emailPattern, REDACTED)
    .replace(uuidPattern, REDACTED)
    .replace(longTokenPattern, REDACTED)
    .replace(phonePattern, (match) =>
      (match.match(/\d/g)?.length ?? 0) >= minPhoneDigits ? REDACTED : match,
    );
}

const maxDepth = 12;

/**
 * Any value of a report: objects lose the values of sensitive fields (at every depth), strings
 * go through `redactText`, numbers and booleans stay.
 */
export function redact<T>(value: T, depth = 0): T {
  if (typeof value === "string") return redactText(value) as T;
  if (value === null || typeof value !== "object") return value;
  if (depth >= maxDepth) return REDACTED as T;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      isSensitiveName(name) && item !== null && item !== undefined
        ? REDACTED
        : redact(item, depth + 1),
    ]),
  ) as T;
}

type Crumb = { category?: string; message?: string; data?: Record<string, unknown> };

/**
 * A clicked or typed-in element is named by its selector, which quotes its `aria-label`, `title`
 * and `alt`: words a page may fill with a person's name.
 */
const labelAttributePattern = /\[(aria-label|title|alt)="[^"]*"\]/g;

function redactCrumbMessage(breadcrumb: Crumb, message: string): string {
  const text = redactText(message);
  return breadcrumb.category?.startsWith("ui.")
    ? text.replace(labelAttributePattern, (_match, name: string) => `[${name}="${REDACTED}"]`)
    : text;
}

/** A breadcrumb: its message and data (URLs of fetches and navigations, console arguments). */
export function redactBreadcrumb<T extends Crumb>(breadcrumb: T): T {
  return {
    ...breadcrumb,
    ...(breadcrumb.message === undefined
      ? {}
      : { message: redactCrumbMessage(breadcrumb, breadcrumb.message) }),
    ...(breadcrumb.data === undefined ? {} : { data: redact(breadcrumb.data) }),
  };
}

type ReportEvent = {
  message?: string;
  transaction?: string;
  logentry?: unknown;
  exception?: { values?: { value?: string; stacktrace?: { frames?: { vars?: unknown }[] } }[] };
  request?: unknown;
  extra?: unknown;
  tags?: unknown;
  user?: unknown;
  contexts?: Record<string, unknown>;
  breadcrumbs?: Crumb[];
  spans?: { description?: string; data?: unknown }[];
  urls?: string[];
};

/**
 * An event (error, transaction or replay): everything it says about the request, the user and
 * the situation is redacted; what Sentry itself needs (event, trace and span ids, release,
 * stack frames' file names) is left alone, since `redact` would take an `event_id` for personal.
 */
export function redactEvent<T extends ReportEvent>(event: T): T {
  const { trace, ...contexts } = event.contexts ?? {};
  const redacted: T = { ...event };
  if (event.message !== undefined) redacted.message = redactText(event.message);
  if (event.transaction !== undefined) redacted.transaction = redactText(event.transaction);
  if (event.logentry !== undefined) redacted.logentry = redact(event.logentry);
  if (event.request !== undefined) redacted.request = redact(event.request);
  if (event.extra !== undefined) redacted.extra = redact(event.extra);
  if (event.tags !== undefined) redacted.tags = redact(event.tags);
  if (event.urls !== undefined) redacted.urls = event.urls.map(redactText);
  if (event.contexts !== undefined) {
    redacted.contexts = {
      ...redact(contexts),
      ...(trace === undefined ? {} : { trace: redactTrace(trace) }),
    };
  }
  // Fennec never identifies people to the error-reporting service.
  if (event.user !== undefined) delete redacted.user;
  if (event.breadcrumbs) redacted.breadcrumbs = event.breadcrumbs.map(redactBreadcrumb);
  if (event.exception?.values) {
    redacted.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value === undefined ? {} : { value: redactText(exception.value) }),
        ...(exception.stacktrace?.frames
          ? {
              stacktrace: {
                ...exception.stacktrace,
                frames: exception.stacktrace.frames.map((frame) =>
                  frame.vars === undefined ? frame : { ...frame, vars: redact(frame.vars) },
                ),
              },
            }
          : {}),
      })),
    };
  }
  if (event.spans) {
    redacted.spans = event.spans.map((span) => ({
      ...span,
      ...(span.description === undefined ? {} : { description: redactText(span.description) }),
      ...(span.data === undefined ? {} : { data: redact(span.data) }),
    }));
  }
  return redacted;
}

/** The trace context: its ids stay, its data (the page's URL, among others) is redacted. */
function redactTrace(trace: unknown) {
  if (typeof trace !== "object" || trace === null) return trace;
  const { data, ...ids } = trace as { data?: unknown };
  return data === undefined ? ids : { ...ids, data: redact(data) };
}

type RecordingEvent = { type: number; data?: unknown };

/**
 * A replay's recording: the DOM is masked by the replay itself (all text, inputs, media); its
 * own breadcrumbs and network spans (type 5, custom events) carry URLs and messages, redacted
 * here. The DOM snapshots are left alone: their node `id`s are the recording's structure.
 */
export function redactRecordingEvent<T extends RecordingEvent>(event: T): T {
  if (event.type !== 5 || typeof event.data !== "object" || event.data === null) return event;
  const data = event.data as { payload?: { description?: string; data?: unknown } & Crumb };
  if (!data.payload) return event;
  const payload = redactBreadcrumb(data.payload);
  if (payload.description !== undefined) payload.description = redactText(payload.description);
  return { ...event, data: { ...data, payload } };
}
