import { SearchIcon } from '../../../components/icons/ui-icons.tsx';

type SearchBoxProps = {
  /** The input's accessible name, e.g. "Search sellers". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter searches at once instead of waiting for the pause in typing. */
  onSubmit: () => void;
};

export function SearchBox({ label, placeholder, value, onChange, onSubmit }: SearchBoxProps) {
  return (
    <form
      role="search"
      className="w-full sm:w-80"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="input w-full">
        <SearchIcon className="size-4 opacity-60" />
        <span className="sr-only">{label}</span>
        <input
          type="search"
          className="grow"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={200}
          autoComplete="off"
        />
      </label>
    </form>
  );
}
