import {
  Boxes,
  Calculator,
  CalendarClock,
  CircleDollarSign,
  FileSearch,
  LineChart,
  ReceiptText,
  TrendingDown,
  Truck,
  type LucideIcon,
} from "lucide-react";
import type { ToolIconName } from "~/routes/navigation";

/** The icons a free tool may choose (TOOL_ICON_NAMES): the tools hub's island draws these, and only these. */
export const toolIcons = {
  calculator: Calculator,
  boxes: Boxes,
  "file-search": FileSearch,
  receipt: ReceiptText,
  "trending-down": TrendingDown,
  dollar: CircleDollarSign,
  "line-chart": LineChart,
  truck: Truck,
  "calendar-clock": CalendarClock,
} satisfies Record<ToolIconName, LucideIcon>;
