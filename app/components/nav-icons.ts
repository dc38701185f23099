import {
  BarChart3,
  Blocks,
  Briefcase,
  Building2,
  Database,
  FileText,
  FlaskConical,
  Globe,
  Layers,
  Plug,
  Search,
  Tag,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { NavIconName } from "~/routes/navigation";
import { toolIcons } from "./tool-icons";

/** Icons the navigation data names by key (a subset, so the shell and home page load only these). */
export const navIcons = {
  ...toolIcons,
  chart: BarChart3,
  tag: Tag,
  layers: Layers,
  target: Target,
  search: Search,
  blocks: Blocks,
  users: Users,
  briefcase: Briefcase,
  building: Building2,
  database: Database,
  "trending-up": TrendingUp,
  flask: FlaskConical,
  globe: Globe,
  "file-text": FileText,
  plug: Plug,
} satisfies Record<NavIconName, LucideIcon>;
