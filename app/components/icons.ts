import {
  BarChart3, Bell, Blocks, Boxes, Briefcase, Building2, Calculator, CircleDollarSign, Clock, Database, FileText,
  Filter, FlaskConical, Globe, Layers, LineChart, Lock, Plug, Play, RefreshCw, Rocket, Search, ShieldCheck,
  Sparkles, Tag, Target, TrendingDown, TrendingUp, Users, Zap, type LucideIcon,
} from "lucide-react";

/** Icons that content files may name by key; keeps content as plain data. */
export const icons = {
  chart: BarChart3,
  "line-chart": LineChart,
  dollar: CircleDollarSign,
  bell: Bell,
  tag: Tag,
  zap: Zap,
  layers: Layers,
  target: Target,
  search: Search,
  calculator: Calculator,
  boxes: Boxes,
  blocks: Blocks,
  shield: ShieldCheck,
  users: Users,
  briefcase: Briefcase,
  building: Building2,
  database: Database,
  "trending-up": TrendingUp,
  "trending-down": TrendingDown,
  flask: FlaskConical,
  clock: Clock,
  globe: Globe,
  "file-text": FileText,
  lock: Lock,
  sparkles: Sparkles,
  rocket: Rocket,
  play: Play,
  plug: Plug,
  filter: Filter,
  refresh: RefreshCw,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
