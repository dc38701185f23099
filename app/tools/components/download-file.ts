/** Saves text (or a Blob made in a worker) as a file through a temporary object URL (nothing leaves the browser). */
export function downloadFile(filename: string, content: string | Blob, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(typeof content === "string" ? new Blob([content], { type }) : content);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
