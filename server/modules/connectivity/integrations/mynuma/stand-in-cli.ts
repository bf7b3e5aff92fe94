import { parseArgs } from "node:util";
import { demoCustomers, demoProducts } from "../../../assets/demo-catalogue.ts";
import { startStandInMynuma } from "./stand-in-mynuma-server.ts";

/**
 * `npm run mynuma:stand-in [-- --port 4010 --fail-every 10 --delay-ms 200 --confirm-after-ms 5000]`:
 * a stand-in mynuma that knows the demo tenant's customers and products, so delivery can be
 * tried on one's own machine. The key is a demo key, not a secret.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.MYNUMA_STAND_IN_PORT ?? "4010" },
    host: { type: "string", default: "127.0.0.1" },
    "api-key": {
      type: "string",
      default: process.env.MYNUMA_STAND_IN_API_KEY ?? "mynuma-demo-key",
    },
    "fail-every": { type: "string", default: "0" },
    "delay-ms": { type: "string", default: "0" },
    "confirm-after-ms": { type: "string", default: "5000" },
  },
});

const standIn = await startStandInMynuma({
  port: Number(values.port),
  host: values.host,
  apiKey: values["api-key"],
  customers: demoCustomers().map((customer) => customer.customer_number),
  products: demoProducts().map((product) => product.sku),
  failEveryNth: Number(values["fail-every"]),
  delayMs: Number(values["delay-ms"]),
  confirmAfterMs: Number(values["confirm-after-ms"]),
});

console.log(`Stand-in mynuma listening on ${standIn.url}`);
console.log(`Base URL: ${standIn.url}   API key: ${values["api-key"]}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    standIn.close().then(() => process.exit(0));
  });
}
