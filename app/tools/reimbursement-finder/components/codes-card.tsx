import { formatNumber } from "~/lib/format";
import { ToolCard } from "~/tools/components/controls";
import { treatmentText, type AdjustmentCodeCount } from "~/tools/reimbursement-finder";
import { codeSourceLabels } from "./view";

/**
 * Every adjustment reason code in the files, with Amazon's meaning and how the finder treats it: the codes that are
 * no claim are listed as such, with why, never as claims.
 */
export function AdjustmentCodesCard({ codes }: { codes: readonly AdjustmentCodeCount[] }) {
  return (
    <ToolCard
      title="Reason codes in your files"
      description="Each adjustment's reason code, as Amazon's list for its report defines it, and what the finder does with it."
    >
      {/* A region that scrolls sideways on a phone, so a keyboard can reach it. */}
      <div
        className="overflow-x-auto"
        role="region"
        aria-label="Reason codes in your files"
        tabIndex={0}
        data-testid="reimbursement-codes"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="text-xs text-ink-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Code
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Meaning
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                In this tool
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Rows
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Units out, in
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {codes.map((code) => (
              <tr key={`${code.source}-${code.code}`} data-testid="reimbursement-code" data-treatment={code.treatment}>
                <th scope="row" className="py-1.5 pr-3 align-top font-semibold text-ink-900">
                  {code.code || "none"}
                  <span className="block text-xs font-normal text-ink-500">{codeSourceLabels[code.source]}</span>
                </th>
                <td className="py-1.5 pr-3 align-top text-ink-700">{code.meaning}</td>
                <td className="py-1.5 pr-3 align-top text-ink-700">{treatmentText(code)}</td>
                <td className="py-1.5 pr-3 text-right align-top tabular-nums">{formatNumber(code.rows)}</td>
                <td className="py-1.5 text-right align-top whitespace-nowrap tabular-nums">
                  {`${formatNumber(code.unitsOut)}, ${formatNumber(code.unitsIn)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ToolCard>
  );
}
