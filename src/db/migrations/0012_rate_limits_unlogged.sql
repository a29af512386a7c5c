-- Rate-limit counters are worth nothing after a crash (they start again from zero, as Redis's
-- would), so their writes skip the write-ahead log: no disk flush on every chat message, sign-in
-- or calculator request (ADR 010).
ALTER TABLE "rate_limits" SET UNLOGGED;
