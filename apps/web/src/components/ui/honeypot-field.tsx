/**
 * A field people never see or fill (`website`): a bot that fills every field is refused by the
 * server. The public forms without an account have one (reports, We're coming, following).
 */
export function HoneypotField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="sr-only" aria-hidden="true">
      Website
      <input
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
