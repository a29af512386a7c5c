import type { Db } from "../../db/client.ts";
import type { Actor } from "./actor.ts";
import { AppError } from "../errors.ts";
import { restrictionsOf } from "./restrictions.service.ts";

/** Access: what the acting user's company may use now (restrictions). */
export function createAccessServices({ db }: { db: Db }) {
  return {
    /** Any signed-in user: their company's restrictions (none for accounts without a company). */
    restrictionsOf: (actor: Actor | null) => {
      if (!actor) throw new AppError("unauthorized");
      return restrictionsOf(db, actor);
    },
  };
}

export type AccessServices = ReturnType<typeof createAccessServices>;
