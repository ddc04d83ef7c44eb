type SelectFieldProps = Omit<React.ComponentProps<"select">, "id" | "className" | "children"> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** On the wrapper around label and select. */
  className?: string;
};

/** A labelled drop-down list of options. */
export function SelectField({ id, label, options, className, ...props }: SelectFieldProps) {
  return (
    <div data-slot="select-field" className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        className="mt-2 block min-h-11 w-full rounded-md border-2 border-muted bg-surface px-3 text-base"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
