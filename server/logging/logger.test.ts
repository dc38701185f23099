import { describe, expect, it } from "vitest";
import { createJsonLogger, formatLogLine, MASKED_PATH, parseLogLevel, pathForLog, runWithRequestId } from "./logger";

describe("JSON log lines", () => {
  it("writes one JSON object per line with time, level, message, the request id and fields", () => {
    const line = runWithRequestId("req-1", () =>
      formatLogLine(
        "info",
        ["request", { method: "GET", route: "/pricing", status: 200, durationMs: 3 }],
        new Date("2026-01-01T00:00:00Z"),
      ),
    );
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2026-01-01T00:00:00.000Z",
      level: "info",
      message: "request",
      requestId: "req-1",
      method: "GET",
      route: "/pricing",
      status: 200,
      durationMs: 3,
    });
  });

  it("keeps the stack trace for errors only, never for warnings", () => {
    const failure = new Error("boom");
    expect(JSON.parse(formatLogLine("error", ["failed", failure]))).toMatchObject({
      error: "Error: boom",
      stack: expect.stringContaining("boom"),
    });
    expect(JSON.parse(formatLogLine("warn", ["refused", failure]))).not.toHaveProperty("stack");
  });

  it("masks email addresses that slip into a message or an error", () => {
    const line = formatLogLine("error", [
      'duplicate key (email)=(jane.doe+x@example.com) for "Jane"',
      new Error("row jane@acme.co failed"),
    ]);
    expect(line).not.toMatch(/jane\.doe|jane@acme/);
    expect(line).toContain("[email]");
  });

  it("logs a request's path masked when it carries an email address, plain or percent-encoded (deploy/nginx.conf does the same)", () => {
    expect(MASKED_PATH).toBe("[path with @ masked]");
    for (const path of ["/contact/jane.doe@example.com", "/contact/jane.doe%40example.com", "/a/%E2%82%AC/x@y"])
      expect(pathForLog(path), path).toBe(MASKED_PATH);
    for (const path of ["/pricing", "/rest/v1/prospects", "/%E0%A4%A"]) expect(pathForLog(path), path).toBe(path);
  });

  it("honours LOG_LEVEL and refuses an unknown level", () => {
    const lines: string[] = [];
    const logger = createJsonLogger("warn", (line) => lines.push(line));
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(["warn", "error"]);
    expect(parseLogLevel(undefined)).toBe("info");
    expect(() => parseLogLevel("loud")).toThrow(/LOG_LEVEL/);
    const silent: string[] = [];
    createJsonLogger("silent", (line) => silent.push(line)).error("x");
    expect(silent).toEqual([]);
  });
});
