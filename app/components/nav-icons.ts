import {
  BarChart3, Blocks, Boxes, Briefcase, Building2, Calculator, CircleDollarSign, Database, FileText, FlaskConical, Globe,
  Layers, LineChart, Plug, Search, Tag, Target, TrendingDown, TrendingUp, Users, type LucideIcon,
} from "lucide-react";
import type { NavIconName } from "~/routes/navigation";

/** Icons the navigation data names by key (a subset, so the shell and home page load only these). */
export const navIcons = {
  chart: BarChart3,
  "line-chart": LineChart,
  dollar: CircleDollarSign,
  tag: Tag,
  layers: Layers,
  target: Target,
  search: Search,
  calculator: Calculator,
  boxes: Boxes,
  blocks: Blocks,
  users: Users,
  briefcase: Briefcase,
  building: Building2,
  database: Database,
  "trending-up": TrendingUp,
  "trending-down": TrendingDown,
  flask: FlaskConical,
  globe: Globe,
  "file-text": FileText,
  plug: Plug,
} satisfies Record<NavIconName, LucideIcon>;
