import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, whatever the current directory of the process. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const MIGRATIONS_DIRECTORY = path.join(PROJECT_ROOT, "db", "migrations");
/** Default DATA_DIR: ./data under the project (git-ignored). */
export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, "data");

/** How a production server starts (after `node`): the Dockerfile's CMD and the deployment test use exactly this. */
export const SERVER_START_ARGS = ["--import", "tsx", "server/main.ts"] as const;
