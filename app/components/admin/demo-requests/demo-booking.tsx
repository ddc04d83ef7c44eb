import { useFetcher } from "react-router";
import { type FormAnswer, useAnswerToast } from "#app/components/admin/form-answer.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { DemoRequestView } from "#app/lib/services.server.ts";
import { formatIstDateTime, isoToIstInput } from "#common/format-date.ts";

/**
 * A demo request's demo (issue 32): the times the visitor preferred, each
 * with "Book this time", and any other time agreed with them; the time
 * booked, once it is. Booking moves the stage to demo booked and mails the
 * visitor an invitation with a calendar file. Posted (`intent=book`) to the
 * page's action like the lead's other actions.
 */
export function DemoBooking({ request }: { request: DemoRequestView }) {
  // Keyed: a booking draws this section afresh (its key in request-detail.tsx
  // is the time booked) in the same render as the answer, which the new
  // section then still has, and shows.
  const fetcher = useFetcher<FormAnswer>({ key: `demo-booking ${request.id}` });
  useAnswerToast(fetcher.data, { ok: 3000, failed: 6000 });
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const closed = request.status === "closed";
  return (
    <section aria-labelledby={`demo-${request.id}`}>
      <h3 id={`demo-${request.id}`} className="mt-5 font-bold">
        Demo
      </h3>
      <p className="mt-1">
        {request.demoAt ? (
          <>
            Booked for <strong>{formatIstDateTime(request.demoAt)}</strong>; the invitation was mailed.
          </>
        ) : (
          "Not booked yet."
        )}
      </p>
      {request.preferredSlots.length === 0 ? (
        <p className="mt-1 text-muted">No preferred times given.</p>
      ) : (
        <>
          <h4 className="mt-3 font-semibold">Preferred times</h4>
          <ul className="mt-1 space-y-2">
            {request.preferredSlots.map((slot) => (
              <li key={slot}>
                <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="book" />
                  <input type="hidden" name="id" value={request.id} />
                  <input type="hidden" name="at" value={isoToIstInput(slot)} />
                  <span>{formatIstDateTime(slot)}</span>
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={busy || closed || request.demoAt === slot}
                    aria-label={`Book ${formatIstDateTime(slot)}`}
                  >
                    {request.demoAt === slot ? "Booked" : "Book this time"}
                  </Button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        </>
      )}
      {!closed && (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="id" value={request.id} />
          <Field
            name="at"
            type="datetime-local"
            step={1800}
            label="Another time (IST)"
            id={`demo-at-${request.id}`}
            error={errors?.at}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Book demo
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}
