import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { useAnswerToast } from "#app/components/admin/form-answer.ts";
import { DetailList } from "#app/components/admin/leads/detail-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { postJson } from "#app/lib/post-json.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { type AccountAnswer, AnswerLine, answerTo } from "./account-answer.tsx";

/** One passkey as the list shows it. */
export type AccountPasskey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/**
 * Adding a passkey: the browser's own prompt (`@simplewebauthn/browser`,
 * loaded only when pressed) answers the server's options, and the server
 * keeps the passkey under the name given. Needs JavaScript and a browser
 * with passkeys; without them the section says so.
 */
function AddPasskey() {
  const revalidator = useRevalidator();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | undefined>();
  useAnswerToast(answer, { ok: 4000, failed: 8000 });
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (supported === null) {
    return <p className="mt-4 text-muted">Adding a passkey needs JavaScript in this browser.</p>;
  }
  if (!supported) return <p className="mt-4 text-muted">This browser cannot make passkeys.</p>;

  async function add(form: HTMLFormElement) {
    setBusy(true);
    const name = new FormData(form).get("name");
    const options = await postJson<{ ceremony: string; options: unknown }>("/api/auth/passkeys/options", {});
    if (!options.success || !options.data) {
      setAnswer({ ok: false, message: options.error ?? "Passkeys are not available right now." });
      setBusy(false);
      return;
    }
    let response: unknown;
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      response = await startRegistration({
        optionsJSON: options.data.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
      });
    } catch {
      setAnswer({ ok: false, message: "No passkey was made. Try again when you are ready." });
      setBusy(false);
      return;
    }
    const made = await postJson("/api/auth/passkeys", { ceremony: options.data.ceremony, response, name });
    setAnswer(
      made.success
        ? { ok: true, message: "Passkey added." }
        : { ok: false, message: made.error ?? "The passkey could not be added. Please try again." },
    );
    setBusy(false);
    if (made.success) {
      form.reset();
      revalidator.revalidate();
    }
  }

  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget);
      }}
    >
      <Field
        name="name"
        label="Name for the new passkey"
        hint="So you can tell it apart later, e.g. Work laptop or My phone."
        maxLength={60}
        className="min-w-0 flex-1 basis-64"
      />
      <Button type="submit" disabled={busy}>
        <KeyRound aria-hidden="true" className="size-5" />
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
    </form>
  );
}

function PasskeyItem({ passkey }: { passkey: AccountPasskey }) {
  const titleId = useHtmlId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    String(navigation.formData?.get("intent") ?? "").startsWith("passkey-") &&
    navigation.formData?.get("passkeyId") === passkey.id;
  return (
    <li className="rounded-md border border-line p-4">
      <h3 id={titleId} className="font-bold text-lg">
        {passkey.name}
      </h3>
      <div className="mt-2">
        <DetailList
          fields={[
            ["Added", formatIstDateTime(passkey.createdAt)],
            ["Last used", passkey.lastUsedAt ? formatIstDateTime(passkey.lastUsedAt) : "Not yet"],
          ]}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="passkey-rename" />
          <input type="hidden" name="passkeyId" value={passkey.id} />
          <Field name="name" label="New name" defaultValue={passkey.name} maxLength={60} required />
          <Button type="submit" variant="secondary" disabled={busy} aria-describedby={titleId}>
            Rename
          </Button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="passkey-remove" />
          <input type="hidden" name="passkeyId" value={passkey.id} />
          <Button type="submit" variant="secondary" disabled={busy} aria-describedby={titleId}>
            Remove
          </Button>
        </Form>
      </div>
    </li>
  );
}

/**
 * The account's passkeys (issue 34): each with its name, when it was added
 * and last used, renamed or removed here (plain forms); a new one added with
 * the browser's own prompt.
 */
export function AccountPasskeys({
  passkeys,
  answer,
  hydrated,
}: {
  passkeys: AccountPasskey[];
  answer: AccountAnswer | undefined;
  hydrated: boolean;
}) {
  const titleId = useHtmlId();
  const mine = answerTo(answer, "passkey-rename") ?? answerTo(answer, "passkey-remove");
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id={titleId} className="font-bold text-xl">
        Passkeys
      </h2>
      <p className="mt-1 max-w-3xl text-muted">
        A passkey signs you in with your phone's or computer's screen lock (fingerprint, face or PIN) in place
        of a password and code. It works only on this site, so a look-alike site cannot take it.
      </p>
      <AnswerLine answer={mine} hydrated={hydrated} />
      {passkeys.length > 0 ? (
        <ul aria-labelledby={titleId} className="mt-4 grid gap-3">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="mt-4">No passkeys yet.</p>
      )}
      <AddPasskey />
    </section>
  );
}
