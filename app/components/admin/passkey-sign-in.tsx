import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { postJson } from "#app/lib/post-json.ts";
import type { AdminArea } from "#common/constants.ts";

/**
 * Signing in with a passkey (issue 34): the browser's own passkey prompt,
 * through `@simplewebauthn/browser`, loaded only when pressed. Alone from
 * the first step of the gate, or as the second step after a password (the
 * server then asks only for that account's passkeys). Shown only where the
 * browser has passkeys at all; without JavaScript the password stays.
 */
export function PasskeySignIn({ area, label }: { area: AdminArea; label: string }) {
  const { pathname, search } = useLocation();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const options = await postJson<{ ceremony: string; options: unknown }>("/api/auth/passkey/options", {
      area,
    });
    if (!options.success || !options.data) {
      setError(options.error ?? "Passkeys are not available right now.");
      setBusy(false);
      return;
    }
    let response: unknown;
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      response = await startAuthentication({
        optionsJSON: options.data.options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
      });
    } catch {
      setError("No passkey was used. Try again, or sign in with your password.");
      setBusy(false);
      return;
    }
    const answer = await postJson("/api/auth/passkey/sign-in", {
      ceremony: options.data.ceremony,
      response,
      area,
    });
    if (!answer.success) {
      setError(answer.error ?? "That passkey did not work. Try again, or sign in with your password.");
      setBusy(false);
      return;
    }
    // Signed in: the page is read again with its session.
    window.location.assign(pathname + search);
  }

  return (
    <div className="mt-4 space-y-3">
      <button
        type="button"
        onClick={signIn}
        disabled={busy}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md border-2 border-brand bg-surface px-4 font-semibold text-brand hover:bg-brand-tint disabled:opacity-60"
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {busy ? "Waiting for your passkey..." : label}
      </button>
      {error && (
        <p role="alert" className="rounded-md bg-danger-tint px-4 py-3 font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
