// The icons a use case can name in its product file ("icon": "calculator"), from the lucide set. The
// JSON Schema lists the same names (a test keeps them in step), so editors suggest them and the
// build rejects others. One module per icon: only these reach the browser.
import React from "react"
import BrushCleaning from "lucide-react/icons/brush-cleaning"
import Calculator from "lucide-react/icons/calculator"
import Clapperboard from "lucide-react/icons/clapperboard"
import FileArchive from "lucide-react/icons/file-archive"
import Headphones from "lucide-react/icons/headphones"
import Images from "lucide-react/icons/images"
import Languages from "lucide-react/icons/languages"
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone"
import NotebookPen from "lucide-react/icons/notebook-pen"
import Palette from "lucide-react/icons/palette"
import Paperclip from "lucide-react/icons/paperclip"
import PenLine from "lucide-react/icons/pen-line"

export const useCaseIcons = {
  "brush-cleaning": BrushCleaning,
  calculator: Calculator,
  clapperboard: Clapperboard,
  "file-archive": FileArchive,
  headphones: Headphones,
  images: Images,
  languages: Languages,
  "monitor-smartphone": MonitorSmartphone,
  "notebook-pen": NotebookPen,
  palette: Palette,
  paperclip: Paperclip,
  "pen-line": PenLine,
}

type UseCaseIconProps = { name: string; className: string }

/** Decorative: the use case's title says what it is. */
export function UseCaseIcon({ name, className }: UseCaseIconProps) {
  const Icon = useCaseIcons[name as keyof typeof useCaseIcons]
  // The content check rejects an unknown name: the build stops before any page is rendered, and
  // under develop its overlay names the file, which a thrown error would cover.
  if (!Icon) return null
  return (
    <span className={className}>
      <Icon aria-hidden="true" focusable="false" />
    </span>
  )
}
