import { UrgentBadge } from "#app/components/admin/inquiries/inquiry-card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { LeadAnswer } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { NewBadge } from "./status-badge.tsx";

/** A file's size as a person reads it: "12 KB", "1.5 MB". */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * A visitor's answer in a lead's thread (issue 50), on a tint so it stands
 * apart from staff's replies: who wrote it and when (IST), "Unread" when
 * staff had not seen it before this page, "Urgent" when its words suggest a
 * risk; its subject and text (always text, never markup; line breaks kept),
 * the files it came with, by name and size (never kept), and the history
 * their mailer quoted below it, folded away.
 */
export function AnswerItem({ answer }: { answer: LeadAnswer }) {
  return (
    <li
      className={cn(
        "rounded-md border bg-brand-tint p-3",
        answer.unread ? "border-brand-deep" : "border-line",
      )}
    >
      <p className="flex flex-wrap items-center gap-2 text-muted text-sm">
        <span>
          Answer from {answer.from}, {formatIstDateTime(answer.at)}
        </span>
        {answer.unread && <NewBadge>Unread</NewBadge>}
        {answer.urgent && <UrgentBadge />}
      </p>
      <p className="mt-1 break-words font-semibold">{answer.subject || "(no subject)"}</p>
      <p className="mt-1 whitespace-pre-wrap break-words">{answer.text}</p>
      {answer.attachments.length > 0 && (
        <ul className="mt-2 text-muted text-sm">
          {answer.attachments.map((file, index) => (
            // Two files may share a name: their place in the mail tells them apart.
            <li key={index} className="break-words">
              {`${file.name}, ${sizeOf(file.size)} (not kept)`}
            </li>
          ))}
        </ul>
      )}
      {answer.quoted && (
        <details className="mt-2">
          <summary className="cursor-pointer text-brand text-sm underline">Show quoted text</summary>
          <p className="mt-1 whitespace-pre-wrap break-words text-muted text-sm">{answer.quoted}</p>
        </details>
      )}
    </li>
  );
}
