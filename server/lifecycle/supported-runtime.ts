/**
 * The Node.js Fennec runs on (decision 067): 24 LTS, brought by the project itself as the `node`
 * devDependency, so `npm start`, `npm test`, the CLI and the benches run on it whatever Node the
 * machine has. Started some other way on an older Node, Fennec refuses with this message.
 */
export const MINIMUM_NODE = { major: 24, minor: 11 } as const;

/** Why `version` (as `process.versions.node`) cannot run Fennec; null when it can. */
export function unsupportedRuntime(version: string): string | null {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor))
    return null;
  return [
    `Fennec needs Node.js ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} or later; this is Node.js ${version}.`,
    "Start it through npm (npm start, npm run fennec -- …), which runs the Node.js the project",
    "installs with `npm install`, or run node_modules/.bin/node.",
  ].join("\n");
}
