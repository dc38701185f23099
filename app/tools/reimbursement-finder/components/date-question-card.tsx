import { CalendarSearch } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ToolCard } from "~/tools/components/controls";
import type { DateQuestion } from "~/tools/reimbursement-finder";
import type { DateOrder } from "~/tools/seller-reports/report-dates";
import { dateQuestionText } from "./view";

/**
 * The one question the finder asks: how dates that could be two days are written, when nothing in the files dropped
 * shows it. The answer reads every such date of the drop; until then those rows are not counted, and the files' lines
 * say how many wait.
 */
export function DateQuestionCard({
  question,
  onAnswer,
}: {
  question: DateQuestion;
  onAnswer: (order: DateOrder) => void;
}) {
  const { intro, options } = dateQuestionText(question);
  return (
    <ToolCard title="How are the dates in your files written?">
      <div className="space-y-4 text-sm text-ink-700" data-testid="reimbursement-date-question">
        <p className="flex items-start gap-2">
          <CalendarSearch className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {intro}
        </p>
        <div className="flex flex-wrap gap-2">
          {options.map((option) => (
            <Button
              key={option.order}
              variant="secondary"
              size="md"
              onClick={() => onAnswer(option.order)}
              data-testid={`reimbursement-date-${option.order}`}
            >
              {option.label}
            </Button>
          ))}
        </div>
      </div>
    </ToolCard>
  );
}
