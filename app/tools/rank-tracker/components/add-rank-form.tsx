import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { ToolCard } from "~/tools/components/controls";
import { validateRankEntry } from "~/tools/rank-tracker/rank-tracker";
import { addedMessage } from "./view";

/** One rank recorded by hand: keyword, position, date checked and optionally the ASIN. */
export function AddRankForm({
  today,
  onAdd,
}: {
  today: string;
  onAdd: (observation: { date: string; keyword: string; rank: number; asin: string }) => void;
}) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [keyword, setKeyword] = useState("");
  const [asin, setAsin] = useState("");
  const [rank, setRank] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRankEntry({ date, keyword, rank: rank.trim(), asin });
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((error) => [error.path, error.message])));
      setAdded(null);
      return;
    }
    setErrors({});
    onAdd(result.value);
    setAdded(addedMessage(result.value));
    setRank("");
  };

  const described = (field: string) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {};
  return (
    <ToolCard title="Record a rank" description="The organic position you found, on the day you checked">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Record a rank">
        <Field id={`${id}-keyword`} label="Keyword" error={errors.keyword}>
          <Input
            id={`${id}-keyword`}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="garlic press"
            autoComplete="off"
            {...described("keyword")}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-rank`} label="Organic rank" error={errors.rank}>
            <Input
              id={`${id}-rank`}
              value={rank}
              onChange={(event) => setRank(event.target.value)}
              inputMode="numeric"
              placeholder="12"
              autoComplete="off"
              {...described("rank")}
            />
          </Field>
          <Field id={`${id}-date`} label="Date checked" error={errors.date}>
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              {...described("date")}
            />
          </Field>
        </div>
        <Field id={`${id}-asin`} label="ASIN" optional error={errors.asin}>
          <Input
            id={`${id}-asin`}
            value={asin}
            onChange={(event) => setAsin(event.target.value)}
            placeholder="B08N5WRWNW"
            autoComplete="off"
            className="uppercase"
            {...described("asin")}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Add rank</Button>
          <span role="status" className="text-sm text-ink-600">
            {added}
          </span>
        </div>
      </form>
    </ToolCard>
  );
}
