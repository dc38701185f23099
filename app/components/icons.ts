import {
  Bell,
  Clock,
  Filter,
  Lock,
  Play,
  RefreshCw,
  Rocket,
  ShieldCheck,
  Sparkles,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { navIcons } from "./nav-icons";

/** Icons that content files may name by key; keeps content as plain data. */
export const icons = {
  ...navIcons,
  bell: Bell,
  zap: Zap,
  shield: ShieldCheck,
  clock: Clock,
  lock: Lock,
  sparkles: Sparkles,
  rocket: Rocket,
  play: Play,
  filter: Filter,
  refresh: RefreshCw,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
