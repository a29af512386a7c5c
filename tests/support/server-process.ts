import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<number | null>;
  kill9: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..", "..");

export function runServer(env: Record<string, string>): {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
} {
  const child = spawn(process.execPath, [path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (d) => (text += d));
  child.stderr!.on("data", (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => text };
}

/** Starts the real server (built web app, real database) on a free port. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const { child, exited, output } = runServer(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), timeoutMs);
    const check = () => {
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
  return {
    url,
    process: child,
    output,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill9: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
