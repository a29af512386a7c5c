import { graphql } from "./api-client.ts";
import { clearCachedRestrictions } from "./restrictions-cache.ts";

/**
 * Sign out clears auth and goes to /zaloguj. Auth lives only in the httpOnly cookie the
 * server clears; the full page load drops every cached state in the browser.
 */
export async function signOut(): Promise<void> {
  try {
    await graphql<{ signOut: boolean }>("mutation { signOut }");
  } catch {
    // Even if the server is unreachable, the local state goes and the user lands on sign-in.
  }
  clearCachedRestrictions(window.localStorage);
  window.location.assign("/zaloguj");
}
