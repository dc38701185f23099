import { StickyNote, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { formatDate } from "~/lib/format";
import { ToolCard } from "~/tools/components/controls";
import { validateNote, type RankNote } from "~/tools/rank-tracker/rank-store";

/** Dated notes of what changed (images, price, PPC), listed here and marked on the chart. */
export function NotesCard({
  today,
  notes,
  onAdd,
  onRemove,
}: {
  today: string;
  notes: readonly RankNote[];
  onAdd: (note: RankNote) => void;
  onRemove: (index: number) => void;
}) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = validateNote(date, text);
    if (!note) {
      setError("Enter a date and a note of up to 140 characters.");
      return;
    }
    setError(null);
    onAdd(note);
    setText("");
  };
  return (
    <ToolCard title="Notes" description="What changed: new images, a price cut, a PPC push. Shown on the chart.">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Add a note">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
          <Field id={`${id}-text`} label="Note" error={error ?? undefined}>
            <Input
              id={`${id}-text`}
              value={text}
              maxLength={140}
              onChange={(event) => setText(event.target.value)}
              placeholder="New main image"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <Field id={`${id}-date`} label="Date">
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className="w-40"
            />
          </Field>
        </div>
        <Button type="submit" variant="secondary" size="sm">
          <StickyNote className="size-4" aria-hidden /> Add note
        </Button>
      </form>
      {notes.length > 0 && (
        <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100 text-sm">
          {notes.map((note, index) => (
            <li key={`${note.date}-${index}`} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-ink-900">{formatDate(note.date, "month-day")}</span>{" "}
                <span className="text-ink-700">{note.text}</span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                className="rounded p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700"
                aria-label={`Remove the note "${note.text}"`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}
