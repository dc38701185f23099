import { lazy, type ComponentType } from "react";
import type { ToolId } from "~/tools/tool-catalog";
import { GatedToolSection } from "./tools-gate";

type GatedToolId = Exclude<ToolId, "fba_calculator">;

// Each tool's code loads only once this browser is unlocked (it never renders on the server).
const tools: Record<GatedToolId, { name: string; Tool: ComponentType }> = {
  fee_audit: { name: "FBA fee audit", Tool: lazy(() => import("./fee-audit").then((module) => ({ default: module.FeeAuditTool }))) },
  lost_sales: { name: "lost sales calculator", Tool: lazy(() => import("./lost-sales-tool").then((module) => ({ default: module.LostSalesTool }))) },
  roi_planner: { name: "ROI calculator", Tool: lazy(() => import("./roi-tool").then((module) => ({ default: module.RoiTool }))) },
  rank_tracker: { name: "organic rank tracker", Tool: lazy(() => import("./rank-tracker").then((module) => ({ default: module.RankTrackerTool }))) },
};

/** A /tools/* tool as an island: the unlock card until this browser has unlocked the free tools, then the tool. */
export function GatedTool({ tool }: { tool: GatedToolId }) {
  const { name, Tool } = tools[tool];
  return (
    <GatedToolSection toolName={name}>
      <Tool />
    </GatedToolSection>
  );
}
