/** A native select's choices: the empty first one (`placeholder`, "Choose…" or "Any"), then `options` in order. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
