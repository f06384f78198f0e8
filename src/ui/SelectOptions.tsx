/**
 * A native select's choices: the empty first one (`placeholder`, "Choose…" or "Any"), then `options` in order.
 * Without a placeholder there is no empty choice: the select always holds one of `options`.
 */
export function SelectOptions({ placeholder, options }: { placeholder?: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
