import { graphql } from "./api-client.ts";

const LOCAL_AUTH_KEY = "przewodnik.auth";

/** Spec §4: sign out clears auth and goes to /zaloguj. A full load drops every cached state. */
export async function signOut(): Promise<void> {
  try {
    await graphql<{ signOut: boolean }>("mutation { signOut }");
  } catch {
    // Even if the server is unreachable, the local state goes and the user lands on sign-in.
  }
  try {
    localStorage.removeItem(LOCAL_AUTH_KEY);
  } catch {
    /* storage disabled */
  }
  window.location.assign("/zaloguj");
}
