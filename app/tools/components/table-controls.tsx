import { ArrowDown, ArrowUp } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Field, Input, Select } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** A choice above a tool's table ("Show", "Case"); its element id is `<the toolbar's id>-<key>`. */
export interface TableSelect {
  key: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Its width from `sm` up, such as "sm:w-56". */
  width: string;
  testId?: string;
}

/** The search box above a tool's table. */
export interface TableSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width: string;
  testId?: string;
}

/** What sits above every long table of the tools (bulk calculator, fee audit, reimbursement finder): its choices, then its search. */
export function TableToolbar({ selects, search }: { selects: readonly TableSelect[]; search: TableSearch }) {
  const id = useId();
  return (
    <div className="mb-3 flex flex-wrap gap-3">
      {selects.map((select) => (
        <div key={select.key} className={cn("w-full", select.width)}>
          <Field id={`${id}-${select.key}`} label={select.label}>
            <Select
              id={`${id}-${select.key}`}
              value={select.value}
              onChange={(event) => select.onChange(event.target.value)}
              data-testid={select.testId}
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ))}
      <div className={cn("w-full", search.width)}>
        <Field id={`${id}-search`} label={search.label}>
          <Input
            id={`${id}-search`}
            type="search"
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            data-testid={search.testId}
          />
        </Field>
      </div>
    </div>
  );
}

/** A table's sort order: the column it is sorted by and the direction. */
export interface TableSort<Key extends string> {
  key: Key;
  descending: boolean;
}

/**
 * A column header. With `onSort` it is a button that sorts by the column, and the header says how the table is
 * sorted (`aria-sort`) while it is the sort column; without, a plain label.
 */
export function SortHeader<Key extends string>({
  column,
  label,
  sort,
  onSort,
  className = "px-3 py-2",
}: {
  column: Key | null;
  label: string;
  sort: TableSort<Key>;
  onSort: (column: Key) => void;
  className?: string;
}) {
  const isSorted = column !== null && sort.key === column;
  let content: ReactNode = label;
  if (column !== null) {
    content = (
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:text-brand-700"
        onClick={() => onSort(column)}
      >
        {label}
        {isSorted &&
          (sort.descending ? (
            <ArrowDown className="size-3.5" aria-hidden />
          ) : (
            <ArrowUp className="size-3.5" aria-hidden />
          ))}
      </button>
    );
  }
  return (
    <th
      scope="col"
      className={className}
      aria-sort={isSorted ? (sort.descending ? "descending" : "ascending") : undefined}
    >
      {content}
    </th>
  );
}
