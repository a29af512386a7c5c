import { data } from "react-router";
import ComingSoon from "../coming-soon.tsx";
import type { Route } from "./+types/confirm-account";

/** Spec §5: a route whose parameter check fails answers 404. Tokens are URL-safe base64, 32–128 chars. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function loader({ params }: Route.LoaderArgs) {
  if (!TOKEN_PATTERN.test(params.token ?? "")) throw data(null, { status: 404 });
  return null;
}

export default ComingSoon;
