import pino from "pino";

export type Logger = pino.Logger;

export const createLogger = (level: string): Logger =>
  pino({
    level,
    base: { app: "przewodnik" },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"], remove: true },
  });
