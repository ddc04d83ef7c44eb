/** The staff API's answer envelope (spec §7): success, the data, or the error in words. */
export type ApiAnswer<T> = { success: boolean; data?: T; error?: string; message?: string };

/**
 * Posts JSON to the staff API from the browser (same origin, so the session
 * cookie goes along); the answer's envelope, or a failure in words when the
 * network failed or the answer was not JSON.
 */
export async function postJson<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as ApiAnswer<T>;
  } catch {
    return { success: false, error: "The connection failed. Check it and try again." };
  }
}
