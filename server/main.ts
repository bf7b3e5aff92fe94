import "./lifecycle/require-supported-runtime.ts";
import { ConfigError, parseConfig } from "./config/config.ts";
import { startFennec } from "./lifecycle/start-fennec.ts";
import { createLogger } from "./logging/logger.ts";

const SHUTDOWN_DEADLINE_MS = 10_000;

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger({ level: config.LOG_LEVEL, pretty: !config.isProduction });
logger.info({ node: process.version }, `starting Fennec on Node.js ${process.version}`);

try {
  const fennec = await startFennec(config, logger);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      logger.error("shutdown took longer than 10 seconds; exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    fennec.stop().then(
      () => {
        logger.info("stopped");
        logger.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
} catch (error) {
  logger.fatal({ err: error }, "Fennec could not start");
  logger.flush?.();
  process.exit(1);
}
