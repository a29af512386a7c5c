import path from "node:path";
import type { Database } from "../db/client.ts";
import { migrationsApplied } from "../db/migrate.ts";
import { createMailer } from "../domain/mail/mailer.ts";
import { createEventCarrier } from "../infra/events/event-carrier.ts";
import { createFileStore } from "../infra/files/create-file-store.ts";
import { createJobRunner } from "../infra/jobs/job-runner.ts";
import { smtpTransport } from "../infra/mail/smtp-transport.ts";
import { createPdfRenderer } from "../infra/pdf/pdf-renderer.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { createRateLimits } from "./rate-limits.ts";

/** What the features run on, made once per process from the configuration. */
export function createInfrastructure({
  config,
  database,
  logger,
}: {
  config: Config;
  database: Database;
  logger: Logger;
}) {
  return {
    rateLimits: createRateLimits({
      database,
      redisUrl: config.REDIS_URL,
      scale: config.RATE_LIMIT_SCALE,
      points: {
        documentUploadByUser: config.DOCUMENT_UPLOADS_PER_USER,
        documentUploadByCompany: config.DOCUMENT_UPLOADS_PER_COMPANY,
      },
    }),
    mailer: createMailer({
      db: database.db,
      transport: config.SMTP_URL ? smtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : null,
      log: logger,
    }),
    // Files: an S3-compatible bucket with S3_ENDPOINT and S3_BUCKET, DATA_DIR/files otherwise.
    store: createFileStore({
      s3:
        config.S3_ENDPOINT && config.S3_BUCKET
          ? {
              endpoint: config.S3_ENDPOINT,
              bucket: config.S3_BUCKET,
              accessKey: config.S3_ACCESS_KEY ?? "",
              secretKey: config.S3_SECRET_KEY ?? "",
              region: config.S3_REGION,
            }
          : undefined,
      directory: path.join(config.dataDir, "files"),
      publicUrl: () => config.PUBLIC_URL,
      secret: config.FILE_URL_SECRET,
    }),
    renderer: createPdfRenderer(),
    /** "Events were committed", between processes: Redis pub/sub with REDIS_URL, PostgreSQL NOTIFY otherwise. */
    eventCarrier: createEventCarrier({ database, redisUrl: config.REDIS_URL }),
    /** Background jobs (pg-boss): each feature registers its definitions; the process starts and stops it. */
    jobs: createJobRunner({ database, log: logger }),
    health: {
      /** Ready when the database answers and every migration is applied (`/readyz`). */
      ready: async (): Promise<boolean> => {
        try {
          await database.ping();
          return await migrationsApplied(database);
        } catch {
          return false;
        }
      },
    },
  };
}
