/**
 * Hands `text` to the browser as a file. Called from a click handler: browsers let a
 * page start a download only in answer to the visitor's own action.
 */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
