import { TriangleAlert } from "lucide-react";
import { memo } from "react";
import { formatNumber } from "~/lib/format";
import type { RowProblem } from "~/tools/bulk-fba-calculator";
import { ToolCard } from "~/tools/components/controls";

/** Rows not priced, each problem with its line, column, value and reason (the first PROBLEMS_LISTED; the CSV download has every row's). */
export const ProblemsCard = memo(function ProblemsCard({
  problems,
  problemCount,
  badRows,
}: {
  problems: readonly RowProblem[];
  problemCount: number;
  badRows: number;
}) {
  if (problems.length === 0) return null;
  return (
    <ToolCard
      title={`${formatNumber(badRows)} ${badRows === 1 ? "row was" : "rows were"} not priced`}
      description="Fix these cells and drop the file again; every other row is priced above."
    >
      <div
        className="max-h-72 overflow-auto rounded-xl ring-1 ring-red-200"
        tabIndex={0}
        role="region"
        aria-label="Rows not priced"
      >
        <table className="min-w-[36rem] text-left text-sm sm:min-w-full" data-testid="bulk-problems">
          <thead className="sticky top-0 bg-red-50 text-xs text-red-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                Value
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {problems.map((problem, index) => (
              <tr
                key={`${problem.line}-${problem.column}-${index}`}
                data-testid="bulk-problem"
                data-line={problem.line}
              >
                <td className="px-3 py-1.5 tabular-nums">{problem.line}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{problem.column}</td>
                <td className="max-w-40 truncate px-3 py-1.5 font-mono text-xs">
                  {problem.value === "" ? "(empty)" : problem.value}
                </td>
                <td className="px-3 py-1.5 text-ink-700">
                  <TriangleAlert className="mr-1 inline size-3.5 text-red-700" aria-hidden />
                  {problem.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problemCount > problems.length && (
        <p className="mt-2 text-sm text-ink-600">{`The first ${formatNumber(problems.length)} of ${formatNumber(problemCount)} problems; the CSV download lists every row's.`}</p>
      )}
    </ToolCard>
  );
});
