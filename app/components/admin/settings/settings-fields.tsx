import { Field } from "#app/components/ui/field.tsx";

/* Settings' text fields, one wiring of id, value and error for each screen part. */

export function Text({
  name,
  label,
  hint,
  value,
  errors,
  required,
  type = "text",
  autoComplete = "off",
}: {
  name: string;
  label: string;
  hint?: string;
  value: string | null | undefined;
  errors: Record<string, string>;
  required?: boolean;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
}) {
  return (
    <Field
      id={`settings-${name.replaceAll(".", "-")}`}
      name={name}
      label={label}
      hint={hint}
      error={errors[name]}
      required={required}
      type={type}
      defaultValue={value ?? ""}
      autoComplete={autoComplete}
    />
  );
}

export function Lines({
  name,
  label,
  hint,
  lines,
  errors,
  rows = 4,
}: {
  name: string;
  label: string;
  hint: string;
  lines: readonly string[] | null;
  errors: Record<string, string>;
  rows?: number;
}) {
  return (
    <Field
      kind="textarea"
      id={`settings-${name}`}
      name={name}
      label={label}
      hint={hint}
      // A line's error ("address.2") is the field's.
      error={Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1]}
      rows={rows}
      defaultValue={(lines ?? []).join("\n")}
    />
  );
}
