import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { leaderLimits, leaderPhotoUrl, type SiteLeader } from "#common/site-details.ts";
import type { SiteSettingsInput } from "#common/site-settings.ts";
import { Text } from "./settings-fields.tsx";

/*
 * Settings' leadership team: the rows staff fill in, in the order they
 * choose, with photos through the image pipeline. Without JavaScript there
 * is one spare row for a new leader; with it, rows can be added, moved and
 * removed.
 */

type Row = SiteLeader;

const rowOf = (leader: SiteSettingsInput["leaders"][number]): Row => ({
  ...leader,
  photo: leader.photo ?? null,
  profileUrl: leader.profileUrl ?? null,
  expertise: leader.expertise ?? null,
});

const newRowId = () => `l${Math.random().toString(36).slice(2, 10)}`;

const blankRow = (id: string): Row => ({
  id,
  name: "",
  title: "",
  photo: null,
  profileUrl: null,
  expertise: null,
});

export function LeadersEditor({
  version,
  leaders,
  errors,
}: {
  version: number;
  leaders: SiteSettingsInput["leaders"];
  errors: Record<string, string>;
}) {
  const [rows, setRows] = useState<Row[]>(() => [...leaders.map(rowOf), blankRow(`new${version}`)]);

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  return (
    <section
      aria-labelledby="leaders-title"
      className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id="leaders-title" className="font-bold text-xl">
        Leadership team
      </h2>
      <p className="mt-1 text-muted">
        Shown on the team page in this order. Until anyone is listed, the page shows the company's story and
        values instead. A row left empty is not saved.
      </p>
      <FieldError id="settings-leaders" error={errors.leaders} alert />
      <ol className="mt-5 space-y-5">
        {rows.map((row, index) => (
          <LeaderRow
            key={row.id}
            row={row}
            index={index}
            count={rows.length}
            errors={errors}
            onMove={move}
            onRemove={() => setRows((current) => current.filter((other) => other.id !== row.id))}
          />
        ))}
      </ol>
      {rows.length < leaderLimits.most && (
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => setRows((current) => [...current, blankRow(newRowId())])}
        >
          <Plus aria-hidden="true" className="size-5" />
          Add a leader
        </Button>
      )}
    </section>
  );
}

function LeaderRow({
  row,
  index,
  count,
  errors,
  onMove,
  onRemove,
}: {
  row: Row;
  index: number;
  count: number;
  errors: Record<string, string>;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const prefix = `leader.${row.id}`;
  const label = row.name || `Leader ${index + 1}`;
  return (
    <li className="rounded-md border border-line p-4" data-leader-row>
      <input type="hidden" name="leaders" value={row.id} />
      <fieldset>
        <legend className="font-semibold">{row.name ? row.name : `New leader (row ${index + 1})`}</legend>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <Text name={`${prefix}.name`} label="Name" value={row.name} errors={errors} />
          <Text
            name={`${prefix}.title`}
            label="Title"
            hint="e.g. Chief Clinical Officer"
            value={row.title}
            errors={errors}
          />
          <Text
            name={`${prefix}.profileUrl`}
            label="Profile link"
            hint="A full https:// address, e.g. their LinkedIn profile."
            type="url"
            value={row.profileUrl}
            errors={errors}
          />
          <Text
            name={`${prefix}.expertise`}
            label="Expertise (optional)"
            hint="One line, e.g. Clinical psychologist, 15 years in community care."
            value={row.expertise}
            errors={errors}
          />
          <div className="md:col-span-2">
            {row.photo && (
              <div className="mb-3 flex items-center gap-4">
                <img
                  src={leaderPhotoUrl(row.photo)}
                  alt={label}
                  width={64}
                  height={64}
                  className="size-16 rounded-full object-cover"
                />
                <input type="hidden" name={`${prefix}.photoKey`} value={row.photo.key} />
                <input type="hidden" name={`${prefix}.photoWidth`} value={row.photo.width} />
                <input type="hidden" name={`${prefix}.photoHeight`} value={row.photo.height} />
                <Field
                  kind="checkbox"
                  id={`settings-${row.id}-remove-photo`}
                  name={`${prefix}.removePhoto`}
                  label="Remove this photo"
                  value="1"
                />
              </div>
            )}
            <Field
              kind="file"
              id={`settings-${row.id}-photo`}
              name={`${prefix}.photoFile`}
              label={row.photo ? "Replace the photo" : "Photo (optional)"}
              hint="JPEG, PNG, WebP, AVIF or GIF, less than 5MB. Shown round, so a square head-and-shoulders picture works best."
              error={errors[`${prefix}.photo`]}
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" disabled={index === 0} onClick={() => onMove(index, -1)}>
            <ArrowUp aria-hidden="true" className="size-5" />
            Move up<span className="sr-only">: {label}</span>
          </Button>
          <Button variant="secondary" disabled={index === count - 1} onClick={() => onMove(index, 1)}>
            <ArrowDown aria-hidden="true" className="size-5" />
            Move down<span className="sr-only">: {label}</span>
          </Button>
          <Button variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-5" />
            Remove<span className="sr-only">: {label}</span>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
